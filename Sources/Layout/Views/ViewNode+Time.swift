import NavigationModel

/// A control that changes by itself as time passes, without an operation (the spinner turning):
/// `animate`'s frames show it `seconds` into the transition. A class joins by conforming, in its
/// own file; nothing else lists it.
package protocol ChangesOverTime: ViewContent {
    /// The control `seconds` after the instant it shows now.
    func advanced(by seconds: Double) -> Self
}

extension ActivityIndicator: ChangesOverTime {
    package func advanced(by seconds: Double) -> ActivityIndicator { phase(after: seconds) }
}

extension ViewNode {
    /// The tree `seconds` later: every control that changes over time (`ChangesOverTime`) advanced,
    /// everything else as it is. At 0 or before, the tree itself.
    package func advanced(by seconds: Double) -> ViewNode {
        guard seconds > 0 else { return self }
        var node = self
        if let control = drawing?.base as? LaidOutControl, let timed = control.control.base as? any ChangesOverTime {
            node.drawing = AnyViewDrawing(control.replacing(timed.advanced(by: seconds)))
        }
        node.subviews = subviews.map { $0.advanced(by: seconds) }
        return node
    }
}
