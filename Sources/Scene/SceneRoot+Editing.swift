import ChevronSupport
import NavigationModel

extension SceneRoot {
    /// A `setEditing` whose view controller shows nothing that edits — no table (its own content's
    /// or the canvas's) and no Edit button (`systemItem: edit`, in its navigation item or toolbar
    /// items): UIKit takes it, but the screen does not change, so it is said at its line.
    package func editingShowsNothing(canvasContent: ContentView) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for nav in value.navigationControllers {
            for (step, state) in zip(nav.steps, nav.states) {
                // A setEditing that changes nothing already has its warning.
                guard let editing = step.operation.kind(SetEditing.self)?.editing, step.result.warnings.isEmpty else { continue }
                let vc = state.visibleViewController
                let items = vc.navigationItem.leftBarButtonItems + vc.navigationItem.rightBarButtonItems + vc.toolbarItems
                let hasEditButton = items.contains { if case .systemItem(.edit, _) = $0.kind { true } else { false } }
                guard vc.content.over(canvasContent).table == nil, !hasEditButton else { continue }
                found.append(Diagnostic.warning(
                    .setEditingShowsNothing,
                    "setEditing \(editing) shows nothing: `\(vc.id)` has no table and no Edit button "
                        + "(`systemItem: edit`), so the screen does not change")
                    .located(file: step.location.file, line: step.location.line, column: step.location.column,
                             keyPath: step.keyPath))
            }
        }
        return found
    }
}
