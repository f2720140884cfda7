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
        root.value.stages(in: self)
            ?? [SceneStage(scene: self, caption: nil, transition: .none, location: nil, keyPath: nil)]
    }

    func stage(_ root: SceneRoot, caption: String?, transition: Transition,
                       step: (SourceLocation, String)? = nil) -> SceneStage {
        SceneStage(scene: Scene(file: file, canvas: canvas, root: root, warnings: warnings), caption: caption,
                   transition: transition, location: step?.0, keyPath: step?.1)
    }

    /// The stages of a root whose operations were applied once each: stage 0 is `first`, stage n + 1
    /// the root `after(n)` builds from the first n + 1 steps, captioned `caption(n)`, with the step's
    /// transition, place, animation and name.
    func operationStages<Operation>(first: SceneRoot, steps: [SceneStep<Operation>],
                                    name: KeyPath<Operation, String>, caption: (Int) -> String?,
                                    after: (Int) -> SceneRoot) -> [SceneStage] {
        var stages = [stage(first, caption: nil, transition: .none)]
        for (n, step) in steps.enumerated() {
            var next = stage(after(n), caption: caption(n), transition: step.result.transition,
                             step: (step.location, step.keyPath))
            next.isAnimated = step.result.isAnimated
            next.operationName = step.operation[keyPath: name]
            stages.append(next)
        }
        return stages
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
