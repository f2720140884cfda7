
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
        SceneLayout.SegmentedControlPart.self,
        SceneLayout.BackButtonPart.self,
        SceneLayout.ActionSheetPart.self,
        SceneLayout.AlertPart.self,
    ]
}
