import Chevron

/// `chevron resolve` without `--json`: the same report for people, one item per line with its frame.
package enum ResolveText {
    package static func render(_ r: ResolveReport) -> String {
        var lines: [String] = []
        lines.append("\(r.file): \(r.root), \(size(r.canvas)) pt @\(r.scale)x, \(r.orientation.rawValue)"
                     + (r.statusBar == .none ? "" : ", status bar \(r.statusBar.rawValue)"))
        if !r.stack.isEmpty || r.root == "navigationBar" || r.root == "navigationController" {
            let top = r.topViewController ?? r.topItem
            lines.append("stack: " + (r.stack.isEmpty ? "(empty)" : r.stack.joined(separator: " › "))
                         + (top.map { " (top: \($0))" } ?? "")
                         + (r.visibleViewController.map { $0 == top ? "" : "; visible: \($0)" } ?? "")
                         + "; transition: \(r.transition.rawValue)" + (r.isAnimated ? "" : " (not animated)"))
        }
        // Every part as it reports itself, in `SceneParts.kinds`' order, laid out here.
        for kind in SceneParts.kinds { lines += kind.reportLines(in: r.layout).map(line) }
        if !r.events.isEmpty {
            lines.append("events:")
            for e in r.events { lines.append("  [\(e.operation) \(e.operationName)] \(e.event)") }
        }
        lines.append(r.diagnostics.isEmpty ? "warnings: none" : "warnings:")
        for d in r.diagnostics { lines.append("  \(d)") }
        return lines.joined(separator: "\n") + "\n"
    }

    package static func size(_ s: Size) -> String { ReportText.size(s) }

    /// A part's line laid out: a row is two spaces in, its role in 7 columns, what it shows, and its
    /// frame from column 57 (two spaces after a longer text); a line of its own is two spaces a depth.
    package static func line(_ line: ReportLine) -> String {
        switch line {
        case .text(let text, let depth):
            return String(repeating: "  ", count: depth) + text
        case .row(let role, let text, let frame):
            let head = "  " + pad(role, 7) + " " + text
            guard let frame else { return head }
            return pad(head, max(head.count + 2, 56)) + frame.pointsDescription
        }
    }

    package static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
