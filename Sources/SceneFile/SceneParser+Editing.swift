import ChevronSupport
import NavigationModel
import Scene

extension SceneParser {
    /// A `setEditing` whose view controller shows nothing that edits — no table (its own content's
    /// or the canvas's) and no Edit button (`systemItem: edit`, in its navigation item or toolbar
    /// items): UIKit takes it, but the screen does not change, so it is said at its line.
    static func editingShowsNothing(_ root: SceneRoot, canvasContent: ContentView) -> [Diagnostic] {
        let scenes: [NavigationControllerScene] = switch root {
        case .navigationController(let nav): [nav]
        case .tabBarController(let tabs):
            tabs.tabs.compactMap { if case .navigationController(let nav) = $0.screen { nav } else { nil } }
        default: []
        }
        var found: [Diagnostic] = []
        for nav in scenes {
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
