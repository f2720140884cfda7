import Geometry
import NavigationModel

/// `setEditing:animated:` in motion (docs/DESIGN.md §Motion): the same screen before and after, so
/// nothing slides. UIKit lays the cells out again inside one animation block of 0.3 s on UIView's
/// default curve, ease-in-out (`TableLayout.editing(from:to:progress:)` moves every piece); the
/// Edit button's change to Done cross-fades in place as the bars' items do. Every other part stays
/// as the arriving scene has it (`ScenePart.transition` knows `.editing` only in these three).
extension SceneTransition {
    /// The length of `setEditing:animated:`, in seconds: the cell's layout animation (WinObjC's
    /// UIKit, `UITableViewCell _setEditingMode:animated:`, `setAnimationDuration:0.3`).
    public static let editingDuration = 0.3
    /// UIView's default animation curve, `UIViewAnimationCurveEaseInOut`: CSS `ease-in-out`,
    /// cubic-bezier(0.42, 0, 0.58, 1).
    public static let editingCurve = TimingCurve(0.42, 0, 0.58, 1)
}

extension TableLayout {
    /// `setEditing:animated:` runs 0.3 s on ease-in-out: the table's own animation.
    package static func timing(of transition: Transition) -> TransitionTiming? {
        transition == .editing ? TransitionTiming(length: SceneTransition.editingDuration, curve: SceneTransition.editingCurve) : nil
    }

    /// The rows' controls come in or go and their texts shift (`TableLayout.editing`).
    package static func editingTransition(from a: Self?, to b: Self?, progress e: Double)
        -> (departing: Self?, arriving: Self?)
    {
        guard let a, let b else { return (nil, b) }
        return (nil, TableLayout.editing(from: a, to: b, progress: e))
    }
}

extension SceneLayout.NavigationBarPart {
    /// The items that change (Edit and Done) cross-fade in place; the rest stay.
    package static func editingTransition(from a: Self?, to b: Self?, progress e: Double)
        -> (departing: Self?, arriving: Self?)
    {
        guard let a, var b, a.frame != nil, a.frame == b.frame, a.layout != b.layout else { return (nil, b) }
        let left = SceneTransition.crossFade(from: a.layout.left, to: b.layout.left, progress: e)
        let right = SceneTransition.crossFade(from: a.layout.right, to: b.layout.right, progress: e)
        var leaving = a.layout
        leaving.prompt = nil
        leaving.left = left.departing
        leaving.right = right.departing
        if a.layout.center == b.layout.center {
            leaving.center = nil
        } else {
            leaving.center?.alpha *= 1 - e
            b.layout.center?.alpha *= e
        }
        b.layout.left = left.arriving
        b.layout.right = right.arriving
        b.leavingItems = leaving
        return (nil, b)
    }
}

extension SceneLayout.ToolbarPart {
    /// The items that change (Edit and Done) cross-fade in place; the rest stay.
    package static func editingTransition(from a: Self?, to b: Self?, progress e: Double)
        -> (departing: Self?, arriving: Self?)
    {
        guard let a, var b, a.frame != nil, a.frame == b.frame, a.layout != b.layout else { return (nil, b) }
        let items = SceneTransition.crossFade(from: a.layout.items, to: b.layout.items, progress: e)
        var leaving = a.layout
        leaving.items = items.departing
        b.layout.items = items.arriving
        b.leavingItems = leaving
        return (nil, b)
    }
}
