/// A node of a scene's layout tree: one laid-out part, arriving (at rest, everything) or leaving
/// during a transition. Nodes are kept back to front, so walking them in order paints the scene.
package struct LayoutNode: Hashable, Sendable {
    package var part: any ScenePart
    /// Leaving the screen during a transition: painted under the arriving part of its kind.
    package var isDeparting: Bool

    package init(_ part: any ScenePart, isDeparting: Bool = false) {
        self.part = part
        self.isDeparting = isDeparting
    }

    /// The part's kind (its type): a node's identity among its siblings, with `isDeparting`.
    package var kind: any ScenePart.Type { type(of: part) }

    /// Where the node paints among the others: by its kind's layer, the leaving one first.
    var order: (Int, Int) { (kind.layer, isDeparting ? 0 : 1) }

    package static func == (a: LayoutNode, b: LayoutNode) -> Bool {
        a.isDeparting == b.isDeparting && AnyHashable(a.part) == AnyHashable(b.part)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(isDeparting)
        hasher.combine(AnyHashable(part))
    }
}
