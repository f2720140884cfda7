import NavigationModel

/// A scene's story, one stage per operation: what `chevron flow` draws side by side and what
/// `chevron animate` moves between. Stage 0 is the scene before any operation; stage n is the scene
/// after its first n operations, with the transition its n-th operation animates as.
package struct SceneStage: Hashable, Sendable {
    /// The scene as it stands at this stage (its operations cut after the n-th).
    package var scene: Scene
    /// The operation that led here, as a caption (`push Detail`, `pop`, `setViewControllers [A, C]`);
    /// nil for the first stage.
    package var caption: String?
    /// How the operation that led here animates (`none` for the first stage).
    package var transition: Transition
    /// False when the operation that led here was asked for without animation (`animated: false`).
    package var isAnimated = true
    /// The name of the operation that led here (`push`), nil for the first stage.
    package var operationName: String?
    /// Where the operation that led here is written, and its key path (nil for the first stage).
    package var location: SourceLocation?
    package var keyPath: String?
}

extension Scene {
    /// The stages of a scene with operations (a navigation controller, the selected tab's navigation
    /// controller of a tab bar controller, or a standalone navigation bar): the first before any
    /// operation, then one after each. A scene of another root, or with
    /// no operations, has one stage: itself.
    package var stages: [SceneStage] {
        switch root {
        case .navigationController(let nav):
            var stages = [stage(.navigationController(NavigationControllerScene(initial: nav.initial,
                                                                              controller: nav.initial)),
                                caption: nil, transition: .none)]
            // The parser applied each operation once and kept the controller after it.
            for (n, (step, controller)) in zip(nav.steps, nav.states).enumerated() {
                let caption = step.operation.body.caption(on: n == 0 ? nav.initial : nav.states[n - 1])
                let scene = NavigationControllerScene(initial: nav.initial, controller: controller,
                                                      steps: Array(nav.steps[...n]), states: Array(nav.states[...n]))
                var next = stage(.navigationController(scene), caption: caption, transition: step.result.transition,
                                 step: (step.location, step.keyPath))
                next.isAnimated = step.result.isAnimated
                next.operationName = step.operation.name
                stages.append(next)
            }
            return stages
        case .navigationBar(let root):
            var stages = [stage(.navigationBar(NavigationBarScene(initial: root.initial, bar: root.initial)),
                                caption: nil, transition: .none)]
            for (n, (step, bar)) in zip(root.steps, root.states).enumerated() {
                let caption = Scene.caption(step.operation)
                let scene = NavigationBarScene(initial: root.initial, bar: bar, steps: Array(root.steps[...n]),
                                               states: Array(root.states[...n]))
                var next = stage(.navigationBar(scene), caption: caption, transition: step.result.transition,
                                 step: (step.location, step.keyPath))
                next.isAnimated = step.result.isAnimated
                next.operationName = step.operation.name
                stages.append(next)
            }
            return stages
        case .tabBarController(let root):
            // The selected tab's navigation controller's stages, each in the tab bar controller.
            guard let index = root.tabBar.selectedIndex, case .navigationController(let nav) = root.tabs[index].screen
            else { return [SceneStage(scene: self, caption: nil, transition: .none, location: nil, keyPath: nil)] }
            let alone = Scene(file: file, canvas: canvas, root: .navigationController(nav), warnings: warnings)
            return alone.stages.map { stage in
                guard case .navigationController(let stageNav) = stage.scene.root else { return stage }
                var tabs = root.tabs
                tabs[index].screen = .navigationController(stageNav)
                guard let scene = TabBarControllerScene(tabs: tabs, selectedIndex: index) else { return stage }
                var inTabs = stage
                inTabs.scene = Scene(file: file, canvas: canvas, root: .tabBarController(scene), warnings: warnings)
                return inTabs
            }
        default:
            return [SceneStage(scene: self, caption: nil, transition: .none, location: nil, keyPath: nil)]
        }
    }

    private func stage(_ root: SceneRoot, caption: String?, transition: Transition,
                       step: (SourceLocation, String)? = nil) -> SceneStage {
        SceneStage(scene: Scene(file: file, canvas: canvas, root: root, warnings: warnings), caption: caption,
                   transition: transition, location: step?.0, keyPath: step?.1)
    }

    static func caption(_ operation: NavigationBar.Operation) -> String {
        func name(_ entry: NavigationBar.Entry) -> String { entry.item.title ?? entry.id }
        switch operation {
        case .push(let entry): return "push \(name(entry))"
        case .pop: return "pop"
        case .setItems(let entries): return "setItems [" + entries.map(name).joined(separator: ", ") + "]"
        }
    }
}
