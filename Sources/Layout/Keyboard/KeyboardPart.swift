import ChevronSupport
import Geometry
import NavigationModel
import Scene

extension SceneLayout {
    /// The keyboard (docs/figures.md §Keyboard): a `keyboard` scene's, or the one a first responder
    /// brings up at the bottom of the window, over the content and any toolbar or tab bar.
    public struct KeyboardPart: Hashable, Sendable {
        public package(set) var layout: KeyboardLayout
        /// Where it is on the canvas (its keys' frames are in its own coordinates).
        public package(set) var frame: Rect
        /// The responder that brought it up (`searchBar`, or a view's id); nil for a `keyboard` root.
        public package(set) var responder: String?

        package init(_ layout: KeyboardLayout, frame: Rect, responder: String? = nil) {
            self.layout = layout
            self.frame = frame
            self.responder = responder
        }

        /// A key's face on the canvas.
        public func canvasFrame(of key: KeyboardKey) -> Rect {
            key.frame.offsetBy(dx: frame.x, dy: frame.y)
        }
    }
}

extension SceneLayout {
    public package(set) var keyboard: KeyboardPart? {
        get { part(KeyboardPart.self) }
        set { set(newValue) }
    }

    /// The keyboard for `traits` and `text` at the bottom of a canvas of `size`, with a warning when
    /// the canvas is shorter than the keyboard.
    static func bottomKeyboard(_ traits: TextInputTraits, text: String, canvas size: Size,
                               orientation: InterfaceOrientation, responder: String?) -> (KeyboardPart, [Diagnostic]) {
        let layout = KeyboardLayout(traits: traits, text: text, orientation: orientation)
        let frame = Rect(x: ((size.width - layout.size.width) / 2).rounded(), y: size.height - layout.size.height,
                         width: layout.size.width, height: layout.size.height)
        var warnings: [Diagnostic] = []
        if size.height < layout.size.height {
            warnings.append(.warning(.keyboardTooShort,
                                     "the canvas is \(Points.format(size.height)) pt tall, shorter than the keyboard "
                                     + "(\(Points.format(layout.size.height)) pt): its top is cut off"))
        }
        if let pressed = traits.keyboard.pressed, layout.pressed == nil {
            warnings.append(.warning(.keyboardUnknownKey,
                                     Suggestion.unknown("pressed key", pressed, candidates: layout.keyNames)
                                     + ": no pop-up is shown"))
        }
        return (KeyboardPart(layout, frame: frame, responder: responder), warnings)
    }
}

extension SceneLayout.KeyboardPart: ScenePart {
    package static let name = "keyboard"
    package var nodeFrame: Rect? { frame }

    /// UIKit's keyboard animation: 0.25 s (`UIKeyboardAnimationDurationUserInfoKey`'s value, logged
    /// as "0.25" with the keyboard's frames going from y 480 to 264 in stackoverflow.com/questions/
    /// 19482573, which also says that before iOS 7 its curve, `UIKeyboardAnimationCurveUserInfoKey`,
    /// was one of UIKit's four; ease-in-out, `UIViewAnimationCurveEaseInOut`, as recalled).
    package static func timing(of transition: Transition) -> TransitionTiming? {
        transition == .showKeyboard || transition == .hideKeyboard
            ? TransitionTiming(length: 0.25, curve: .easeInOut) : nil
    }

    /// `becomeFirstResponder`: the keyboard slides up from below the canvas to its place;
    /// `resignFirstResponder`: it slides down out of it. Whole points, as the sheets slide.
    package static func transition(from: Self?, to: Self?, motion m: TransitionMotion) -> (departing: Self?, arriving: Self?) {
        slide(from: from, to: to, motion: m, frame: \.frame)
    }

    /// The keyboard's slide, for the keyboard and for an input view in its place
    /// (`InputViewPart`): on `resignFirstResponder` the leaving one goes down by its height times
    /// the progress, on `becomeFirstResponder` the arriving one comes up from its height below.
    static func slide<Part>(from: Part?, to: Part?, motion m: TransitionMotion,
                            frame: WritableKeyPath<Part, Rect>) -> (departing: Part?, arriving: Part?) {
        if m.transition == .hideKeyboard, var leaving = from {
            let f = leaving[keyPath: frame]
            leaving[keyPath: frame] = f.offsetBy(dx: 0, dy: (f.height * m.progress).rounded())
            return (leaving, to)
        }
        guard m.transition == .showKeyboard, var moving = to else { return (nil, to) }
        let f = moving[keyPath: frame]
        moving[keyPath: frame] = f.offsetBy(dx: 0, dy: (f.height * (1 - m.progress)).rounded())
        return (nil, moving)
    }

    package func json() -> JSONValue {
        let t = layout.traits
        var fields: [(String, JSONValue)] = [
            ("keyboardType", .string(t.keyboardType.rawValue)), ("returnKeyType", .string(t.returnKeyType.rawValue)),
            ("keyboardAppearance", .string(t.keyboardAppearance.rawValue)), ("plane", .string(layout.plane.rawValue)),
            ("shift", .string(layout.shift.rawValue)), ("frame", .frame(frame)),
        ]
        if let responder { fields.append(("responder", .string(responder))) }
        fields.append(("keys", .array(layout.keys.map { key in
            .object([("name", .string(key.name)), ("label", .string(key.label)), ("style", .string(key.style.rawValue)),
                     ("frame", .frame(canvasFrame(of: key))), ("lit", .bool(key.isLit)),
                     ("enabled", .bool(key.isEnabled)), ("blue", .bool(key.isBlue))])
        })))
        if let i = layout.pressed, let popUp = layout.popUpFrame {
            fields.append(("pressed", .object([("name", .string(layout.keys[i].name)),
                                               ("popUp", .frame(popUp.offsetBy(dx: frame.x, dy: frame.y)))])))
        }
        return .object(fields)
    }

    package func reportLines() -> [ReportLine] {
        let t = layout.traits
        var head = "\(t.keyboardType.rawValue), return \"\(t.returnKeyType.title)\""
        if t.keyboardAppearance == .alert { head += ", alert" }
        head += ", \(layout.plane.rawValue)"
        if layout.shift != .off { head += ", shift \(layout.shift.rawValue)" }
        if let responder { head += ", for \(responder)" }
        var lines: [ReportLine] = [.row("keyboard", head, frame)]
        for (i, key) in layout.keys.enumerated() {
            var text = key.label.isEmpty ? key.name : "\"\(key.label)\""
            if !key.sublabel.isEmpty { text += " \(key.sublabel)" }
            if key.isBlue { text += ", blue" }
            if !key.isEnabled { text += ", disabled" }
            if key.isLit { text += ", lit" }
            if i == layout.pressed { text += ", pressed" }
            lines.append(.row("key", text, canvasFrame(of: key)))
        }
        return lines
    }
}
