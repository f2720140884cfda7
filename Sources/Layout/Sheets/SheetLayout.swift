import ChevronSupport
import Geometry
import NavigationModel

/// The figures of action sheets and alerts, in points at 1x (docs/DESIGN.md §Action sheets and
/// alerts). "Measured": read off the iOS 5 simulator screenshots of Xamarin's StandardControls
/// sample (an action sheet with a title and four buttons, an alert with a title, a message and one
/// button) and UIKit's @2x alert art as kept in TJAlertView; "chosen": no reference shows it.
package enum SheetMetrics {
    // MARK: Action sheet (measured on the action sheet screenshot unless said)

    /// The buttons' inset from the screen's sides: the dark rim starts at x 21 and ends at W − 21.
    package static let sheetButtonInset = 21.0
    /// A button's height, rim included (the 1-pt light line under it lies in the gap).
    package static let sheetButtonHeight = 45.0
    /// Between two buttons (53 pt from top to top).
    package static let sheetButtonGap = 8.0
    /// The first button's top below the sheet's top edge with a title (44), and without one
    /// (chosen: the gap under the buttons, less the light line).
    package static let sheetButtonsTopWithTitle = 44.0
    package static let sheetButtonsTopWithoutTitle = 20.0
    /// Below the last button to the bottom of the screen.
    package static let sheetBottomMargin = 21.0
    /// The title: regular 14, white, centred, its baseline 26 below the sheet's top (measured:
    /// xamarin-controls-18's "action sheet with other buttons" is inked over rows 227–236 and
    /// 188 px wide; regular 13 drew 178 px over rows 228–236, 14 draws 190 over 227–236).
    package static let sheetTitleFont = FontSpec.regular(14)
    package static let sheetTitleBaseline = 26.0
    /// The title's side margins (chosen: the buttons' inset less 1).
    package static let sheetTitleInset = 20.0
    /// A title too wide for one line wraps at spaces, as UIActionSheet's title label does (any
    /// number of lines); each further line is this much lower and the sheet this much taller
    /// (chosen: Helvetica's line height at 14, 1.2 × 14 rounded up).
    package static let sheetTitleLineHeight = 17.0
    /// Button labels: bold 20, their baseline 30 below the button's top, cut 10 pt inside it
    /// (chosen).
    package static let sheetButtonFont = FontSpec.bold(20)
    package static let sheetButtonBaseline = 30.0
    package static let sheetButtonLabelInset = 10.0
    /// The dim over the screen behind an action sheet: black at alpha 0.5 (white content reads
    /// 127, the status bar's 237 reads 118).
    package static let sheetDimAlpha = 0.5

    // MARK: A picker in an action sheet (docs/figures.md §A picker in an action sheet)

    /// The picker's top in the sheet: `[[UIDatePicker alloc] initWithFrame:CGRectMake(0, 40, 0, 0)]`
    /// (Greg Allen's PhoneGap DatePicker plugin, 2011, and the answers that copied it). The sheet
    /// shows this strip above the picker, and the picker down to the bottom of the screen.
    package static let sheetPickerTop = 40.0
    /// The done button: `closeButton.frame = CGRectMake(260, 7.0f, 50.0f, 30.0f)` on the phone's
    /// 320-pt sheet, 10 pt from its right (the same source), bar style, momentary,
    /// `tintColor = [UIColor blackColor]`.
    package static let sheetDoneButton = Rect(x: 260, y: 7, width: 50, height: 30)
    package static let sheetDoneButtonRightInset = 10.0
    package static let sheetDoneButtonTint = RGBAColor(r: 0, g: 0, b: 0)

    // MARK: Alert (measured on the alert screenshot and UIKit's alert art unless said)

    /// The panel's width, its 2-pt border included: the art is 284 wide with a 4-pt shadow on each
    /// side; the screenshot's border runs from x 22 to 297.
    package static let alertWidth = 276.0
    /// The panel's centre lies 6.5 pt below the screen's (the screenshot's panel: y 181 to 312).
    package static let alertCentreOffset = 6.5
    /// The buttons' inset from the panel's sides and bottom (7 and 7: x 29, bottom 305 of 312).
    package static let alertButtonInset = 7.0
    /// A button: 43 tall (the art's 86 px at @2x: a 1-pt dark line, the face, a 1-pt dark line and
    /// a 1-pt light one), two side by side 127 wide, 8 apart (TJAlertView's figures; 262 = 2 × 127
    /// + 8 is the one button's width in the screenshot).
    package static let alertButtonHeight = 43.0
    package static let alertButtonGap = 8.0
    /// The title: bold 18, its baseline 32 below the panel's top; the message regular 16, its first
    /// baseline 29 below the title's, then a line each 20 (chosen); the buttons' top 20 below the
    /// last baseline.
    package static let alertTitleFont = FontSpec.bold(18)
    package static let alertMessageFont = FontSpec.regular(16)
    package static let alertFirstBaseline = 32.0
    package static let alertMessageAfterTitle = 29.0
    package static let alertMessageLineHeight = 20.0
    /// A title too wide for one line wraps at spaces (UIAlertView's title label, as TJAlertView and
    /// TSAlertView set it: `numberOfLines = 0`, word wrap); each further line this much lower
    /// (chosen: Helvetica's line height at 18, 1.2 × 18 rounded up).
    package static let alertTitleLineHeight = 22.0
    /// The tallest alert: past it the message is set in a scrolling text view of the height left,
    /// and only its first lines show. TSAlertView (`TomSwift/TSAlertView`, a drop-in replacement
    /// of UIAlertView that repeats its behaviour): `maxHeight` 358 pt, at most the screen's height
    /// less 20, "how tall the alert view can grow before it displays the message in a scrolling
    /// UITextView instead of a UILabel".
    package static let alertMaxHeight = 358.0
    package static let alertMaxHeightMargin = 20.0
    /// The scrolling message: a white box with 5-pt corners (TSAlertView's text view), its text
    /// regular 16, dark, left-aligned 8 pt inside it (UITextView's inset: chosen), the first baseline
    /// 20 below its top (chosen), lines `alertMessageLineHeight` apart; 5 pt below the title's
    /// line, and the buttons 5 pt below it (TSAlertView's row margin).
    package static let alertMessageBoxRadius = 5.0
    package static let alertMessageBoxTextInset = 8.0
    package static let alertMessageBoxFirstBaseline = 20.0
    package static let alertMessageBoxMargin = 5.0
    package static let alertButtonsAfterText = 20.0
    /// Without title or message the buttons start this far below the panel's top (chosen).
    package static let alertButtonsTopWithoutText = 16.0
    /// Text is set this far inside the panel's sides (chosen).
    package static let alertTextInset = 12.0
    /// Button labels: bold 18, their baseline 27 below the button's top.
    package static let alertButtonFont = FontSpec.bold(18)
    package static let alertButtonBaseline = 27.0
    /// A button's label is cut 5 pt inside it (chosen); two buttons whose labels do not fit their
    /// halves so stack.
    package static let alertButtonLabelInset = 5.0

    /// The alert's dim, black, by distance from the panel's centre: alpha 0 there, rising to 0.5
    /// at the corners. Measured on the alert screenshot over its white content: the median of each
    /// 12-pt ring about the centre that fits best (a circle about (160, 248), where the panel's
    /// centre is 246.5); under the panel (closer than 84 pt) no ring shows, and the panel's own
    /// colour at its centre (the art's at 0.8 over white) says alpha 0 there.
    package static let alertDim: [(radius: Double, alpha: Double)] = [
        (0, 0), (90, 0.192), (102, 0.227), (114, 0.267), (126, 0.302), (138, 0.333), (150, 0.365), (162, 0.388),
        (174, 0.412), (186, 0.431), (198, 0.447), (210, 0.459), (222, 0.471), (234, 0.478), (246, 0.486),
        (258, 0.49), (270, 0.494), (320, 0.5),
    ]

    /// The dim's alpha at `radius` points from the centre (linear between the measured rings).
    package static func alertDimAlpha(radius: Double) -> Double {
        guard let first = alertDim.first, radius > first.radius else { return alertDim.first?.alpha ?? 0 }
        for (a, b) in zip(alertDim, alertDim.dropFirst()) where radius <= b.radius {
            return a.alpha + (b.alpha - a.alpha) * (radius - a.radius) / (b.radius - a.radius)
        }
        return alertDim.last?.alpha ?? 0
    }
}

/// A button of a sheet or an alert as laid out: its frame on the canvas, its label as shown, and
/// what kind it is.
package struct LaidOutSheetButton: Hashable, Sendable {
    package enum Look: String, Hashable, Sendable {
        /// The action sheet's grey button, the alert's light one.
        case normal
        /// The action sheet's red button.
        case destructive
        /// The action sheet's dark button, the alert's darker cancel button beside others.
        case cancel
    }

    package var title: String
    package var look: Look
    package var frame: Rect
    package var label: LaidOutText
}

/// An action sheet laid out at the bottom of a canvas (docs/DESIGN.md §Action sheets and alerts):
/// its frame, its title and its buttons, in canvas points. A sheet taller than the canvas is cut
/// at the top, with a warning.
package struct ActionSheetLayout: Hashable, Sendable {
    package var frame: Rect
    /// The title's lines, wrapped to the sheet's width (none without a title).
    package var title: [LaidOutText]
    package var buttons: [LaidOutSheetButton]
    /// The picker standing in the sheet instead of a title and buttons, with its done button.
    package var picker: SheetPickerLayout?
    package var warnings: [Diagnostic]

    package init(_ sheet: ActionSheet, canvas: Size, context: LayoutContext) {
        typealias M = SheetMetrics
        if let sheetPicker = sheet.picker {
            let laidOut = SheetPickerLayout(sheetPicker, canvas: canvas, context: context)
            (frame, title, buttons, picker) = (laidOut.frame, [], [], laidOut)
            warnings = []
            if laidOut.frame.height > canvas.height {
                warnings.append(.warning(.actionSheetTooTall,
                                         "the action sheet's picker needs \(Points.format(laidOut.frame.height)) pt, "
                                             + "more than the canvas's \(Points.format(canvas.height)): its top is cut off"))
            }
            return
        }
        picker = nil
        let measurer = context.measurer
        let buttons = sheet.buttons
        let titleText = sheet.title ?? ""
        let hasTitle = !titleText.isEmpty
        let titleWidth = canvas.width - 2 * M.sheetTitleInset
        let titleLines = hasTitle ? SheetText.wrapped(titleText, font: M.sheetTitleFont, width: titleWidth,
                                                      measurer: measurer) : []
        let extraLines = Double(max(0, titleLines.count - 1)) * M.sheetTitleLineHeight
        let top = (hasTitle ? M.sheetButtonsTopWithTitle : M.sheetButtonsTopWithoutTitle) + extraLines
        let count = Double(buttons.count)
        let height = top + count * M.sheetButtonHeight + max(0, count - 1) * M.sheetButtonGap + M.sheetBottomMargin
        let sheetTop = canvas.height - height
        frame = Rect(x: 0, y: sheetTop, width: canvas.width, height: height)
        warnings = []
        if height > canvas.height {
            warnings.append(.warning(.actionSheetTooTall,
                                     "the action sheet's \(buttons.count) buttons need \(Points.format(height)) pt, "
                                         + "more than the canvas's \(Points.format(canvas.height)): its top is cut off"))
        }
        let titleBox = Rect(x: M.sheetTitleInset, y: frame.y, width: titleWidth, height: 0)
        let sheetFrame = frame
        title = titleLines.enumerated().map { i, line in
            SheetText.centred(line, font: M.sheetTitleFont, in: titleBox,
                              baseline: sheetFrame.y + M.sheetTitleBaseline + Double(i) * M.sheetTitleLineHeight,
                              measurer: measurer)
        }
        let width = canvas.width - 2 * M.sheetButtonInset
        self.buttons = buttons.enumerated().map { i, button in
            let y = sheetTop + top + Double(i) * (M.sheetButtonHeight + M.sheetButtonGap)
            let box = Rect(x: M.sheetButtonInset, y: y, width: width, height: M.sheetButtonHeight)
            let look: LaidOutSheetButton.Look = switch button.kind {
            case .destructive: .destructive
            case .cancel: .cancel
            case .other: .normal
            }
            let label = SheetText.centred(button.title, font: M.sheetButtonFont,
                                          in: box.insetBy(dx: M.sheetButtonLabelInset, dy: 0),
                                          baseline: y + M.sheetButtonBaseline, measurer: measurer)
            return LaidOutSheetButton(title: button.title, look: look, frame: box, label: label)
        }
    }
}

/// An alert laid out in the middle of a canvas: its panel, title, message lines and buttons, in
/// canvas points.
package struct AlertLayout: Hashable, Sendable {
    /// The panel, its border included (the art's shadow lies outside it).
    package var panel: Rect
    /// The title's lines, wrapped to the panel (none without a title).
    package var title: [LaidOutText]
    /// The message's lines: centred white lines, or, in `messageBox`, the lines of the scrolling
    /// text view that show (left-aligned, dark).
    package var message: [LaidOutText]
    /// The scrolling text view a message too long for the tallest alert is set in, or nil.
    package var messageBox: Rect?
    package var buttons: [LaidOutSheetButton]
    /// Whether the buttons sit side by side: two whose labels each fit their half (else a column).
    package var isSideBySide: Bool
    package var warnings: [Diagnostic]

    package init(_ alert: AlertView, canvas: Size, measurer: TextMeasurer) {
        typealias M = SheetMetrics
        let x = ((canvas.width - M.alertWidth) / 2).rounded(.down)
        let textBox = Rect(x: x + M.alertTextInset, y: 0, width: M.alertWidth - 2 * M.alertTextInset, height: 0)
        let buttons = alert.buttons
        let inner = M.alertWidth - 2 * M.alertButtonInset
        let halfWidth = ((inner - M.alertButtonGap) / 2).rounded(.down)
        // Two buttons sit side by side only when both labels fit their half; else they stack
        // (cancel at the bottom, as three do).
        let sideBySide = alert.isSideBySide && buttons.allSatisfy {
            measurer.labelWidth($0.title, font: M.alertButtonFont) <= halfWidth - 2 * M.alertButtonLabelInset
        }
        isSideBySide = sideBySide
        let ordered = alert.isSideBySide && !sideBySide ? buttons.filter { !$0.isCancel } + buttons.filter(\.isCancel)
            : buttons
        // Baselines from the panel's top; placed once the panel's height is known.
        var titleLines: [(String, Double)] = []
        var lines: [(String, Double)] = []
        var last: Double?
        if let text = alert.title, !text.isEmpty {
            var y = M.alertFirstBaseline
            for line in SheetText.wrapped(text, font: M.alertTitleFont, width: textBox.width, measurer: measurer) {
                titleLines.append((line, y))
                last = y
                y += M.alertTitleLineHeight
            }
        }
        let afterTitle = last
        if let text = alert.message, !text.isEmpty {
            var y = last.map { $0 + M.alertMessageAfterTitle } ?? M.alertFirstBaseline
            for line in SheetText.wrapped(text, font: M.alertMessageFont, width: textBox.width, measurer: measurer) {
                lines.append((line, y))
                last = y
                y += M.alertMessageLineHeight
            }
        }
        let rows = sideBySide ? 1 : buttons.count
        let rowsHeight = Double(rows) * M.alertButtonHeight + Double(max(0, rows - 1)) * M.alertButtonGap
        let bottom = rowsHeight + (buttons.isEmpty ? 0 : M.alertButtonInset)
        var buttonsTop = last.map { $0 + M.alertButtonsAfterText } ?? M.alertButtonsTopWithoutText
        var height = buttonsTop + bottom
        // Too tall: the message goes into a scrolling text view of the height left (TSAlertView).
        let tallest = min(M.alertMaxHeight, canvas.height - M.alertMaxHeightMargin)
        var box: Rect?
        if height > tallest, !lines.isEmpty {
            // Below the title's descenders (a quarter of its size) and the row margin, on a whole point.
            let boxTop = afterTitle.map { ($0 + M.alertMessageBoxMargin + M.alertTitleFont.size * 0.25).rounded() }
                ?? M.alertButtonsTopWithoutText
            let boxHeight = max(M.alertMessageLineHeight, tallest - bottom - M.alertMessageBoxMargin - boxTop)
            box = Rect(x: textBox.x, y: boxTop, width: textBox.width, height: boxHeight)
            let wrapWidth = textBox.width - 2 * M.alertMessageBoxTextInset
            let all = SheetText.wrapped(alert.message ?? "", font: M.alertMessageFont, width: wrapWidth,
                                        measurer: measurer)
            lines = []
            for (i, line) in all.enumerated() {
                let baseline = boxTop + M.alertMessageBoxFirstBaseline + Double(i) * M.alertMessageLineHeight
                if baseline - M.alertMessageFont.size > boxTop + boxHeight { break }
                lines.append((line, baseline))
            }
            buttonsTop = boxTop + boxHeight + M.alertMessageBoxMargin
            height = buttonsTop + bottom
        }
        let y = (canvas.height / 2 + M.alertCentreOffset - height / 2).rounded(.down)
        panel = Rect(x: x, y: y, width: M.alertWidth, height: height)
        messageBox = box.map { $0.offsetBy(dx: 0, dy: y) }
        warnings = height > canvas.height
            ? [.warning(.alertTooTall, "the alert is \(Points.format(height)) pt tall, taller than the canvas's "
                            + "\(Points.format(canvas.height)): it is cut off")]
            : []
        title = titleLines.map { SheetText.centred($0.0, font: M.alertTitleFont, in: textBox, baseline: y + $0.1,
                                                   measurer: measurer) }
        if let box = messageBox {
            let left = box.x + M.alertMessageBoxTextInset
            let room = box.width - 2 * M.alertMessageBoxTextInset
            message = lines.map { SheetText.leading($0.0, font: M.alertMessageFont, x: left, width: room,
                                                    baseline: y + $0.1, measurer: measurer) }
        } else {
            message = lines.map { SheetText.centred($0.0, font: M.alertMessageFont, in: textBox, baseline: y + $0.1,
                                                    measurer: measurer) }
        }
        let hasOthers = buttons.contains { !$0.isCancel }
        self.buttons = ordered.enumerated().map { i, button in
            let box: Rect
            if sideBySide {
                box = Rect(x: x + M.alertButtonInset + Double(i) * (halfWidth + M.alertButtonGap), y: y + buttonsTop,
                           width: halfWidth, height: M.alertButtonHeight)
            } else {
                box = Rect(x: x + M.alertButtonInset,
                           y: y + buttonsTop + Double(i) * (M.alertButtonHeight + M.alertButtonGap),
                           width: inner, height: M.alertButtonHeight)
            }
            let label = SheetText.centred(button.title, font: M.alertButtonFont,
                                          in: box.insetBy(dx: M.alertButtonLabelInset, dy: 0),
                                          baseline: box.y + M.alertButtonBaseline, measurer: measurer)
            // The darker art is the cancel button's beside other buttons; a lone button is light
            // (the screenshot's lone OK is the cancel button, drawn light).
            return LaidOutSheetButton(title: button.title, look: button.isCancel && hasOthers ? .cancel : .normal,
                                      frame: box, label: label)
        }
    }
}

/// Text of sheets and alerts: centred lines cut to their box, and the alert message's word wrap.
enum SheetText {
    /// `text` centred in `box` on `baseline`, tail-truncated to the box's width.
    static func centred(_ text: String, font: FontSpec, in box: Rect, baseline: Double, measurer: TextMeasurer)
        -> LaidOutText
    {
        let shown = measurer.truncated(text, font: font, toWidth: box.width)
        let width = measurer.labelWidth(shown, font: font)
        return LaidOutText(text: shown, isTruncated: shown != text, font: font,
                           frame: Rect(x: (box.midX - width / 2).rounded(), y: baseline - font.size, width: width,
                                       height: font.size * 1.25),
                           baseline: baseline)
    }

    /// `text` starting at `x` on `baseline`, tail-truncated to `width`.
    static func leading(_ text: String, font: FontSpec, x: Double, width: Double, baseline: Double,
                        measurer: TextMeasurer) -> LaidOutText {
        let shown = measurer.truncated(text, font: font, toWidth: width)
        return LaidOutText(text: shown, isTruncated: shown != text, font: font,
                           frame: Rect(x: x, y: baseline - font.size, width: measurer.labelWidth(shown, font: font),
                                       height: font.size * 1.25),
                           baseline: baseline)
    }

    /// `text` broken into lines of at most `width` points at spaces (UILabel's word wrap); a word
    /// longer than a line is cut by the line's truncation when it is laid out. Line breaks in the
    /// text are kept.
    static func wrapped(_ text: String, font: FontSpec, width: Double, measurer: TextMeasurer) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if line.isEmpty || measurer.labelWidth(candidate, font: font) <= width {
                    line = candidate
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
        }
        return lines
    }
}
