import Chevron
import Testing

/// The layout tree's contract (docs/DESIGN.md §The layout tree): every kind of part is listed once,
/// can be painted, and the nodes are kept back to front, a leaving part under the arriving one.
struct LayoutTreeTests {
    @Test func everyKindOfPartHasOneNameOneLayerAndAPainter() {
        let kinds = SceneParts.kinds
        #expect(Set(kinds.map { $0.name }).count == kinds.count, "\(kinds.map { $0.name })")
        // Each kind has its own place in the one table of layers.
        #expect(Set(kinds.map { $0.layer }).count == kinds.count)
        #expect(kinds.allSatisfy { $0.layer < SceneParts.paintOrder.count }, "a kind is missing from paintOrder")
        #expect(SceneParts.paintOrder.count == kinds.count)
        for kind in kinds {
            #expect(kind is any PaintedPart.Type, "\(kind.name) has no painter")
        }
    }

    @Test func nodesAreBackToFrontWithTheLeavingPartUnderTheArrivingOne() throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array("""
            navigationController:
              toolbarHidden: false
              viewControllers: [ { id: a, title: Inbox, toolbarItems: [ { systemItem: compose } ] } ]
              operations: [ { push: { id: b, title: Message, hidesBottomBarWhenPushed: true } } ]
            """.utf8), file: "s.yaml")
        let mid = try renderer.transition(scene).layout(at: 0.2)
        #expect(mid.isInTransition)
        let order = mid.nodes.map { ($0.kind.layer, $0.isDeparting ? 0 : 1) }
        #expect(zip(order, order.dropFirst()).allSatisfy { $0 <= $1 },
                "\(mid.nodes.map { ($0.kind.name, $0.isDeparting) })")
        // The toolbar the push hides slides away with the old screen's content, as a leaving node.
        let leavingToolbar = try #require(mid.departing(SceneLayout.ToolbarPart.self)?.frame)
        #expect(leavingToolbar.x < 0 && leavingToolbar.x == mid.departing(ContentLayout.self)?.frame.x)
        // At rest nothing is leaving, and setting a part replaces the one of its kind.
        var rest = renderer.layout(scene)
        #expect(!rest.isInTransition)
        let bars = rest.nodes.count
        rest.navigationBar = rest.navigationBar
        #expect(rest.nodes.count == bars)
        rest.navigationBar = nil
        #expect(rest.nodes.count == bars - 1 && rest.navigationBar == nil)
    }
}
