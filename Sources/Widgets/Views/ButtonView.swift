import Geometry
import Raster
import Typesetting

/// UIButton's system types as iPhone OS 3 drew them (docs/DESIGN.md §Standard controls):
///
/// - `roundedRect`: white, a 1-pt grey border with corners of radius 10.75, the title bold 15 in
///   UIKit's dark blue, centred (screen); highlighted and selected: the table's blue selection
///   gradient with a white title; disabled: the title at half opacity.
/// - `detailDisclosure`: the table's detail disclosure button (29 × 31).
/// - `infoLight` / `infoDark`: a disc 18 across with an italic "i" — white at 85 % with the "i"
///   cut out and a dark line above (art, for dark backgrounds), or grey #737373 with a white "i"
///   (screen; the iOS 5 simulator's xamarin-controls-05 shows the same). Info light's disc and its shadow are soft-edged
///   masks (`SoftMask`): the art's edge fades over more than one pixel.
/// - `contactAdd`: a blue glossy disc in a white ring with a white plus, a blurred shadow round
///   it, 0.85 pt low (art, 29 × 29).
///
/// Use: `ButtonView(type: .roundedRect, title: "Sign In").draw(in: frame, typesetter: t, on: canvas)`.
/// A rounded-rect button fills its frame; the others keep `naturalSize` centred in the frame,
/// as UIKit sizes them. A highlighted small button draws darkened (chosen: no reference).
public struct ButtonView: Hashable, Sendable {
    public enum ButtonType: String, Hashable, Sendable, CaseIterable {
        case roundedRect, detailDisclosure, infoLight, infoDark, contactAdd
    }

    public enum State: String, Hashable, Sendable, CaseIterable {
        case normal, highlighted, disabled, selected
    }

    public var type: ButtonType
    public var title: String?
    public var state: State
    /// The title's colour in the normal state (nil: UIKit's, #324f85).
    public var titleColor: Color?
    /// The title's size in points (bold; UIKit's 15 unless set).
    public var fontSize: Double

    public init(type: ButtonType, title: String? = nil, state: State = .normal, titleColor: Color? = nil,
                fontSize: Double = 15) {
        self.type = type
        self.title = title
        self.state = state
        self.titleColor = titleColor
        self.fontSize = fontSize
    }

    /// The size UIKit gives the type (points); nil for a rounded-rect button, which takes its frame.
    public static func naturalSize(_ type: ButtonType) -> Size? {
        switch type {
        case .roundedRect: return nil
        case .detailDisclosure: return ControlMetrics.detailDisclosureSize
        case .infoLight, .infoDark: return ControlMetrics.infoSize
        case .contactAdd: return ControlMetrics.contactAddSize
        }
    }

    public func draw(in frame: Rect, typesetter: Typesetter, on canvas: Canvas) {
        guard let size = Self.naturalSize(type) else {
            drawRoundedRect(in: frame, typesetter: typesetter, on: canvas)
            return
        }
        let box = Rect(x: snap(frame.midX - size.width / 2, canvas.scale), y: snap(frame.midY - size.height / 2, canvas.scale),
                       width: size.width, height: size.height)
        canvas.withState {
            if state == .disabled { canvas.globalAlpha *= 0.5 }
            switch type {
            case .roundedRect: break
            case .detailDisclosure: TableArt.drawDetailDisclosureButton(in: box, on: canvas)
            case .infoLight: Self.drawInfo(in: box, light: true, on: canvas)
            case .infoDark: Self.drawInfo(in: box, light: false, on: canvas)
            case .contactAdd: Self.drawContactAdd(in: box, on: canvas)
            }
            if state == .highlighted {
                // Pressed: the disc darkened (chosen).
                let r = min(box.width, box.height) / 2 - 1
                canvas.fill(.ellipse(in: Rect(x: box.midX - r, y: box.midY - r, width: 2 * r, height: 2 * r)),
                            with: .solid(Color.black.withAlpha(0.2)))
            }
        }
    }

    // MARK: Rounded rect

    /// The rounded-rect body alone (no title), in `frame`.
    package static func drawRoundedRectBody(in frame: Rect, lit: Bool, on canvas: Canvas) {
        let r = ControlMetrics.roundedRectRadius
        // The 1-pt border: the outer shape minus the shape inset 1 pt (its pixels whole at 1x).
        let outer = frame.insetBy(dx: 0, dy: 0)
        canvas.fill(.roundedRect(outer, radius: r), with: .solid(ControlMetrics.roundedRectBorder))
        let inner = outer.insetBy(dx: 1, dy: 1)
        let fill: Paint = lit
            ? .verticalGradient(ControlMetrics.roundedRectHighlightTop, ControlMetrics.roundedRectHighlightBottom,
                                y0: inner.minY, y1: inner.maxY)
            : .solid(.white)
        canvas.fill(.roundedRect(inner, radius: r - 1), with: fill)
    }

    private func drawRoundedRect(in frame: Rect, typesetter: Typesetter, on canvas: Canvas) {
        guard frame.width > 2, frame.height > 2 else { return }
        let lit = state == .highlighted || state == .selected
        let box = Rect(x: snap(frame.minX, canvas.scale), y: snap(frame.minY, canvas.scale),
                       width: snap(frame.width, canvas.scale), height: snap(frame.height, canvas.scale))
        Self.drawRoundedRectBody(in: box, lit: lit, on: canvas)
        guard let title, !title.isEmpty else { return }
        let font = Font(size: fontSize, bold: true)
        let run = typesetter.run(title, font: font, truncatedTo: max(0, box.width - 2 * 8))
        // Centred on the box: the baseline half the cap height below the middle.
        let baseline = snap(box.midY + 0.36 * fontSize, canvas.scale)
        let color: Color = lit ? .white : (titleColor ?? ControlMetrics.roundedRectTitle)
        canvas.withState {
            if state == .disabled { canvas.globalAlpha *= 0.5 }
            canvas.drawText(run, at: Point(snap(box.midX - run.width / 2, canvas.scale), baseline), color: color)
        }
    }

    // MARK: Info and contact add

    /// The info button in its 18 × 19 box: the disc 18 across at (9, 10) (light, with a dark
    /// line above it) or at (9, 9) (dark).
    package static func drawInfo(in box: Rect, light: Bool, on canvas: Canvas) {
        let u = box.width / ControlMetrics.infoSize.width
        let cy = light ? 10.0 : 9.0
        func p(_ x: Double, _ y: Double) -> Point { Point(box.minX + x * u, box.minY + (y + cy - 9) * u) }
        func disc(_ r: Double) -> Path { GlyphGeometry.circle(center: p(9, 9), radius: r * u) }
        var letter = GlyphGeometry.circle(center: p(infoDot.x, infoDot.y), radius: infoDot.radius * u)
        letter.append(GlyphGeometry.polygon(infoStem.map { p($0.0, $0.1) }))
        if light {
            // The disc, its edge a ramp, with the "i" cut out: white at `infoLightAlpha`. Its
            // shadow, the same cut disc 1 pt up, shows above the disc and through the "i" (under
            // the dot's and the stem's lower edges), never under the disc itself (the art's disc
            // is white at 85 % over nothing).
            let edge = ControlMetrics.infoLightEdge, shadow = ControlMetrics.infoLightShadow
            let area = box.insetBy(dx: -u, dy: -u)
            let face = SoftMask(disc: p(9, 9), radius: edge.radius * u, edge: .ramp(width: edge.width * u),
                                covering: area, on: canvas).cutting(letter)
            let up = Transform.translation(0, -u)
            let dark = SoftMask(disc: p(9, 9 - 1), radius: shadow.radius * u, edge: .ramp(width: shadow.width * u),
                                covering: area, on: canvas).cutting(letter.transformed(by: up)).times(face.inverted)
            dark.fill(Color.black.withAlpha(shadow.alpha), on: canvas)
            face.fill(Color.white.withAlpha(Double(ControlMetrics.infoLightAlpha) / 255), on: canvas)
        } else {
            let edge = ControlMetrics.infoDarkEdge
            canvas.fill(disc(edge.outer), with: .solid(ControlMetrics.infoDark.withAlpha(0.5)))
            canvas.fill(disc(edge.inner), with: .solid(ControlMetrics.infoDark))
            canvas.fill(letter, with: .solid(.white))
        }
    }

    /// The italic "i" in the 18-pt disc's box (art: fitted to UIButtonBarInfo's cut-out over
    /// black and white, with the disc and its shadow): the dot, and the stem with its flag at the
    /// top left and its foot at the bottom right.
    static let infoDot = (x: 10.437, y: 4.504, radius: 1.787)
    static let infoStem: [(Double, Double)] = [
        (6.901, 7.134), (9.997, 6.75), (10.711, 8.413), (8.887, 14.889), (11.847, 12.565), (10.901, 14.599),
        (8.986, 15.75), (6.862, 15.754), (5.862, 14.393), (7.401, 8.959), (7.837, 8.049), (5.199, 9.599),
        (5.1, 10.04), (4.92, 9.248),
    ]

    /// Contact add in its 29 × 29 box (art): a blurred shadow, the white ring (about (14.5, 13.5)),
    /// the blue disc (radius 9.5) glossy above its middle, and the plus (two bars 3 × 13).
    package static func drawContactAdd(in box: Rect, on canvas: Canvas) {
        let u = box.width / ControlMetrics.contactAddSize.width
        func disc(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
            .ellipse(in: Rect(x: box.minX + (cx - r) * u, y: box.minY + (cy - r) * u, width: 2 * r * u, height: 2 * r * u))
        }
        let shadow = ControlMetrics.contactAddShadow
        SoftMask(disc: Point(box.minX + 14.5 * u, box.minY + shadow.centerY * u), radius: shadow.radius * u,
                 edge: .gaussian(sigma: shadow.sigma * u), covering: box, on: canvas)
            .fill(Color.black.withAlpha(shadow.alpha), on: canvas)
        let ring = ControlMetrics.contactAddRing
        SoftMask(disc: Point(box.minX + 14.5 * u, box.minY + 13.5 * u), radius: ring.radius * u,
                 edge: .ramp(width: ring.width * u), covering: box, on: canvas)
            .fill(.white, on: canvas)
        // The gloss: a ramp down to row 13, then the flat blue from y 14 (rows measured down the
        // art's column 10).
        let gloss: [(Double, Color)] = [
            (4, ControlMetrics.contactAddTop), (5.5, Color(rgb: 0x70a1e6)), (12.5, ControlMetrics.contactAddMiddle),
            (14, Color(rgb: 0x3c7edc)), (14, ControlMetrics.contactAddBottom), (23, ControlMetrics.contactAddBottom),
        ]
        let blue = LinearGradient(start: Point(0, box.minY), end: Point(0, box.minY + 23 * u),
                                  stops: gloss.map { GradientStop($0.0 / 23, $0.1) })
        canvas.fill(disc(14.5, 13.5, 9.5), with: blue.map(Paint.linearGradient) ?? .solid(ControlMetrics.contactAddBottom))
        func bar(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
            Rect(x: box.minX + x * u, y: box.minY + y * u, width: w * u, height: h * u)
        }
        canvas.fill(bar(8, 12, 13, 3), with: .solid(.white))
        canvas.fill(bar(13, 7, 3, 13), with: .solid(.white))
    }
}
