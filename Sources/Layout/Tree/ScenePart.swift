import ChevronSupport
import Geometry
import NavigationModel

/// One laid-out part of a scene — a bar, the content, a search bar, a standalone control — as its
/// widget family defines it, in its own file: what it shows and where (its payload), how `resolve`
/// reports it (text and JSON) and how it moves in a transition. `render` paints it through the
/// painter registered for it in `Chevron` (`PaintedPart`). A family joins every command by being
/// listed once in `SceneParts.kinds` (docs/DESIGN.md §Adding a widget).
package protocol ScenePart: Hashable, Sendable {
    /// Its key in `resolve --json`, and its name in the tree (`navigationBar`).
    static var name: String { get }
    /// Where the part is on the canvas; nil while hidden (a hidden part is still reported).
    var nodeFrame: Rect? { get }
    /// Its own opacity, 0…1 (1 at rest; a transition fades through it).
    var opacity: Double { get }

    /// `resolve --json`'s value for it.
    func json() -> JSONValue
    /// `resolve --json`'s value when the scene has none of it; nil leaves the key out.
    static var jsonWhenAbsent: JSONValue? { get }
    /// `resolve`'s lines for it, as values: the report lays them out.
    func reportLines() -> [ReportLine]

    /// The part between two laid-out scenes at an instant of a transition: what of it is leaving
    /// (painted under what arrives) and what arrives, moved and faded (`TransitionMotion`). A part
    /// moves in the transitions it knows (`motion.transition`) and stays as the arriving scene has
    /// it in the others.
    static func transition(from: Self?, to: Self?, motion: TransitionMotion) -> (departing: Self?, arriving: Self?)
    /// What of the part moves as a group node at that instant (`LayoutGroup`: moved, scaled and
    /// faded as one, painted over the nodes) — the alert's panel as it pops up; none, the default.
    static func transitionGroups(from: Self?, to: Self?, motion: TransitionMotion) -> [LayoutGroup]
    /// How long a transition of this family's runs and on which curve (`setEditing`, showing a
    /// sheet); nil, the default, for a transition it does not define.
    static func timing(of transition: Transition) -> TransitionTiming?
}

extension ScenePart {
    /// Where its kind paints among the others, back to front: its place in `SceneParts.paintOrder`.
    package static var layer: Int { SceneParts.layer(of: self) }

    package var opacity: Double { 1 }
    package static var jsonWhenAbsent: JSONValue? { nil }
    package static func timing(of transition: Transition) -> TransitionTiming? { nil }
    package static func transitionGroups(from: Self?, to: Self?, motion: TransitionMotion) -> [LayoutGroup] { [] }

    /// By default a part stays as the arriving scene has it (a status bar, a standalone control).
    package static func transition(from: Self?, to: Self?, motion: TransitionMotion) -> (departing: Self?, arriving: Self?) {
        (nil, to)
    }

    /// Its `resolve --json` field in `layout`, or nil when it has none and is left out.
    package static func jsonField(in layout: SceneLayout) -> JSONValue? {
        layout.part(Self.self).map { $0.json() } ?? jsonWhenAbsent
    }

    package static func reportLines(in layout: SceneLayout) -> [ReportLine] {
        layout.part(Self.self)?.reportLines() ?? []
    }

    static func transitionNodes(from a: SceneLayout, to b: SceneLayout, motion: TransitionMotion,
                                into result: inout SceneLayout) {
        let (from, to) = (a.part(Self.self), b.part(Self.self))
        let moved = transition(from: from, to: to, motion: motion)
        result.set(moved.departing, departing: true)
        result.set(moved.arriving)
        result.groups += transitionGroups(from: from, to: to, motion: motion)
    }
}
