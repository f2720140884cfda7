import Geometry
import NavigationModel

/// One key as laid out: what it is, what it shows, where its face is (in the keyboard's own
/// coordinates, points) and how it is drawn.
public struct KeyboardKey: Hashable, Sendable {
    /// The art a key is drawn with (docs/figures.md §Keyboard).
    public enum Style: String, Hashable, Sendable {
        /// A white key with a black character (letters, digits, punctuation).
        case character
        /// A blue-grey key with a white title (shift, delete, the plane key, return).
        case function
        /// A light grey key (space, and the URL and e-mail keyboards' `.`, `/`, `.com`, `@`).
        case light
        /// A cell of the number or phone pad: dark, flat, a white digit.
        case pad
        /// A pad's light cell (delete, `+*#`, the empty one).
        case padLight
    }

    /// What the key does: its character (`q`, `1`, `.com`), or `shift`, `delete`, `space`,
    /// `return`, `plane`, `empty`.
    public var name: String
    /// What it shows (`Q`, `.?123`, `Go`); empty for a key drawn with a glyph (shift, delete).
    public var label: String
    /// The pad's letters under a digit (`ABC`).
    public var sublabel: String
    public var frame: Rect
    public var style: Style
    /// Shift held or locked: the key lit.
    public var isLit: Bool
    /// The return key greyed (`enablesReturnKeyAutomatically` with no text).
    public var isEnabled: Bool
    /// The return key drawn blue (`ReturnKeyType.isBlue`, while enabled).
    public var isBlue: Bool
    /// Its row, 0 at the top: the faces' colours change from row to row.
    public var row: Int
    /// Its label's size (bold, points at 1x in portrait) and its baseline below the face's top.
    public var fontSize: Double
    public var baseline: Double

    init(_ name: String, label: String? = nil, sublabel: String = "", frame: Rect, style: Style,
         isLit: Bool = false, isEnabled: Bool = true, isBlue: Bool = false) {
        self.name = name
        self.label = label ?? name
        self.sublabel = sublabel
        self.frame = frame
        self.style = style
        self.isLit = isLit
        self.isEnabled = isEnabled
        self.isBlue = isBlue
        row = KeyboardMetrics.rowTops.firstIndex(of: frame.y) ?? Int(frame.y / KeyboardMetrics.padRowPitch)
        fontSize = style == .character ? KeyboardMetrics.letterFontSize : KeyboardMetrics.functionFontSize
        baseline = style == .character ? KeyboardMetrics.letterBaseline : KeyboardMetrics.functionBaseline
    }
}

/// The keyboard a responder brings up, laid out once (docs/figures.md §Keyboard): its size, the plane
/// and shift it shows, every key's face, and the pressed key's pop-up. `render` draws these frames,
/// `resolve` reports them, `animate` slides them.
public struct KeyboardLayout: Hashable, Sendable {
    public var traits: TextInputTraits
    public var size: Size
    public var plane: KeyboardPlane
    public var shift: ShiftState
    public var keys: [KeyboardKey]
    /// The pressed key (an index into `keys`) and its pop-up's frame, above it.
    public var pressed: Int?
    public var popUpFrame: Rect?

    /// The keyboard's size in `orientation`: 320 × 216 in portrait, 480 × 162 in landscape.
    public static func size(orientation: InterfaceOrientation) -> Size {
        orientation == .landscape ? Size(width: 480, height: KeyboardMetrics.landscapeHeight)
            : Size(width: 320, height: KeyboardMetrics.portraitHeight)
    }

    /// The keyboard for `traits` while the responder holds `text`, `width` wide (320 portrait, 480
    /// landscape).
    public init(traits: TextInputTraits, text: String = "", orientation: InterfaceOrientation = .portrait) {
        self.traits = traits
        let landscape = orientation == .landscape
        size = KeyboardLayout.size(orientation: orientation)
        plane = traits.keyboardType.isPad ? .numbers : traits.shownPlane
        shift = plane == .letters ? traits.shownShift(text: text) : .off
        var keys = traits.keyboardType.isPad ? KeyboardLayout.padKeys(traits.keyboardType)
            : KeyboardLayout.rowKeys(traits: traits, plane: plane, shift: shift,
                                     returnEnabled: traits.isReturnKeyEnabled(text: text))
        if landscape { keys = keys.map(KeyboardLayout.landscape) }
        self.keys = keys
        if let wanted = traits.keyboard.pressed {
            pressed = keys.firstIndex { $0.name == wanted || $0.label == wanted }
                ?? keys.firstIndex { $0.name.lowercased() == wanted.lowercased() }
        }
        popUpFrame = pressed.flatMap { KeyboardLayout.popUp(over: keys[$0]) }
    }

    /// The key named `name` (`q`, `return`), if this keyboard has one.
    public func key(_ name: String) -> KeyboardKey? { keys.first { $0.name == name } }

    /// Every key name a `pressed:` can give on this keyboard.
    public var keyNames: [String] { keys.map(\.name) }

    // MARK: Rows

    static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    static let numberRows = ["1234567890", "-/:;()$&@\"", ".,?!'"]
    static let symbolRows = ["[]{}#%^*+=", "_\\|~<>€£¥•", ".,?!'"]

    /// The title of the key that leaves the letters: the references' `.?123`, URL's `@123`, e-mail's
    /// `_123`; `ABC` back from the other planes.
    static func planeTitle(_ type: KeyboardType, plane: KeyboardPlane) -> String {
        guard plane == .letters else { return "ABC" }
        switch type {
        case .URL: return "@123"
        case .emailAddress: return "_123"
        default: return ".?123"
        }
    }

    static func rowKeys(traits: TextInputTraits, plane: KeyboardPlane, shift: ShiftState,
                        returnEnabled: Bool) -> [KeyboardKey] {
        typealias M = KeyboardMetrics
        let rows = switch plane {
        case .letters: letterRows
        case .numbers: numberRows
        case .symbols: symbolRows
        }
        var keys: [KeyboardKey] = []
        func face(_ x: Double, _ row: Int, _ width: Double) -> Rect {
            Rect(x: x, y: M.rowTops[row], width: width, height: M.keyHeight)
        }
        for (row, characters) in rows.prefix(2).enumerated() {
            // The numbers' and symbols' second row has ten keys, starting where the first does.
            let start = characters.count == 10 ? M.rowStarts[0] : M.rowStarts[row]
            for (i, c) in characters.enumerated() {
                keys.append(KeyboardKey(String(c), label: String(c).uppercased(),
                                        frame: face(start + Double(i) * M.keyPitch, row, M.keyWidth),
                                        style: .character))
            }
        }
        // Row 3: shift (or the other plane's key), the row's characters, delete.
        if plane == .letters {
            keys.append(KeyboardKey("shift", label: "", frame: face(M.shiftX, 2, M.sideKeyWidth), style: .function,
                                    isLit: shift != .off))
            for (i, c) in rows[2].enumerated() {
                keys.append(KeyboardKey(String(c), label: String(c).uppercased(),
                                        frame: face(M.rowStarts[2] + Double(i) * M.keyPitch, 2, M.keyWidth),
                                        style: .character))
            }
        } else {
            let other = plane == .numbers ? "#+=" : "123"
            keys.append(KeyboardKey(plane == .numbers ? "symbols" : "numbers", label: other,
                                    frame: face(M.shiftX, 2, M.sideKeyWidth), style: .function))
            // Five wider keys share the room between shift and delete, 6 apart.
            let left = M.shiftX + M.sideKeyWidth + 6, right = M.deleteX - 6
            let n = Double(rows[2].count), width = (right - left - 6 * (n - 1)) / n
            for (i, c) in rows[2].enumerated() {
                keys.append(KeyboardKey(String(c), frame: face(left + Double(i) * (width + 6), 2, width),
                                        style: .character))
            }
        }
        keys.append(KeyboardKey("delete", label: "", frame: face(M.deleteX, 2, M.sideKeyWidth), style: .function))
        // Row 4.
        keys.append(KeyboardKey("plane", label: planeTitle(traits.keyboardType, plane: plane),
                                frame: face(M.planeKeyX, 3, M.bottomKeyWidth), style: .function))
        let middle: [String] = switch traits.keyboardType {
        case .URL: [".", "/", ".com"]
        case .emailAddress: ["space", "@", "."]
        default: []
        }
        if middle.isEmpty {
            keys.append(KeyboardKey("space", frame: face(M.spaceX, 3, M.spaceWidth), style: .light))
        } else {
            for (place, name) in zip(M.thirdKeys, middle) {
                var key = KeyboardKey(name, frame: face(place.x, 3, place.width), style: .light)
                if let label = M.lightLabels[traits.keyboardType]?[name] {
                    key.fontSize = label.size
                    key.baseline = label.baseline
                }
                keys.append(key)
            }
        }
        keys.append(KeyboardKey("return", label: traits.returnKeyType.title,
                                frame: face(M.returnX, 3, M.bottomKeyWidth), style: .function,
                                isEnabled: returnEnabled, isBlue: returnEnabled && traits.returnKeyType.isBlue))
        return keys
    }

    // MARK: Pads

    static let padDigits: [(String, String)] = [
        ("1", ""), ("2", "ABC"), ("3", "DEF"), ("4", "GHI"), ("5", "JKL"), ("6", "MNO"),
        ("7", "PQRS"), ("8", "TUV"), ("9", "WXYZ"),
    ]

    static func padKeys(_ type: KeyboardType) -> [KeyboardKey] {
        typealias M = KeyboardMetrics
        func cell(_ row: Int, _ column: Int) -> Rect {
            let c = M.padColumns[column]
            return Rect(x: c.x, y: Double(row) * M.padRowPitch + 1, width: c.width, height: M.padRowPitch - 1)
        }
        var keys = padDigits.enumerated().map { i, digit in
            KeyboardKey(digit.0, sublabel: digit.1, frame: cell(i / 3, i % 3), style: .pad)
        }
        keys.append(type == .phonePad ? KeyboardKey("+*#", frame: cell(3, 0), style: .padLight)
                        : KeyboardKey("empty", label: "", frame: cell(3, 0), style: .padLight))
        keys.append(KeyboardKey("0", frame: cell(3, 1), style: .pad))
        keys.append(KeyboardKey("delete", label: "", frame: cell(3, 2), style: .padLight))
        return keys
    }

    // MARK: Landscape and the pop-up

    /// A portrait key stretched to landscape (`KeyboardMetrics.landscapeXScale`, rows 40 apart).
    static func landscape(_ key: KeyboardKey) -> KeyboardKey {
        typealias M = KeyboardMetrics
        var k = key
        let s = M.landscapeXScale
        if key.style == .pad || key.style == .padLight {
            let row = (key.frame.y / M.padRowPitch).rounded(.down), pitch = M.landscapeHeight / 4
            k.frame = Rect(x: (key.frame.x * s).rounded(), y: (row * pitch).rounded() + 1,
                           width: (key.frame.maxX * s).rounded() - (key.frame.x * s).rounded(),
                           height: pitch.rounded(.down) - 1)
        } else {
            let row = M.rowTops.firstIndex(of: key.frame.y) ?? 0
            let x = (key.frame.x * s).rounded()
            k.frame = Rect(x: x, y: M.landscapeRowTops[row], width: (key.frame.maxX * s).rounded() - x - 3,
                           height: M.landscapeKeyHeight)
        }
        return k
    }

    /// The bubble above a pressed character key: its head, wider than the key, standing on it.
    static func popUp(over key: KeyboardKey) -> Rect? {
        guard key.style == .character else { return nil }
        typealias M = KeyboardMetrics
        return Rect(x: key.frame.x - M.popUpGrow, y: key.frame.y - M.popUpRise,
                    width: key.frame.width + 2 * M.popUpGrow, height: M.popUpRise + key.frame.height)
    }
}
