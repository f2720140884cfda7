import ChevronSupport
import Geometry
import NavigationModel

/// A standard control at its view's frame: the control itself (its art, `Widgets/Views/`, draws it
/// in the bounds at UIKit's sizes) and how `resolve` names it.
package struct LaidOutControl: ViewDrawing {
    package var control: AnyViewContent
    package var summary: String
    /// Which iPhone OS draws it (the scene's `systemVersion`: the switch and the rounded text
    /// field have iOS 5's art at 5.0).
    package var systemVersion: SystemVersion
    /// Its fields in `resolve --json`, made when asked.
    private let fields: @Sendable () -> [(String, JSONValue)]

    package init(_ control: any ViewContent, summary: String, version: SystemVersion = .v3,
                 fields: @escaping @Sendable () -> [(String, JSONValue)]) {
        self.control = AnyViewContent(control)
        self.systemVersion = version
        self.summary = summary
        self.fields = fields
    }

    package func json() -> [(String, JSONValue)] { fields() }

    /// The same laid-out control showing `control` instead (the spinner a step on): its summary
    /// and fields kept.
    package func replacing(_ control: any ViewContent) -> LaidOutControl {
        LaidOutControl(control, summary: summary, fields: fields)
    }

    package static func == (a: LaidOutControl, b: LaidOutControl) -> Bool {
        a.control == b.control && a.summary == b.summary && a.systemVersion == b.systemVersion
    }

    package func hash(into h: inout Hasher) {
        h.combine(control)
        h.combine(systemVersion)
    }
}

/// UIKit's sizes for the controls that keep their own whatever the frame (the others draw their
/// art at its own size inside the frame they are given).
package enum ControlSizes {
    /// UISwitch: 94 × 27 whatever its frame (UIKit's documentation: "the size components of this
    /// rectangle are ignored"), the same switch a table's cell holds (`TableMetrics.switchSize`);
    /// iOS 5's is 77 × 27 (`TableMetrics.switch5Size`).
    package static let switchSize = TableMetrics.switchSize

    package static func switchSize(_ version: SystemVersion) -> Size {
        version >= .v5 ? TableMetrics.switch5Size : TableMetrics.switchSize
    }
}

extension Switch: LaysOutView {
    package func size(for size: Size, context: LayoutContext) -> Size { ControlSizes.switchSize(context.systemVersion) }
    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        (LaidOutControl(self, summary: isOn ? "on" : "off", version: context.systemVersion, fields: { [("on", .bool(isOn))] }), [])
    }
}

extension Slider: LaysOutView {
    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        (LaidOutControl(self, summary: "value \(Points.format(value)) of \(Points.format(minimumValue))…"
                            + Points.format(maximumValue),
                        fields: { [("value", .number(value)), ("minimumValue", .number(minimumValue)),
                                 ("maximumValue", .number(maximumValue))] }), [])
    }
}

extension Progress: LaysOutView {
    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        (LaidOutControl(self, summary: "\(style.rawValue), progress \(Points.format(progress))",
                        fields: { [("progress", .number(progress)), ("progressViewStyle", .string(style.rawValue))] }), [])
    }
}

extension ActivityIndicator: LaysOutView {
    /// Nothing drawn while stopped and hidden when stopped (UIKit hides it).
    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        (LaidOutControl(self, summary: style.rawValue + (isAnimating ? "" : isShown ? ", stopped" : ", stopped, hidden"),
                        fields: { [("activityIndicatorViewStyle", .string(style.rawValue)),
                                   ("animating", .bool(isAnimating)), ("hidesWhenStopped", .bool(hidesWhenStopped))] }),
         [])
    }
}

extension PageControl: LaysOutView {
    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        (LaidOutControl(self, summary: "page \(currentPage + 1) of \(numberOfPages)",
                        fields: { [("numberOfPages", .integer(numberOfPages)), ("currentPage", .integer(currentPage))] }),
         [])
    }
}

extension Button: LaysOutView {
    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        var summary = buttonType.rawValue
        if let title { summary += " \"\(ViewTextEscaping.escaped(title))\"" }
        if state != .normal { summary += ", \(state.rawValue)" }
        return (LaidOutControl(self, summary: summary, version: context.systemVersion,
                               fields: { [("buttonType", .string(buttonType.rawValue)), ("title", .optional(title)),
                                        ("state", .string(state.rawValue))] }), [])
    }
}

extension TextField: LaysOutView {
    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        let shown = text.isEmpty ? placeholder.map { "placeholder \"\(ViewTextEscaping.escaped($0))\"" } ?? "empty"
            : isSecure ? "\(text.count) dots" : "\"\(ViewTextEscaping.escaped(text))\""
        return (LaidOutControl(self, summary: "\(borderStyle.rawValue), " + shown, version: context.systemVersion,
                               fields: { [("borderStyle", .string(borderStyle.rawValue)), ("text", .string(text)),
                                        ("placeholder", .optional(placeholder))] }), [])
    }
}

extension TextView: LaysOutView {
    /// UITextView's text: wrapped at spaces in its width less 8 pt a side, from 8 pt below its
    /// top, the lines the bounds show (chosen insets: UITextView's content inset on iPhone OS 3).
    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        let inset = 8.0
        let font = FontSpec(self.font)
        let lh = LabelMetrics.lineHeight(font.size)
        let shown = max(1, Int(((size.height - inset) / lh).rounded(.up)))
        var lines = LabelView.wrap(text, font: font, width: max(0, size.width - 2 * inset), maxLines: shown,
                                   mode: .wordWrap, measurer: context.measurer)
        for i in lines.indices {
            lines[i].width = context.measurer.labelWidth(lines[i].text, font: font)
            lines[i].origin = Point(inset, (inset + lh * Double(i + 1) - LabelMetrics.descender(font.size)).rounded())
        }
        let label = LabelView(text: text, font: self.font, textColor: textColor, numberOfLines: 0,
                              lineBreakMode: .wordWrap)
        let laidOut = LaidOutLabel(label: label, font: font, lines: lines)
        guard isFirstResponder else { return (laidOut, []) }
        let last = lines.last(where: { !$0.text.isEmpty })
        let baseline = last?.origin.y ?? (inset + lh - LabelMetrics.descender(font.size)).rounded()
        let x = last.map { $0.origin.x + $0.width + 1 } ?? inset
        return (LaidOutTextView(text: laidOut,
                                insertionPoint: InsertionPoint.frame(x: x, baseline: baseline, fontSize: font.size)), [])
    }
}
