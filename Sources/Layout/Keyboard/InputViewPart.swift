import ChevronSupport
import Geometry
import NavigationModel
import Scene

extension SceneLayout {
    /// A responder's `inputView` (docs/scenes.md, "A picker in the keyboard's place"): the picker
    /// UIKit 3.2 and later shows in the keyboard's place, at the bottom of the window over the
    /// content and any toolbar or tab bar, sliding as the keyboard slides. `render` paints it, `resolve` reports it instead of a keyboard.
    public struct InputViewPart: Hashable, Sendable {
        /// The picker in its own coordinates (320 × 216; 480 × 162 in landscape), as a picker view
        /// lays it out.
        public package(set) var picker: LaidOutPicker
        /// Where it is on the canvas.
        public package(set) var frame: Rect
        /// The responder whose input view it is (a view's id, else its class).
        public package(set) var responder: String?

        /// `inputView` laid out at the bottom of a canvas of `size`, centred across it, the size of
        /// the keyboard it stands for in `orientation`.
        package init(_ inputView: InputView, canvas size: Size, orientation: InterfaceOrientation, responder: String?,
                     context: LayoutContext) {
            let box = PickerMetrics.size(orientation)
            picker = LaidOutPicker(inputView, size: box, context: context)
            frame = Rect(x: ((size.width - box.width) / 2).rounded(), y: size.height - box.height, width: box.width,
                         height: box.height)
            self.responder = responder
        }
    }

    public package(set) var inputView: InputViewPart? {
        get { part(InputViewPart.self) }
        set { set(newValue) }
    }

    /// What a first responder brings up at the bottom of the canvas: its input view when it has one,
    /// else the keyboard its traits make; the warnings are about what does not fit.
    mutating func bringUpInput(_ traits: TextInputTraits, text: String, orientation: InterfaceOrientation,
                               responder: String?, context: LayoutContext) -> [Diagnostic] {
        guard let view = traits.inputView else {
            let (part, found) = SceneLayout.bottomKeyboard(traits, text: text, canvas: canvas, orientation: orientation,
                                                           responder: responder)
            keyboard = part
            return found
        }
        let part = InputViewPart(view, canvas: canvas, orientation: orientation, responder: responder, context: context)
        inputView = part
        guard canvas.height < part.frame.height else { return [] }
        return [.warning(.keyboardTooShort, "the canvas is \(Points.format(canvas.height)) pt tall, shorter than the "
                         + "input view (\(Points.format(part.frame.height)) pt): its top is cut off")]
    }

    /// The height a first responder's keyboard or input view covers at the bottom of the window.
    static func inputHeight(_ traits: TextInputTraits, orientation: InterfaceOrientation) -> Double {
        traits.inputView == nil ? KeyboardLayout.size(orientation: orientation).height
            : PickerMetrics.size(orientation).height
    }
}

extension LaidOutPicker {
    /// The picker an input view shows, as the same picker among a view's subviews lays out, in
    /// bounds of `size`.
    init(_ inputView: InputView, size: Size, context: LayoutContext) {
        switch inputView {
        case .pickerView(let picker): self = picker.laidOut(in: size, context: context)
        case .datePicker(let picker): self = picker.laidOut(in: size, context: context)
        }
    }
}

extension SceneLayout.InputViewPart: ScenePart {
    package static let name = "inputView"
    package var nodeFrame: Rect? { frame }

    /// The keyboard's slide (`KeyboardPart.timing(of:)`): UIKit animates an input view exactly as it
    /// animates the keyboard it stands for.
    package static func timing(of transition: Transition) -> TransitionTiming? {
        SceneLayout.KeyboardPart.timing(of: transition)
    }

    /// Up from below the canvas on `becomeFirstResponder`, down out of it on `resignFirstResponder`,
    /// whole points, as the keyboard.
    package static func transition(from: Self?, to: Self?, motion m: TransitionMotion) -> (departing: Self?, arriving: Self?) {
        SceneLayout.KeyboardPart.slide(from: from, to: to, motion: m, frame: \.frame)
    }

    /// Its class, frame and responder, then the picker's own fields with every frame on the canvas.
    package func json() -> JSONValue {
        var fields: [(String, JSONValue)] = [("class", .string(picker.className)), ("frame", .frame(frame))]
        if let responder { fields.append(("responder", .string(responder))) }
        return .object(fields + picker.offsetBy(dx: frame.x, dy: frame.y).json())
    }

    package func reportLines() -> [ReportLine] {
        var head = picker.className + " " + picker.summary
        if let responder { head += ", for \(responder)" }
        return [.row("inputView", head, frame)] + picker.rowLines(at: frame)
    }
}

extension LaidOutPicker {
    /// resolve's rows for each wheel's visible rows, their frames on the canvas for a picker at
    /// `frame`: `row 0.3 "Mar", selected`.
    func rowLines(at frame: Rect) -> [ReportLine] {
        offsetBy(dx: frame.x, dy: frame.y).wheels.enumerated().flatMap { w, wheel in
            wheel.rows.map { row in
                ReportLine.row("row \(w).\(row.index)", "\"\(ViewTextEscaping.escaped(row.title))\""
                               + (row.isSelected ? ", selected" : ""), row.frame)
            }
        }
    }
}
