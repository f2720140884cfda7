import Chevron

/// `chevron resolve` without `--json`: the same report for people, one item per line with its frame.
enum ResolveText {
    static func render(_ r: ResolveReport) -> String {
        var lines: [String] = []
        lines.append("\(r.file): \(r.root), \(size(r.canvas)) pt @\(r.scale)x, \(r.orientation.rawValue)"
                     + (r.statusBar == .none ? "" : ", status bar \(r.statusBar.rawValue)"))
        if !r.stack.isEmpty || r.root == "navigationBar" || r.root == "navigationController" {
            let top = r.topViewController ?? r.topItem
            lines.append("stack: " + (r.stack.isEmpty ? "(empty)" : r.stack.joined(separator: " › "))
                         + (top.map { " (top: \($0))" } ?? "") + "; transition: \(r.transition.rawValue)")
        }
        if let status = r.layout.statusBar {
            let f = status.fields, l = status.layout
            var parts = ["\"\(l.carrier.text)\" \(f.signal) bars", f.wifi.map { "Wi-Fi \($0)" } ?? "no Wi-Fi",
                         "\"\(l.time.text)\"", "battery \(f.battery)%"]
            if f.isCharging { parts.append("charging") }
            lines.append("status bar: \(size(Size(width: status.frame.width, height: status.frame.height))) "
                         + "at (\(n(status.frame.x)), \(n(status.frame.y))), \(status.style.rawValue): "
                         + parts.joined(separator: ", "))
        }
        if let tab = r.layout.tabBar {
            if let frame = tab.frame {
                lines.append("tab bar: \(size(frame.size)) at (\(n(frame.x)), \(n(frame.y))), "
                             + "\(tab.bar.items.count) items")
                for item in tab.layout.items {
                    var text = "\"\(item.item.title)\""
                    if let title = item.title, title.isTruncated { text += " shown as \"\(title.text)\"" }
                    if let badge = item.item.badgeValue { text += " badge \"\(badge)\"" }
                    if let badge = item.badgeText, badge.isTruncated { text += " shown as \"\(badge.text)\"" }
                    if item.isSelected { text += " (selected)" }
                    lines.append(row("tab", text, SceneLayout.canvasFrame(item.frame, in: frame)))
                }
            } else {
                lines.append("tab bar: hidden (hidesBottomBarWhenPushed)")
            }
        }
        if let s = r.layout.searchBar {
            let b = s.bar, l = s.layout
            lines.append("search bar: \(size(l.size)) at (\(n(s.frame.x)), \(n(s.frame.y))), \(look(b.appearance))")
            let shown = l.text.map { (l.isPlaceholder ? "placeholder \"" : "text \"") + $0.text + "\"" } ?? "empty"
            lines.append(row("field", shown, SceneLayout.canvasFrame(l.field, in: s.frame)))
            if let cancel = l.cancelButton {
                lines.append(row("cancel", "bordered \"Cancel\"", SceneLayout.canvasFrame(cancel.frame, in: s.frame)))
            }
            if let frame = l.scopeFrame {
                let titles = b.scopeButtonTitles.enumerated().map { i, t in i == b.selectedScopeButtonIndex ? "[\(t)]" : t }
                lines.append(row("scope", titles.joined(separator: " | "), SceneLayout.canvasFrame(frame, in: s.frame)))
            }
        }
        if let c = r.layout.content {
            var parts = [c.rowLines.isEmpty ? "no rows" : "\(c.rowLines.count) row lines"]
            if let background = c.background { parts.insert("background \(background.hexString)", at: 0) }
            if let image = c.image, let f = c.imageFrame { parts.insert("image \(image) drawn at \(f.pointsDescription)", at: 0) }
            lines.append("content: \(size(Size(width: c.frame.width, height: c.frame.height))) "
                         + "at (\(n(c.frame.x)), \(n(c.frame.y))), " + parts.joined(separator: ", "))
            if let table = c.table { lines += ResolveTable.lines(table) }
        }
        if let bar = r.navigationBar {
            let where_ = bar.frame.map { "at (\(n($0.x)), \(n($0.y)))" } ?? "hidden"
            lines.append("navigation bar: \(size(bar.layout.size)) \(where_), \(look(bar.appearance))")
            if let prompt = bar.layout.prompt {
                lines.append(row("prompt", "\"\(prompt.text)\"", prompt.frame))
            }
            for (item, placed) in zip(bar.resolved.left, bar.layout.left) {
                lines.append(row("left", describe(item, placed), placed.frame))
            }
            switch (bar.resolved.center, bar.layout.center) {
            case (.title(let title)?, let placed?):
                var text = "title \"\(title)\""
                if case .title(let shown) = placed, shown.isTruncated { text += " shown as \"\(shown.text)\"" }
                lines.append(row("center", text, placed.frame))
            case (.view?, let placed?):
                lines.append(row("center", "view segmented control", placed.frame))
            default:
                lines.append("  center  (nothing)")
            }
            for (item, placed) in zip(bar.resolved.right, bar.layout.right) {
                lines.append(row("right", describe(item, placed), placed.frame))
            }
        }
        if let toolbar = r.toolbar {
            switch toolbar.resolved.hiddenReason {
            case nil:
                let where_ = toolbar.frame.map { "at (\(n($0.x)), \(n($0.y)))" } ?? ""
                lines.append("toolbar: \(size(toolbar.layout.size)) \(where_), \(look(toolbar.appearance))")
            case .toolbarHidden?:
                lines.append("toolbar: hidden (toolbarHidden)")
            case .hidesBottomBarWhenPushed(let id)?:
                lines.append("toolbar: hidden (\(id) hidesBottomBarWhenPushed)")
            }
            if toolbar.resolved.isVisible {
                for placed in toolbar.layout.items { lines.append(row("item", describe(placed), placed.frame)) }
            }
        }
        if let s = r.segmentedControl {
            lines.append(row("control", "segmented control, \(s.control.style.rawValue)", s.frame))
            for (i, (segment, frame)) in zip(s.control.segments, s.segments).enumerated() {
                let content: String = switch segment.content {
                case .title(let t): "\"\(t)\""
                case .image(let p): "image \(p)"
                }
                let selected = s.control.displayedSelectedIndex == i ? " (selected)" : ""
                lines.append(row("segment", content + selected, frame))
            }
        }
        if let b = r.backButton {
            lines.append(row("back", "\"\(b.item.label?.text ?? b.title)\"", b.item.frame))
        }
        if !r.events.isEmpty {
            lines.append("events:")
            for e in r.events { lines.append("  [\(e.operation) \(e.operationName)] \(e.event)") }
        }
        lines.append(r.warnings.isEmpty ? "warnings: none" : "warnings:")
        for w in r.warnings { lines.append("  \(w)") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ item: ResolvedBarItem, _ placed: LaidOutBarItem) -> String {
        switch item.content {
        case .backButton(let back):
            var text = back.image.map { "back image \($0)" } ?? "back \"\(back.title)\""
            if let label = placed.label, label.isTruncated { text += " shown as \"\(label.text)\"" }
            return text + " (\(item.source.rawValue))"
        case .item:
            return describe(placed) + " (\(item.source.rawValue))"
        }
    }

    static func describe(_ placed: LaidOutBarItem) -> String {
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
        case .flexibleSpace: text = "flexible space"
        case .fixedSpace: text = "fixed space"
        }
        if !placed.isEnabled { text += ", disabled" }
        return text
    }

    static func row(_ role: String, _ text: String, _ frame: Rect) -> String {
        let head = "  " + pad(role, 7) + " " + text
        return pad(head, max(head.count + 2, 56)) + frame.pointsDescription
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    static func look(_ a: BarAppearance) -> String {
        a.barStyle.rawValue + (a.tintColor.map { ", tint \($0.hexString)" } ?? "") + (a.isTranslucent ? ", translucent" : "")
    }

    static func size(_ s: Size) -> String { "\(n(s.width)) x \(n(s.height))" }
    static func n(_ v: Double) -> String { Points.format(v) }
}
