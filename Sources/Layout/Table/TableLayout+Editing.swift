import Geometry

/// A table between its two editing states, at an instant of a `setEditing:animated:` transition
/// (docs/DESIGN.md §Motion, "setEditing"): UIKit lays the cell out again inside one animation, so
/// every piece moves from where the old layout had it to where the new one has it — the text
/// shifts the 32 pt, the delete or insert control comes in from 32 pt further left as it fades in,
/// the grip from the right — and what only one state shows fades: the accessory (and a text field's
/// text), hidden while editing, fades out in place as editing starts and back in as it ends.
/// Texts are the arriving state's, cut to its room, as a label laid out again is redrawn at once.
extension TableLayout {
    /// The table `progress` (0…1, already eased) of the way from `a` to `b`; `b` when they are not
    /// the same table in its two editing states (another frame or style, or the same state).
    package static func editing(from a: TableLayout, to b: TableLayout, progress e: Double) -> TableLayout {
        guard a.frame == b.frame, a.style == b.style, a.isEditing != b.isEditing, e < 1 else { return b }
        var byPlace: [Int: [Int: Row]] = [:]
        for row in a.rows { byPlace[row.section, default: [:]][row.index] = row }
        var out = b
        out.rows = b.rows.map { row in
            guard let old = byPlace[row.section]?[row.index], old != row else { return row }
            return Row.between(old, row, progress: e, entering: b.isEditing)
        }
        return out
    }
}

extension TableLayout.Row {
    /// `new` with every piece `e` of the way from where `old` had it; `entering`: `new` is the
    /// editing one.
    static func between(_ old: Self, _ new: Self, progress e: Double, entering: Bool) -> Self {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * e }
        func isField(_ l: TableLayout.Label) -> Bool { l.role == .fieldText || l.role == .placeholder }
        let plain = entering ? old : new, editing = entering ? new : old
        var out = new
        // The cell's own texts, paired in order, move from the old place to the new.
        let oldTexts = old.labels.filter { !isField($0) }, newTexts = new.labels.filter { !isField($0) }
        out.labels = newTexts.enumerated().map { i, label in
            i < oldTexts.count ? label.offsetBy(dx: lerp(oldTexts[i].origin.x, label.origin.x) - label.origin.x) : label
        }
        // The content's way so far, from its first text (else its image): what is not editing's
        // (the accessory, a text field) rides along from where it is laid out, fading.
        let from = oldTexts.first?.origin.x ?? old.imageFrame?.x, to = newTexts.first?.origin.x ?? new.imageFrame?.x
        let at = from.flatMap { f in to.map { lerp(f, $0) } }
        let plainStart = entering ? from : to
        let ride = at.flatMap { a in plainStart.map { a - $0 } } ?? 0
        out.labels += plain.labels.filter(isField).map { $0.offsetBy(dx: ride) }
        out.textField = plain.textField?.offsetBy(dx: ride, dy: 0)
        out.accessory = plain.accessory
        out.accessoryFrame = plain.accessoryFrame
        out.accessoryOpacity = entering ? 1 - e : e
        if let was = old.imageFrame, let now = new.imageFrame {
            out.imageFrame = Rect(x: lerp(was.x, now.x), y: now.y, width: now.width, height: now.height)
        }
        if let was = old.badgeFrame, let now = new.badgeFrame, let wasText = old.badge, let nowText = new.badge {
            out.badgeFrame = now.offsetBy(dx: lerp(was.x, now.x) - now.x, dy: 0)
            out.badge = nowText.offsetBy(dx: lerp(wasText.origin.x, nowText.origin.x) - nowText.origin.x)
        }
        // The editing control slides in from the left, the grip from the right, both fading in.
        let shown = entering ? e : 1 - e
        out.editingControl = editing.editingControl
        out.editingControlFrame = editing.editingControlFrame?.offsetBy(dx: -TableMetrics.editingShift * (1 - shown),
                                                                         dy: 0)
        let gripTravel = TableMetrics.reorderRight + TableMetrics.reorderSize.width
        out.reorderFrame = editing.reorderFrame?.offsetBy(dx: gripTravel * (1 - shown), dy: 0)
        out.editingOpacity = shown
        return out
    }
}
