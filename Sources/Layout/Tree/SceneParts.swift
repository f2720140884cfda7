
/// Every kind of part a scene can hold, in the order `resolve` reports them. The one list of widget
/// families: `resolve` (text and JSON) and transitions walk it; `render` walks a layout's nodes.
package enum SceneParts {
    package static let kinds: [any ScenePart.Type] = [
        SceneLayout.StatusBarPart.self,
        ContentLayout.self,
        TableLayout.self,
        SceneLayout.ViewTreePart.self,
        SceneLayout.SearchBarPart.self,
        SceneLayout.TabBarPart.self,
        SceneLayout.NavigationBarPart.self,
        SceneLayout.ToolbarPart.self,
        SceneLayout.KeyboardPart.self,
        SceneLayout.InputViewPart.self,
        SceneLayout.SegmentedControlPart.self,
        SceneLayout.BackButtonPart.self,
        SceneLayout.ActionSheetPart.self,
        SceneLayout.AlertPart.self,
    ]

    /// The one table of layers: every kind, back to front. Parts paint in this order: the content,
    /// its table just over it (the table runs under translucent bars as the content does), the view
    /// controller's views, the search bar heading them, the bars, the keyboard over the content, the
    /// bars and the tab bar, the standalone controls, then the action sheet and the alert over
    /// everything (their dim covers the status bar too). A new kind takes its place in this list.
    package static let paintOrder: [any ScenePart.Type] = [
        ContentLayout.self,
        TableLayout.self,
        SceneLayout.ViewTreePart.self,
        SceneLayout.SearchBarPart.self,
        SceneLayout.ToolbarPart.self,
        SceneLayout.NavigationBarPart.self,
        SceneLayout.StatusBarPart.self,
        SceneLayout.TabBarPart.self,
        SceneLayout.KeyboardPart.self,
        SceneLayout.InputViewPart.self,
        SceneLayout.SegmentedControlPart.self,
        SceneLayout.BackButtonPart.self,
        SceneLayout.ActionSheetPart.self,
        SceneLayout.AlertPart.self,
    ]

    /// A kind's place in `paintOrder` (a kind missing from it paints last, and `LayoutTreeTests`
    /// fails).
    static func layer(of kind: any ScenePart.Type) -> Int {
        paintOrder.firstIndex { ObjectIdentifier($0) == ObjectIdentifier(kind) } ?? paintOrder.count
    }
}
