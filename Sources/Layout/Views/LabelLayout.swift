import ChevronSupport
import Geometry
import NavigationModel

/// A label's text as UILabel draws it in its bounds (docs/DESIGN.md §Views): broken into lines
/// (at spaces for `wordWrap` and the truncating modes, anywhere for `characterWrap`), as many as
/// `numberOfLines` allows and the bounds hold (0: as many as they hold), the last one cut by the
/// mode ("…" at its head, middle or tail, or clipped); one line shrunk first, when
/// `adjustsFontSizeToFitWidth`, down to `minimumFontSize`; the block of lines centred vertically
/// and each line aligned, on whole points.
public struct LaidOutLabel: ViewDrawing {
    /// One drawn line: its text as shown, where its baseline starts (in the label's bounds) and its
    /// width.
    public struct Line: Hashable, Sendable {
        public var text: String
        public var origin: Point
        public var width: Double
    }

    public var label: LabelView
    /// The font drawn: the label's, or smaller when it was shrunk to fit.
    public var font: FontSpec
    public var lines: [Line]

    package func json() -> [(String, JSONValue)] {
        [("text", .string(label.text)), ("font", .string(font.description)),
         ("lines", .array(lines.map { line in
             .object([("text", .string(line.text)), ("x", .number(line.origin.x)),
                      ("baseline", .number(line.origin.y)), ("width", .number(line.width))])
         }))]
    }

    package var summary: String {
        "\"" + ViewTextEscaping.escaped(label.text) + "\""
            + (font.size != label.font.size ? ", shrunk to \(Points.format(font.size)) pt" : "")
            + (lines.count > 1 ? ", \(lines.count) lines" : "")
            + (lines.map(\.text).joined() != label.text.filter { !$0.isNewline } && !lines.isEmpty
                ? " shown as \"" + lines.map { ViewTextEscaping.escaped($0.text) }.joined(separator: "\\n") + "\"" : "")
    }
}

/// Helvetica's vertical figures as UIKit set a label's lines (chosen: the line height is the font's
/// size × 1.2 rounded up to a whole point, as `-sizeWithFont:` returned whole-point heights — 21
/// for 17 pt — and the baseline sits the descender, 0.23 em, above a line's bottom; with them a
/// table cell's bold 20 in its 43-pt content view lands on the baseline 29 measured for cells,
/// docs/DESIGN.md §Table views).
package enum LabelMetrics {
    package static func lineHeight(_ size: Double) -> Double { (size * 1.2).rounded(.up) }
    package static func descender(_ size: Double) -> Double { size * 0.23 }
}

extension FontSpec {
    package init(_ font: ViewFont) { self.init(size: font.size, weight: font.isBold ? .bold : .regular) }
}

extension LabelView: LaysOutView {
    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        let m = context.measurer
        var warnings: [Diagnostic] = []
        var font = FontSpec(self.font)
        var text = String(self.text.map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 })
        let lineHeight = { (font: FontSpec) in LabelMetrics.lineHeight(font.size) }
        let heldByBounds = max(1, Int((size.height / lineHeight(font)).rounded(.down)))
        let maxLines = numberOfLines == 0 ? heldByBounds : min(numberOfLines, max(heldByBounds, 1))
        if maxLines == 1, let cut = text.firstIndex(where: \.isNewline) {
            // UILabel's one line ends at the first line break.
            warnings.append(.warning(.labelLineBreak, "the text holds a line break and the label draws one line "
                                     + "(numberOfLines 1): only \"\(ViewTextEscaping.escaped(String(text[..<cut])))\" "
                                     + "is drawn, as UILabel draws it; set numberOfLines: 0 for every line"))
            text = String(text[..<cut])
        }
        if maxLines == 1, adjustsFontSizeToFitWidth {
            let floor = max(1, min(minimumFontSize, font.size))
            while m.labelWidth(text, font: font) > size.width, font.size > floor {
                font.size = max(floor, font.size - 1)
            }
        }
        var lines = LabelView.wrap(text, font: font, width: size.width, maxLines: maxLines,
                                   mode: lineBreakMode, measurer: m)
        let lh = lineHeight(font)
        let top = ((size.height - lh * Double(lines.count)) / 2).rounded()
        for i in lines.indices {
            let w = m.labelWidth(lines[i].text, font: font)
            let x: Double = switch textAlignment {
            case .left: 0
            case .center: ((size.width - w) / 2).rounded()
            case .right: size.width - w
            }
            lines[i].width = w
            lines[i].origin = Point(x, (top + lh * Double(i + 1) - LabelMetrics.descender(font.size)).rounded())
        }
        return (LaidOutLabel(label: self, font: font, lines: lines), warnings)
    }

    /// `text`'s lines in `width`: its paragraphs broken at spaces (or anywhere for
    /// `characterWrap`), at most `maxLines`, the last one cut by `mode` when text is left over.
    static func wrap(_ text: String, font: FontSpec, width: Double, maxLines: Int, mode: LineBreakMode,
                     measurer m: TextMeasurer) -> [LaidOutLabel.Line] {
        func fits(_ s: Substring) -> Bool { m.labelWidth(String(s), font: font) <= width }
        var out: [String] = []
        var leftOver = false
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = paragraph[...]
            while true {
                if out.count == maxLines {
                    leftOver = true
                    break paragraphs
                }
                // A line that fits ends the paragraph; the last line takes the rest (cut below).
                if fits(rest) || out.count == maxLines - 1 {
                    out.append(String(rest))
                    break
                }
                // The longest prefix that fits (one character at least), back to its last space
                // unless wrapping by characters.
                var end = rest.index(after: rest.startIndex)
                var lastSpace: Substring.Index?
                var i = rest.startIndex
                while i < rest.endIndex {
                    let next = rest.index(after: i)
                    if rest[i] == " " { lastSpace = i }
                    if !fits(rest[rest.startIndex..<next]) { break }
                    end = next
                    i = next
                }
                if mode != .characterWrap, end < rest.endIndex, rest[end] != " ", let space = lastSpace,
                   space > rest.startIndex {
                    end = space
                }
                var line = String(rest[rest.startIndex..<end])
                while line.last == " " { line.removeLast() }
                out.append(line)
                rest = rest[end...].drop { $0 == " " }
                if rest.isEmpty { break }
            }
        }
        if let last = out.last, leftOver || m.labelWidth(last, font: font) > width {
            let whole = leftOver ? last + "\u{2026}" : last
            out[out.count - 1] = switch mode {
            case .headTruncation: LabelView.headTruncated(last, width: width, font: font, measurer: m)
            case .middleTruncation: LabelView.middleTruncated(last, width: width, font: font, measurer: m)
            case .tailTruncation: m.truncated(whole, font: font, toWidth: width)
            case .clip, .wordWrap, .characterWrap: last
            }
        }
        return out.map { LaidOutLabel.Line(text: $0, origin: Point(0, 0), width: 0) }
    }

    /// "…" and the longest tail of `text` that fits after it.
    static func headTruncated(_ text: String, width: Double, font: FontSpec, measurer m: TextMeasurer) -> String {
        guard m.labelWidth(text, font: font) > width else { return text }
        var chars = Array(text)
        while !chars.isEmpty {
            chars.removeFirst()
            let candidate = "\u{2026}" + String(chars).drop { $0 == " " }
            if m.labelWidth(candidate, font: font) <= width { return candidate }
        }
        return ""
    }

    /// The head and tail of `text` around "…", as long as fit, the head the longer by one when odd.
    static func middleTruncated(_ text: String, width: Double, font: FontSpec, measurer m: TextMeasurer) -> String {
        guard m.labelWidth(text, font: font) > width else { return text }
        let chars = Array(text)
        var keep = chars.count - 1
        while keep > 0 {
            let head = (keep + 1) / 2, tail = keep / 2
            let candidate = String(chars[..<head]) + "\u{2026}" + String(chars[(chars.count - tail)...])
            if m.labelWidth(candidate, font: font) <= width { return candidate }
            keep -= 1
        }
        return ""
    }
}

/// Text in `resolve`'s one-line form: line breaks, tabs and other control characters escaped
/// (`\n`, `\t`, `\u{7}`), so that every view stays on its own line.
package enum ViewTextEscaping {
    package static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                    && scalar.value < 0x2000 || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}" {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
