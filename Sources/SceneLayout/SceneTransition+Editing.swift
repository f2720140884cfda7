import BarLayout
import Geometry

/// `setEditing:animated:` in motion (docs/DESIGN.md §Motion): the same screen before and after, so
/// nothing slides. UIKit lays the cells out again inside one animation block of 0.3 s on UIView's
/// default curve, ease-in-out (`TableLayout.editing(from:to:progress:)` moves every piece); the
/// Edit button's change to Done cross-fades in place as the bars' items do.
extension SceneTransition {
    /// The length of `setEditing:animated:`, in seconds: the cell's layout animation (WinObjC's
    /// UIKit, `UITableViewCell _setEditingMode:animated:`, `setAnimationDuration:0.3`).
    public static let editingDuration = 0.3
    /// UIView's default animation curve, `UIViewAnimationCurveEaseInOut`: CSS `ease-in-out`,
    /// cubic-bezier(0.42, 0, 0.58, 1).
    public static let editingCurve = TimingCurve(0.42, 0, 0.58, 1)

    /// The scene `progress` (0…1, eased) of the way through a `setEditing` transition: every kind
    /// of part by its `editingTransition` rule.
    static func editingInstant(from a: SceneLayout, to b: SceneLayout, progress e: Double) -> SceneLayout {
        var result = b
        for kind in SceneParts.kinds {
            kind.editingTransitionNodes(from: a, to: b, progress: e, into: &result)
        }
        return result
    }
}

extension ScenePart {
    /// By default a part is as the arriving scene has it: editing changes only the table and the
    /// bars' Edit button.
    package static func editingTransition(from: Self?, to: Self?, progress: Double) -> (departing: Self?, arriving: Self?) {
        (nil, to)
    }

    static func editingTransitionNodes(from a: SceneLayout, to b: SceneLayout, progress e: Double,
                                       into result: inout SceneLayout) {
        let moved = editingTransition(from: a.part(Self.self), to: b.part(Self.self), progress: e)
        result.set(moved.departing, departing: true)
        result.set(moved.arriving)
    }
}

extension TableLayout {
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
