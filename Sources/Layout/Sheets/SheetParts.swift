import ChevronSupport
import Geometry
import NavigationModel
import Scene

extension SceneLayout {
    /// An action sheet over the dimmed screen, at the bottom of the canvas (over a toolbar or a tab
    /// bar), in the style it is drawn in (`automatic` resolved).
    package struct ActionSheetPart: Hashable, Sendable {
        package var sheet: ActionSheet
        package var style: ActionSheetStyle
        package var layout: ActionSheetLayout
        /// The dimmed area: the whole canvas.
        package var canvas: Rect
        /// How far the dim has faded in (1 at rest).
        package var dim: Double = 1
        /// How far below its place the sheet is (0 at rest; its height when it starts to slide up).
        package var slide: Double = 0

        package init(_ sheet: ActionSheet, toolbar: BarAppearance?, canvas: Size, context: LayoutContext) {
            self.sheet = sheet
            style = sheet.style.resolved(toolbar: toolbar)
            layout = ActionSheetLayout(sheet, canvas: canvas, context: context)
            self.canvas = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        }
    }

    /// An alert over the dimmed screen, in the middle of the canvas.
    package struct AlertPart: Hashable, Sendable {
        package var alert: AlertView
        package var layout: AlertLayout
        package var canvas: Rect
        /// How far the dim has faded in (1 at rest).
        package var dim: Double = 1
        /// Whether this node draws the panel (true at rest). While the panel pops up or fades out
        /// it moves as a group node of its own (`AlertPart.transitionGroups`), scaled and faded
        /// as one, and the node draws only the dim under it.
        package var showsPanel = true

        package init(_ alert: AlertView, canvas: Size, measurer: TextMeasurer) {
            self.alert = alert
            layout = AlertLayout(alert, canvas: canvas, measurer: measurer)
            self.canvas = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        }
    }
}

extension SceneLayout {
    package var actionSheet: ActionSheetPart? {
        get { part(ActionSheetPart.self) }
        set { set(newValue) }
    }

    package var alert: AlertPart? {
        get { part(AlertPart.self) }
        set { set(newValue) }
    }

    /// Puts the sheet or alert a navigation interface shows over everything laid out so far: an
    /// action sheet takes the style of a toolbar it covers (`ActionSheetStyle.resolved`). Returns
    /// the warnings about it.
    mutating func layOutSheet(_ shown: ShownSheet, toolbar: BarAppearance?, context: LayoutContext) -> [Diagnostic] {
        let measurer = context.measurer
        switch shown {
        case .actionSheet(let sheet):
            actionSheet = ActionSheetPart(sheet, toolbar: toolbar, canvas: canvas, context: context)
            return actionSheet?.layout.warnings ?? []
        case .alert(let alert):
            let part = AlertPart(alert, canvas: canvas, measurer: measurer)
            self.alert = part
            // One that fits the canvas but not below the status bar covers the bar's top rows.
            let statusBar = statusBar?.frame.maxY ?? 0
            if part.layout.warnings.isEmpty, part.layout.panel.minY < statusBar {
                let panel = part.layout.panel
                return [.warning(.alertCoversStatusBar,
                                 "the alert is \(Points.format(panel.height)) pt tall: centred, its top is at "
                                     + "y \(Points.format(panel.minY)), above the status bar's bottom at "
                                     + "\(Points.format(statusBar)), so it covers the status bar (fewer buttons "
                                     + "or a shorter message fit)")]
            }
            return part.layout.warnings
        }
    }

    /// The sheet or alert a scene's interface shows, the toolbar it would cover (the visible
    /// screen's), and the operation that showed it (where its warnings are said).
    static func shownSheet(_ root: SceneRoot)
        -> (sheet: ShownSheet, toolbar: BarAppearance?, step: SceneStep<NavigationOperation>?)?
    {
        guard let scene = root.operated else { return nil }
        let controller = scene.controller
        guard let shown = controller.shownSheet else { return nil }
        let step = scene.steps.last { $0.operation.kind(ShowSheet.self) != nil }
        // The visible screen's toolbar: a presented screen's (it covers the presenter's bars).
        guard let visible = controller.presented.isEmpty ? controller : controller.presented.last?.asNavigationController
        else { return (shown, nil, step) }
        return (shown, visible.resolvedToolbar.isVisible ? visible.toolbar : nil, step)
    }

    static func json(_ button: LaidOutSheetButton) -> JSONValue {
        .object([("title", .string(button.title)), ("label", .string(button.label.text)),
                 ("kind", .string(button.look.rawValue)), ("frame", .frame(button.frame)),
                 ("labelFrame", .frame(button.label.frame))])
    }

    /// A title's lines as one text (nil without a title).
    static func joined(_ lines: [LaidOutText]) -> String? {
        lines.isEmpty ? nil : lines.map(\.text).joined(separator: "\n")
    }

    /// The box of a title's lines (null without a title).
    static func frame(of lines: [LaidOutText]) -> JSONValue {
        guard let first = lines.first?.frame else { return .null }
        let box = lines.dropFirst().reduce(first) { r, line in
            let f = line.frame
            let x0 = min(r.minX, f.minX), y0 = min(r.minY, f.minY)
            return Rect(x: x0, y: y0, width: max(r.maxX, f.maxX) - x0, height: max(r.maxY, f.maxY) - y0)
        }
        return .frame(box)
    }

    /// resolve's rows for a title: one line as before; several, each line its row.
    static func titleRows(_ lines: [LaidOutText], of title: String?) -> [ReportLine] {
        if lines.count == 1, let line = lines.first {
            var text = "\"\(title ?? "")\""
            if line.isTruncated { text += " shown as \"\(line.text)\"" }
            return [.row("title", text, line.frame)]
        }
        return lines.enumerated().map { i, line in
            .row("title", "line \(i + 1) of \(lines.count): \"\(line.text)\"", line.frame)
        }
    }

    static func reportLine(_ button: LaidOutSheetButton, role: String = "button") -> ReportLine {
        var text = "\(button.look.rawValue) \"\(button.title)\""
        if button.label.isTruncated { text += " shown as \"\(button.label.text)\"" }
        return .row(role, text, button.frame)
    }
}

extension SceneLayout.ActionSheetPart: ScenePart {
    package static let name = "actionSheet"
    package var nodeFrame: Rect? { canvas }
    package var opacity: Double { dim }
    package static var jsonWhenAbsent: JSONValue? { .null }

    package func json() -> JSONValue {
        .object([
            ("style", .string(style.rawValue)), ("actionSheetStyle", .string(sheet.style.rawValue)),
            ("title", .optional(SceneLayout.joined(layout.title))), ("titleFrame", SceneLayout.frame(of: layout.title)),
            ("frame", .frame(layout.frame)), ("dimAlpha", .number(SheetMetrics.sheetDimAlpha)),
            ("buttons", .array(layout.buttons.map(SceneLayout.json))),
        ] + pickerJSON())
    }

    /// A picker's sheet: the picker (its class, frame and wheels' rows on the canvas, as an input
    /// view reports them) and its done button (null without one).
    func pickerJSON() -> [(String, JSONValue)] {
        guard let laidOut = layout.picker, let (picker, frame) = laidOut.picker else { return [] }
        let done: JSONValue = laidOut.doneButton.map { button in
            .object([("title", .string(button.title)), ("frame", .frame(button.frame))])
        } ?? .null
        return [("picker", .object([("class", .string(picker.className)), ("frame", .frame(frame))]
                     + picker.offsetBy(dx: frame.x, dy: frame.y).json())),
                ("doneButton", done)]
    }

    package func reportLines() -> [ReportLine] {
        typealias R = ReportText
        var lines: [ReportLine] = [.text("action sheet: \(R.size(layout.frame.size)) at (\(R.n(layout.frame.x)), \(R.n(layout.frame.y))), "
                     + "\(style.rawValue)" + (sheet.style == .automatic ? " (automatic)" : "")
                     + ", over the screen dimmed to black at \(R.n(SheetMetrics.sheetDimAlpha))")]
        lines += SceneLayout.titleRows(layout.title, of: sheet.title)
        lines += layout.buttons.map { SceneLayout.reportLine($0) }
        if let laidOut = layout.picker, let (picker, frame) = laidOut.picker {
            lines.append(.row("picker", picker.className + " " + picker.summary, frame))
            lines += picker.rowLines(at: frame)
            if let done = laidOut.doneButton {
                lines.append(.row("doneButton", "segmented control \"\(done.title)\", momentary, black", done.frame))
            }
        }
        return lines
    }

    /// Showing it, and dismissing it, takes 0.35 s on the CSS `ease` curve, as a push does
    /// (docs/DESIGN.md §Action sheets and alerts).
    package static func timing(of transition: Transition) -> TransitionTiming? {
        transition == .showActionSheet || transition == .dismissActionSheet
            ? TransitionTiming(length: SceneTransition.duration, curve: .ease) : nil
    }

    /// Showing it: the sheet slides up from below the canvas as the dim fades in; dismissing it, the
    /// mirror image. The screen under it stays as it is.
    package static func transition(from: Self?, to: Self?, motion m: TransitionMotion) -> (departing: Self?, arriving: Self?) {
        if m.transition == .dismissActionSheet, var leaving = from {
            leaving.slide = (leaving.layout.frame.height * m.progress).rounded()
            leaving.dim = 1 - m.progress
            return (leaving, to)
        }
        guard m.transition == .showActionSheet, var moving = to else { return (nil, to) }
        moving.slide = (moving.layout.frame.height * (1 - m.progress)).rounded()
        moving.dim = m.progress
        return (nil, moving)
    }
}

extension SceneLayout.AlertPart: ScenePart {
    package static let name = "alert"
    package var nodeFrame: Rect? { canvas }
    package var opacity: Double { dim }
    package static var jsonWhenAbsent: JSONValue? { .null }

    package func json() -> JSONValue {
        .object([
            ("title", .optional(SceneLayout.joined(layout.title))), ("titleFrame", SceneLayout.frame(of: layout.title)),
            ("message", .array(layout.message.map { .string($0.text) })),
            ("messageFrames", .array(layout.message.map { .frame($0.frame) })),
            ("frame", .frame(layout.panel)), ("sideBySide", .bool(layout.isSideBySide)),
            ("buttons", .array(layout.buttons.map(SceneLayout.json))),
        ] + (layout.messageBox.map { [("messageScrollView", JSONValue.frame($0))] } ?? []))
    }

    package func reportLines() -> [ReportLine] {
        typealias R = ReportText
        let p = layout.panel
        var lines: [ReportLine] = [.text("alert: \(R.size(p.size)) at (\(R.n(p.x)), \(R.n(p.y))), buttons "
                     + (layout.isSideBySide ? "side by side" : "stacked")
                     + (alert.isSideBySide && !layout.isSideBySide ? " (a label does not fit its half)" : "")
                     + ", over the dimmed screen")]
        lines += SceneLayout.titleRows(layout.title, of: alert.title)
        if let box = layout.messageBox {
            lines.append(.row("message", "too long for the alert: in a scrolling text view, "
                                   + "\(layout.message.count) lines showing", box))
        }
        for line in layout.message { lines.append(.row("message", "\"\(line.text)\"", line.frame)) }
        lines += layout.buttons.map { SceneLayout.reportLine($0) }
        return lines
    }

    /// Showing it takes 0.35 s, on a linear curve: its steps have curves of their own (`transition`).
    /// Dismissing it takes 0.125 s on UIKit's ease-in-out: TJAlertView's
    /// `dismissWithClickedButtonIndex:animated:` (`animateWithDuration:0.25 / 2.f`, alpha to 0).
    package static func timing(of transition: Transition) -> TransitionTiming? {
        if transition == .dismissAlert { return TransitionTiming(length: 0.125, curve: .easeInOut) }
        return transition == .showAlert ? TransitionTiming(length: SceneTransition.duration, curve: .linear) : nil
    }

    /// Showing it: UIKit's alert pop as TJAlertView replays it (docs/DESIGN.md §Action sheets and
    /// alerts): the dim fades in under the panel, which moves as a group node of its own
    /// (`transitionGroups`). Dismissing it: the dim fades out with the panel.
    package static func transition(from: Self?, to: Self?, motion m: TransitionMotion) -> (departing: Self?, arriving: Self?) {
        guard let pop = Pop(m) else { return (nil, to) }
        if m.transition == .dismissAlert, var leaving = from {
            leaving.dim = pop.dim
            leaving.showsPanel = false
            return (leaving, to)
        }
        guard var moving = to else { return (nil, to) }
        moving.dim = pop.dim
        moving.showsPanel = false
        return (nil, moving)
    }

    /// The panel while it pops up or fades out: its own part (without the dim) in a group node,
    /// scaled about the panel's centre and faded as one, as Core Animation scales and fades the
    /// alert's layer; its first and last instants are the two layouts themselves.
    package static func transitionGroups(from: Self?, to: Self?, motion m: TransitionMotion) -> [LayoutGroup] {
        guard let pop = Pop(m), var panel = m.transition == .dismissAlert ? from : to else { return [] }
        panel.dim = 0
        panel.showsPanel = true
        var layout = SceneLayout(file: "", canvas: panel.canvas.size)
        layout.set(panel)
        let c = Point(panel.layout.panel.midX, panel.layout.panel.midY)
        let scale = Transform.translation(-c.x, -c.y).concatenating(.scale(pop.scale, pop.scale))
            .concatenating(.translation(c.x, c.y))
        return [LayoutGroup(layout, opacity: pop.alpha, transform: scale)]
    }

    /// Where the pop or the fade is: the dim's share, the panel's opacity and its scale.
    ///
    /// Showing it: over the first half the panel grows from 0.4 to 1.1 times its size as it and
    /// the dim fade in, then shrinks to 0.9 over a quarter and settles at 1 over the last
    /// quarter, each step on UIKit's ease-in-out. `motion.progress` is the time here (the
    /// transition runs on a linear curve). Dismissing it: the panel fades out where it is, and
    /// the dim with it.
    package struct Pop: Hashable, Sendable {
        package var dim: Double
        package var alpha: Double
        package var scale: Double

        package init?(_ m: TransitionMotion) {
            if m.transition == .dismissAlert {
                (dim, alpha, scale) = (1 - m.progress, 1 - m.progress, 1)
                return
            }
            guard m.transition == .showAlert else { return nil }
            let t = m.progress
            func step(_ a: Double, _ b: Double, _ t0: Double, _ t1: Double) -> Double {
                a + (b - a) * TimingCurve.easeInOut.progress((t - t0) / (t1 - t0))
            }
            (dim, alpha) = (1, 1)
            if t < 0.5 {
                let grow = step(0, 1, 0, 0.5)
                (scale, alpha, dim) = (0.4 + 0.7 * grow, grow, grow)
            } else if t < 0.75 {
                scale = step(1.1, 0.9, 0.5, 0.75)
            } else {
                scale = step(0.9, 1, 0.75, 1)
            }
        }
    }
}
