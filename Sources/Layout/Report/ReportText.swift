import Geometry
import NavigationModel

/// The pieces of `resolve`'s text that several parts share: a row of the report (a role, what it
/// shows, its frame), a bar's look, an item as drawn.
package enum ReportText {
    package static func describe(_ item: ResolvedBarItem, _ placed: LaidOutBarItem) -> String {
        switch item.content {
        case .backButton(let back):
            var text = back.image.map { "back image \($0)" } ?? "back \"\(back.title)\""
            if let label = placed.label, label.isTruncated { text += " shown as \"\(label.text)\"" }
            return text + " (\(item.source.rawValue))"
        case .item:
            return describe(placed) + " (\(item.source.rawValue))"
        }
    }

    package static func describe(_ placed: LaidOutBarItem) -> String {
        var text: String
        switch placed.face {
        case .backButton(let title, _): text = "back \"\(title)\""
        case .button(let title, let style): text = "\(style.rawValue) \"\(title)\""
        case .glyphButton(let glyph, let style): text = "\(style.rawValue) \(glyph.rawValue)"
        case .imageButton(let path, let style): text = "\(style.rawValue) image \(path)"
        case .plainTitle(let title): text = "plain \"\(title)\""
        case .plainGlyph(let glyph): text = "plain \(glyph.rawValue)"
        case .plainImage(let path): text = "plain image \(path)"
        case .segmentedControl(let control):
            text = "segmented control (" + control.segments.map { segment in
                switch segment.content {
                case .title(let t): return t
                case .image(let p): return p
                }
            }.joined(separator: " | ") + ")"
        case .label(let lines): text = "label \"" + lines.joined(separator: "\\n") + "\""
        case .view(let view):
            text = "view " + view.className
            if let summary = placed.view?.drawing?.base.summary { text += " " + summary }
            if let subviews = placed.view?.subviews, !subviews.isEmpty {
                text += " (\(subviews.count) subview\(subviews.count == 1 ? "" : "s"))"
            }
        case .flexibleSpace: text = "flexible space"
        case .fixedSpace: text = "fixed space"
        }
        if !placed.isEnabled { text += ", disabled" }
        return text
    }

    package static func row(_ role: String, _ text: String, _ frame: Rect) -> String {
        let head = "  " + pad(role, 7) + " " + text
        return pad(head, max(head.count + 2, 56)) + frame.pointsDescription
    }

    package static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    package static func look(_ a: BarAppearance) -> String {
        a.barStyle.rawValue + (a.tintColor.map { ", tint \($0.hexString)" } ?? "") + (a.isTranslucent ? ", translucent" : "")
    }

    package static func size(_ s: Size) -> String { "\(n(s.width)) x \(n(s.height))" }
    package static func n(_ v: Double) -> String { Points.format(v) }
}
