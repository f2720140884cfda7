import ChevronSupport
import NavigationModel

/// What a scene's operations act on: a navigation controller's stack, a standalone bar's items.
public protocol OperationTarget: Hashable, Sendable {
    associatedtype Operation: Hashable & Sendable
    /// Applies one operation: UIKit's refusal thrown, what it ignores as the result's warnings.
    mutating func apply(_ operation: Operation) throws(NavigationError) -> OperationResult
    /// How messages name the operation (`push`, `setItems`).
    static func name(of operation: Operation) -> String
}

extension NavigationController: OperationTarget {
    public static func name(of operation: NavigationOperation) -> String { operation.name }
}

extension NavigationBar: OperationTarget {
    public static func name(of operation: NavigationBar.Operation) -> String { operation.name }
}

/// A scene's operations applied to their target one at a time, in the order the file writes them,
/// each said where it is written: the parser reads an operation and hands it here before it reads
/// the next, so the model's rules live in the model and the parser only reads.
public struct OperationRun<Target: OperationTarget>: Sendable {
    /// The target as the file writes it, before any operation.
    public let initial: Target
    /// The target after the operations applied so far.
    public private(set) var current: Target
    public private(set) var steps: [SceneStep<Target.Operation>] = []
    /// The target after each step.
    public private(set) var states: [Target] = []

    public init(_ initial: Target) {
        self.initial = initial
        current = initial
    }

    /// Applies `operation`, written at `location` (`keyPath`). UIKit's refusal is an
    /// `illegalOperation` error there; the warnings returned (what UIKit ignores) are said there.
    /// `animated`, when given, is what the file asks for (`animated: false`), whatever the result says.
    public mutating func apply(_ operation: Target.Operation, animated: Bool? = nil, at location: SourceLocation,
                               keyPath: String) throws(SceneError) -> [Diagnostic] {
        var result: OperationResult
        do { result = try current.apply(operation) } catch {
            throw SceneError(.illegalOperation, at: location, keyPath: keyPath,
                             "\(Target.name(of: operation)): \(error.description)")
        }
        if let animated { result.isAnimated = animated }
        steps.append(SceneStep(operation: operation, location: location, keyPath: keyPath, result: result))
        states.append(current)
        return result.warnings.map {
            $0.located(file: location.file, line: location.line, column: location.column, keyPath: keyPath)
        }
    }
}

extension NavigationControllerScene {
    /// The stack as written and after each of `run`'s operations.
    public init(_ run: OperationRun<NavigationController>) {
        self.init(initial: run.initial, controller: run.current, steps: run.steps, states: run.states)
    }

    /// The top view controller's toolbar items while the toolbar is hidden show nowhere: the warning
    /// said at its `toolbarItems` key (`location`, `keyPath`), nil when they show or there are none.
    public func hiddenToolbarItemsWarning(at location: SourceLocation, keyPath: String) -> Diagnostic? {
        guard controller.isToolbarHidden, !controller.topViewController.toolbarItems.isEmpty else { return nil }
        return Diagnostic.warning(
            .toolbarItemsOnHiddenToolbar,
            whyToolbarHidden.map { "the toolbar is hidden \($0), so these items are not shown" }
                ?? "the toolbar is hidden, so these items are not shown: write `toolbarHidden: false` on the "
                + "navigationController to show its toolbar")
            .located(file: location.file, line: location.line, column: location.column, keyPath: keyPath)
    }

    /// What hid the toolbar, said where the scene says it, with the advice only when the scene does
    /// not already ask for it: the last operation that hid it (`setToolbarHidden: true`, or a view
    /// controller's `toolbarHidden: true` brought by a push or pop), else the view controller on top
    /// asking for it; nil when it is the navigation controller's default (then the advice).
    var whyToolbarHidden: String? {
        for i in states.indices.reversed() where states[i].isToolbarHidden {
            let before = i == 0 ? initial : states[i - 1]
            guard !before.isToolbarHidden else { continue }
            let at = "at line \(steps[i].location.line)"
            if steps[i].operation.kind(StackOperation.self) == .setToolbarHidden(true) {
                return "by `setToolbarHidden: true` (\(at))"
            }
            return "by `\(states[i].topViewController.id)`'s `toolbarHidden: true` (brought by \(steps[i].operation.name) \(at))"
        }
        let top = (states.last ?? initial).topViewController
        return top.toolbarHidden == true ? "by `\(top.id)`'s `toolbarHidden: true`" : nil
    }
}

extension NavigationBarScene {
    /// The bar as written and after each of `run`'s operations.
    public init(_ run: OperationRun<NavigationBar>) {
        self.init(initial: run.initial, bar: run.current, steps: run.steps, states: run.states)
    }
}

extension TabBarControllerScene {
    /// Only the selected tab is drawn (render, flow, animate): operations on another tab change
    /// nothing on the screen. The warning for tab `tab`'s operations, nil for the selected tab's.
    public func operationsOnAnotherTabWarning(_ tab: Int) -> Diagnostic? {
        guard let index = tabBar.selectedIndex, tab != index else { return nil }
        return .warning(.tabBarOperationsOnAnotherTab,
                        "tab \(tab) is not the selected one (\(index)): its operations change nothing drawn; "
                            + "render, flow and animate show the selected tab (select this one with "
                            + "`selectedIndex: \(tab)`)")
    }
}
