import Geometry
import Layout
import NavigationModel
import Raster
import Typesetting

/// UITextField's four border styles as iPhone OS 3 drew them (docs/DESIGN.md §Standard controls):
///
/// - `none`: the text alone.
/// - `line`: a 1-pt black frame (screen).
/// - `bezel`: a 1-pt #808080 frame with a second, lighter row and column inside its top and left
///   (an inset look; screen), white inside.
/// - `roundedRect`: white inside a radius-9.5 border that runs from dark grey at the top to light
///   grey at the bottom, with an inner shadow two rows deep along the top (rings measured on
///   Apple's art, as the search field's are). At `systemVersion` 5.0, iOS 5's lighter field: a
///   radius-5.5 border from #969696 at the top to #e2e2e2 at the bottom, inside it one row of
///   #ababab and one of #e3e3e3 along the top and a column of #e3e3e3 down each side (screen:
///   the iOS 5 simulator's xamarin-controls-03; no iOS 4 reference, so 4.0 keeps iPhone OS 3's).
///
/// The text is one line, regular 12 by default (UIKit's default font), vertically centred; an
/// empty text shows the placeholder in 70 % grey; `secure` shows one bullet a character; the
/// clear button is the search field's (19 × 19, 6 pt from the right end).
///
/// Use: `TextFieldView(borderStyle: .roundedRect, placeholder: "Name").draw(in: frame, typesetter: t, on: canvas)`.
/// The frame is the field's bounds (31 tall in the rounded-rect style as laid out).
public struct TextFieldView: Hashable, Sendable {
    public enum BorderStyle: String, Hashable, Sendable, CaseIterable {
        case none, line, bezel, roundedRect
    }

    public enum Alignment: String, Hashable, Sendable {
        case left, center, right
    }

    public var borderStyle: BorderStyle
    public var text: String
    public var placeholder: String?
    public var textColor: Color
    public var fontSize: Double
    public var bold: Bool
    public var alignment: Alignment
    /// Whether the clear button shows (UIKit's `clearButtonMode` resolved for the field's state).
    public var showsClearButton: Bool
    public var secure: Bool
    /// Whether the field is first responder: its insertion point shows after the text.
    public var showsInsertionPoint = false
    /// Which iPhone OS draws the border (5.0 and later: iOS 5's rounded field).
    public var systemVersion = SystemVersion.v3

    public init(borderStyle: BorderStyle = .none, text: String = "", placeholder: String? = nil,
                textColor: Color = .black, fontSize: Double = 12, bold: Bool = false, alignment: Alignment = .left,
                showsClearButton: Bool = false, secure: Bool = false, showsInsertionPoint: Bool = false,
                systemVersion: SystemVersion = .v3) {
        self.showsInsertionPoint = showsInsertionPoint
        self.systemVersion = systemVersion
        self.borderStyle = borderStyle
        self.text = text
        self.placeholder = placeholder
        self.textColor = textColor
        self.fontSize = fontSize
        self.bold = bold
        self.alignment = alignment
        self.showsClearButton = showsClearButton
        self.secure = secure
    }

    /// UITextField's natural height in the rounded-rect style (points).
    public static let height = ControlMetrics.textFieldHeight
    /// The clear button's side (points).
    public static let clearButtonSize = 19.0

    /// The text's horizontal inset from the frame's edges in each style (screen: the line field's
    /// text starts 2 pt inside, the rounded and bezel fields' 8).
    public static func textInset(_ style: BorderStyle) -> Double {
        switch style {
        case .none: return 0
        case .line: return 2
        case .bezel, .roundedRect: return 8
        }
    }

    /// The clear button's box in `frame`.
    public func clearButtonRect(in frame: Rect, scale: Double = 1) -> Rect {
        let s = Self.clearButtonSize
        return Rect(x: snap(frame.maxX - 6 - s, scale), y: snap(frame.midY - s / 2, scale), width: s, height: s)
    }

    public func draw(in frame: Rect, typesetter: Typesetter, on canvas: Canvas) {
        guard frame.width > 0, frame.height > 0 else { return }
        let box = Rect(x: snap(frame.minX, canvas.scale), y: snap(frame.minY, canvas.scale),
                       width: snap(frame.width, canvas.scale), height: snap(frame.height, canvas.scale))
        Self.drawBorder(borderStyle, in: box, version: systemVersion, on: canvas)
        let inset = Self.textInset(borderStyle)
        var right = box.maxX - inset
        if showsClearButton && !text.isEmpty {
            let clear = clearButtonRect(in: box, scale: canvas.scale)
            SearchBarArt.drawClearButton(in: clear, on: canvas)
            right = clear.minX - 2
        }
        let shown = text.isEmpty ? (placeholder ?? "") : (secure ? String(repeating: "\u{2022}", count: text.count) : text)
        guard right > box.minX + inset else { return }
        let font = Font(size: fontSize, bold: bold)
        let width = right - (box.minX + inset)
        let run = typesetter.run(shown, font: font, truncatedTo: width)
        let x: Double
        switch alignment {
        case .left: x = box.minX + inset
        case .center: x = box.minX + inset + (width - run.width) / 2
        case .right: x = right - run.width
        }
        let baseline = snap(box.midY + 0.36 * fontSize, canvas.scale)
        if !shown.isEmpty {
            canvas.drawText(run, at: Point(snap(x, canvas.scale), baseline),
                            color: text.isEmpty ? ControlMetrics.placeholder : textColor)
        }
        if showsInsertionPoint {
            // After the text; at the start of an empty field (the placeholder stays, as UIKit's).
            let end = text.isEmpty ? (alignment == .right ? right - InsertionPoint.width : x) : x + run.width + 1
            let caret = InsertionPoint.frame(x: snap(min(end, right - InsertionPoint.width), canvas.scale),
                                             baseline: baseline, fontSize: fontSize)
            canvas.fill(caret, with: .solid(ControlMetrics.insertionPoint))
        }
    }

    /// The border (and fill) of a style in `box`.
    package static func drawBorder(_ style: BorderStyle, in box: Rect, version: SystemVersion = .v3, on canvas: Canvas) {
        switch style {
        case .none: break
        case .line:
            frame(box, color: ControlMetrics.lineBorder, on: canvas)
        case .bezel:
            canvas.fill(box, with: .solid(.white))
            frame(box, color: ControlMetrics.bezelOuter, on: canvas)
            let inner = box.insetBy(dx: 1, dy: 1)
            canvas.fill(Rect(x: inner.minX, y: inner.minY, width: inner.width, height: 1), with: .solid(ControlMetrics.bezelInner))
            canvas.fill(Rect(x: inner.minX, y: inner.minY, width: 1, height: inner.height), with: .solid(ControlMetrics.bezelInner))
        case .roundedRect where version >= .v5:
            drawRoundedRect5(in: box, on: canvas)
        case .roundedRect:
            drawRoundedRect(in: box, on: canvas)
        }
    }

    /// A 1-pt frame just inside `box`.
    static func frame(_ box: Rect, color: Color, on canvas: Canvas) {
        var ring = Path.rect(box)
        ring.append(Path.rect(box.insetBy(dx: 1, dy: 1)))
        canvas.fill(ring, with: .solid(color), rule: .evenOdd)
    }

    /// The rounded field's rings: each the shape inset by `inset` points, a vertical ramp top →
    /// middle → bottom (measured down the art's middle column and across its middle row).
    static let roundedRings: [(inset: Double, colors: (UInt32, UInt32, UInt32))] = [
        (0, (0x767676, 0xaaaaaa, 0xd8d8d8)),
        (1, (0xc7c7c7, 0xeaeaea, 0xfefefe)),
        (2, (0xf1f1f1, 0xfbfbfb, 0xffffff)),
        (3, (0xfefefe, 0xffffff, 0xffffff)),
        (4, (0xffffff, 0xffffff, 0xffffff)),
    ]
    static let roundedRadius = 9.5

    static func drawRoundedRect(in box: Rect, on canvas: Canvas) {
        for ring in roundedRings {
            let r = box.insetBy(dx: ring.inset, dy: ring.inset)
            guard r.width > 0, r.height > 0 else { continue }
            let (top, middle, bottom) = ring.colors
            let fill = LinearGradient(start: Point(0, r.minY), end: Point(0, r.maxY), stops: [
                GradientStop(0, Color(rgb: top)), GradientStop(0.5, Color(rgb: middle)), GradientStop(1, Color(rgb: bottom)),
            ])
            let radius = max(0, min(roundedRadius - ring.inset, r.height / 2))
            canvas.fill(.roundedRect(r, radius: radius), with: fill.map(Paint.linearGradient) ?? .solid(Color(rgb: middle)))
        }
    }

    /// iOS 5's rounded field (`ControlMetrics.roundedField5`): the border's ramp over the whole
    /// shape, the inner shadow's rows inside it, then the white face 2 pt in from the sides and
    /// the bottom's border and 3 pt down from the top.
    static func drawRoundedRect5(in box: Rect, on canvas: Canvas) {
        let m = ControlMetrics.roundedField5
        let p = 1 / canvas.scale
        guard box.width > 4, box.height > 4 else { return }
        let border = LinearGradient(start: Point(0, box.minY + p / 2), end: Point(0, box.maxY - p / 2),
                                    stops: [GradientStop(0, m.borderTop), GradientStop(1, m.borderBottom)])
        canvas.fill(.roundedRect(box, radius: m.radius), with: border.map(Paint.linearGradient) ?? .solid(m.borderTop))
        let shadow = box.insetBy(dx: 1, dy: 1)
        let rows = LinearGradient(start: Point(0, shadow.minY), end: Point(0, shadow.minY + 1), stops: [
            GradientStop(0, m.shadowTop), GradientStop(1 - 1e-6, m.shadowTop), GradientStop(1, m.shadow),
        ])
        canvas.fill(.roundedRect(shadow, radius: m.shadowRadius), with: rows.map(Paint.linearGradient) ?? .solid(m.shadow))
        let face = Rect(x: box.minX + 2, y: box.minY + 3, width: box.width - 4, height: box.height - 4)
        canvas.fill(.roundedRect(face, radius: m.faceRadius), with: .solid(.white))
    }
}
