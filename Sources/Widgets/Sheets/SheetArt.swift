import Geometry
import Layout
import NavigationModel
import Raster
import Typesetting

/// Action sheets and alerts, drawn procedurally into the frames layout gave them (docs/DESIGN.md
/// §Action sheets and alerts): the dim, the sheet and its buttons, the alert's glossy blue panel
/// and its buttons, fitted to the iOS 5 simulator's screenshots and UIKit's @2x alert art, never
/// the art itself.
package enum SheetArt {
    /// Radii in points: an action sheet button's outer corner (measured: the rim's curve), an
    /// alert panel's outer corner and an alert button's (measured on the @2x art).
    package static let sheetButtonRadius = 11.0
    package static let alertRadius = 10.0
    package static let alertButtonRadius = 6.0

    // MARK: Dims

    /// The action sheet's dim: black at `alpha` over all of `rect`.
    package static func drawDim(in rect: Rect, alpha: Double, on canvas: Canvas) {
        guard alpha > 0 else { return }
        canvas.fill(rect, with: .solid(Color.black.withAlpha(alpha)))
    }

    /// The alert's dim over the whole canvas: black, by distance from `centre` (points; the
    /// panel's centre) as `SheetMetrics.alertDimAlpha` says, times `alpha`.
    package static func drawRadialDim(centre: Point, alpha: Double, on canvas: Canvas) {
        guard alpha > 0 else { return }
        let w = canvas.bitmap.width, h = canvas.bitmap.height, s = canvas.scale
        var coverage = [UInt8](repeating: 0, count: w * h)
        let cx = centre.x * s, cy = centre.y * s
        // One alpha per distance in device pixels, looked up, not interpolated per pixel.
        let reach = Int(Double(w * w + h * h).squareRoot().rounded(.up)) + 2
        let table = (0...reach).map { r in
            UInt8((SheetMetrics.alertDimAlpha(radius: Double(r) / s) * alpha * 255).rounded())
        }
        for y in 0..<h {
            let dy = Double(y) + 0.5 - cy
            for x in 0..<w {
                let dx = Double(x) + 0.5 - cx
                coverage[y * w + x] = table[min(reach, Int((dx * dx + dy * dy).squareRoot().rounded()))]
            }
        }
        canvas.withState {
            canvas.globalAlpha = 1
            canvas.fillMask(AlphaMask(width: w, height: h, coverage: coverage), deviceX: 0, deviceY: 0, color: .black)
        }
    }

    // MARK: Action sheet

    /// The sheet's background in `frame` (its top edge at `frame.minY`) in `style`.
    package static func drawSheet(in frame: Rect, style: ActionSheetStyle, on canvas: Canvas) {
        typealias C = SheetColors
        let black = style == .blackOpaque || style == .blackTranslucent
        canvas.withState {
            if style == .blackTranslucent { canvas.globalAlpha *= C.blackTranslucentAlpha }
            let top = frame.minY
            canvas.fill(frame, with: .solid(black ? C.blackSheetBody : C.sheetBody))
            canvas.fill(Rect(x: frame.x, y: top, width: frame.width, height: 1),
                        with: .solid(black ? C.blackSheetEdge : C.sheetEdge))
            canvas.fill(Rect(x: frame.x, y: top + 1, width: frame.width, height: 1),
                        with: .solid(black ? C.blackSheetHighlight : C.sheetHighlight))
            let upper = Rect(x: frame.x, y: top + 2, width: frame.width, height: min(20, max(0, frame.height - 2)))
            canvas.fill(upper, with: .verticalGradient(black ? C.blackSheetGlossTop : C.sheetGlossTop,
                                                       black ? C.blackSheetGlossBottom : C.sheetGlossBottom,
                                                       y0: upper.minY, y1: upper.maxY))
            if !black, frame.height > 22 {
                let lower = Rect(x: frame.x, y: top + 22, width: frame.width, height: min(21, frame.height - 22))
                canvas.fill(lower, with: .verticalGradient(C.sheetLowerTop, C.sheetBody, y0: lower.minY, y1: lower.maxY))
            }
        }
    }

    /// An action sheet button in `box` (45 pt tall at rest): its dark rim, its two-part face and
    /// the light line under it.
    package static func drawSheetButton(in box: Rect, look: LaidOutSheetButton.Look, on canvas: Canvas) {
        let c: SheetColors.SheetButton = switch look {
        case .normal: SheetColors.sheetNormal
        case .destructive: SheetColors.sheetDestructive
        case .cancel: SheetColors.sheetCancel
        }
        let r = sheetButtonRadius
        // The light line under the button, as wide as its straight bottom edge.
        canvas.fill(Rect(x: box.minX + r - 2, y: box.maxY, width: box.width - 2 * (r - 2), height: 1),
                    with: .solid(c.underline))
        // The rim: its top edge darkest, lightening (or, red, darkening) to the bottom.
        canvas.fill(.roundedRect(box, radius: r), with: .verticalGradient(c.rim, c.rimBottom, y0: box.minY + 1,
                                                                            y1: box.maxY))
        canvas.withState {
            canvas.clip(to: Rect(x: box.x, y: box.y, width: box.width, height: 1))
            canvas.fill(.roundedRect(box, radius: r), with: .solid(c.rimOuter))
        }
        let face = box.insetBy(dx: 3, dy: 3)
        let shape = Path.roundedRect(face, radius: r - 3)
        canvas.withState {
            canvas.clip(to: shape)
            let split = face.minY + 20
            canvas.fill(Rect(x: face.x, y: face.minY, width: face.width, height: 1), with: .solid(c.highlight))
            canvas.fill(Rect(x: face.x, y: face.minY + 1, width: face.width, height: split - face.minY - 1),
                        with: .verticalGradient(c.upperTop, c.upperBottom, y0: face.minY + 1, y1: split))
            canvas.fill(Rect(x: face.x, y: split, width: face.width, height: face.maxY - split),
                        with: .verticalGradient(c.lowerTop, c.lowerBottom, y0: split, y1: face.maxY))
        }
    }

    /// A sheet button's label as laid out, in its look's colours.
    package static func drawSheetLabel(_ label: LaidOutText, look: LaidOutSheetButton.Look, typesetter: Typesetter,
                                      on canvas: Canvas) {
        let c: SheetColors.SheetButton = switch look {
        case .normal: SheetColors.sheetNormal
        case .destructive: SheetColors.sheetDestructive
        case .cancel: SheetColors.sheetCancel
        }
        drawText(label, color: c.text, shadow: TextShadow(color: c.textShadow, offset: Point(0, c.textShadowDy)),
                 typesetter: typesetter, on: canvas)
    }

    // MARK: Alert

    /// The alert's shadow: black by distance outside the border (points), along the sides, above
    /// and below, measured on the @2x art (the middle of each edge, a point every half point).
    static let alertShadowSide: [(Double, Double)] = [
        (0.25, 0.48), (0.75, 0.31), (1.25, 0.18), (1.75, 0.09), (2.25, 0.06), (2.75, 0.04), (3.25, 0.02),
        (3.75, 0.01), (4.25, 0),
    ]
    static let alertShadowTop: [(Double, Double)] = [(0.25, 0.36), (0.75, 0.18), (1.25, 0)]
    static let alertShadowBottom: [(Double, Double)] = [
        (0.25, 0.63), (0.75, 0.56), (1.25, 0.49), (1.75, 0.45), (2.25, 0.43), (2.75, 0.4), (3.25, 0.36),
        (3.75, 0.32), (4.25, 0.27), (4.75, 0.22), (5.25, 0.17), (5.75, 0.13), (6.25, 0.09), (6.75, 0.06),
        (7.25, 0.04), (7.75, 0.02), (8.25, 0.01), (8.75, 0),
    ]

    /// The shadow as rings of black at 0.06 each around the panel: ring j reaches, on each side,
    /// as far as the profile there is at least 1 − 0.94^j, so that where n rings overlap the
    /// shadow is 1 − 0.94^n, the measured profile.
    static let alertShadowRings: [(side: Double, top: Double, bottom: Double, alpha: Double)] = {
        let alpha = 0.06
        var rings: [(side: Double, top: Double, bottom: Double, alpha: Double)] = []
        var clear = 1.0
        for _ in 0..<16 {
            clear *= 1 - alpha
            let level = 1 - clear
            rings.append((reach(alertShadowSide, level), reach(alertShadowTop, level), reach(alertShadowBottom, level),
                          alpha))
        }
        return rings
    }()

    /// How far out a decreasing profile stays at or above `level` (linear between its points; from
    /// 0 to its first point extrapolated).
    static func reach(_ profile: [(Double, Double)], _ level: Double) -> Double {
        guard profile.count >= 2 else { return 0 }
        let start = (0.0, profile[0].1 + (profile[0].1 - profile[1].1) / 2)
        let points = [start] + profile
        for (a, b) in zip(points, points.dropFirst()) where b.1 < level {
            guard a.1 >= level else { return 0 }
            return a.0 + (b.0 - a.0) * (a.1 - level) / (a.1 - b.1)
        }
        return points.last?.0 ?? 0
    }

    /// The gloss's lower edge, a parabola across the panel: `alertGlossDepth` below the panel's top
    /// in the middle, `alertGlossEdgeDepth` at its sides (the art's: 29 pt, 20.6 pt).
    package static let alertGlossDepth = 29.0
    package static let alertGlossEdgeDepth = 20.6

    /// The alert's panel in `panel` (its border's outer edge): the shadow, the border, the curved
    /// gloss and the blue body, all translucent as the art is.
    package static func drawAlertPanel(in panel: Rect, on canvas: Canvas) {
        typealias C = SheetColors
        let r = alertRadius
        for ring in alertShadowRings where ring.side > 0 || ring.top > 0 || ring.bottom > 0 {
            let box = Rect(x: panel.x - ring.side, y: panel.y - ring.top, width: panel.width + 2 * ring.side,
                           height: panel.height + ring.top + ring.bottom)
            var outside = Path.roundedRect(box, radius: r + ring.side)
            outside.append(.roundedRect(panel, radius: r))
            canvas.fill(outside, with: .solid(C.alertShadow.withAlpha(ring.alpha)), rule: .evenOdd)
        }
        // The border ring and the body inside it each cover their pixels once (the art is one
        // translucent layer).
        let inner = panel.insetBy(dx: 2, dy: 2)
        var ring = Path.roundedRect(panel, radius: r)
        ring.append(Path.roundedRect(inner, radius: r - 2))
        canvas.withState {
            canvas.clip(to: Rect(x: panel.x, y: panel.y + 2, width: panel.width, height: max(0, panel.height - 2)))
            canvas.fill(ring, with: .solid(C.alertBorder), rule: .evenOdd)
        }
        canvas.withState {
            // The top border is whiter.
            canvas.clip(to: Rect(x: panel.x, y: panel.y, width: panel.width, height: 2))
            canvas.fill(ring, with: .verticalGradient(C.alertBorderTop, C.alertBorderTopBottom, y0: panel.y,
                                                      y1: panel.y + 2), rule: .evenOdd)
        }
        // The gloss: above a parabola through the sides at the edge depth and the middle at the
        // full depth (a quadratic curve whose control point lies twice as far below as its middle).
        let edge = min(panel.y + alertGlossEdgeDepth, inner.maxY)
        let middle = min(panel.y + alertGlossDepth, inner.maxY)
        var gloss = Path()
        gloss.move(to: Point(inner.minX, inner.minY))
        gloss.line(to: Point(inner.minX, edge))
        gloss.quad(to: Point(inner.maxX, edge), control: Point(inner.midX, 2 * middle - edge))
        gloss.line(to: Point(inner.maxX, inner.minY))
        gloss.close()
        var body = Path()
        body.move(to: Point(inner.minX, edge))
        body.quad(to: Point(inner.maxX, edge), control: Point(inner.midX, 2 * middle - edge))
        body.line(to: Point(inner.maxX, inner.maxY))
        body.line(to: Point(inner.minX, inner.maxY))
        body.close()
        canvas.withState {
            canvas.clip(to: .roundedRect(inner, radius: r - 2))
            let ramp = LinearGradient(start: Point(0, inner.minY), end: Point(0, middle),
                                      stops: C.alertGloss.map { GradientStop($0.0, $0.1) })
            if let ramp { canvas.fill(gloss, with: .linearGradient(ramp)) }
            canvas.fill(body, with: .solid(C.alertBody))
        }
    }

    /// An alert button in `box` (43 pt tall): translucent white over the panel.
    package static func drawAlertButton(in box: Rect, look: LaidOutSheetButton.Look, on canvas: Canvas) {
        typealias C = SheetColors
        let c = look == .cancel ? C.alertCancel : C.alertNormal
        let r = alertButtonRadius
        let body = Rect(x: box.x, y: box.y, width: box.width, height: box.height - 1)
        canvas.withState {
            canvas.clip(to: Rect(x: box.x, y: body.maxY, width: box.width, height: 1))
            canvas.fill(.roundedRect(Rect(x: box.x, y: box.y + 1, width: box.width, height: box.height - 1), radius: r),
                        with: .solid(C.alertButtonUnderline))
        }
        var rim = Path.roundedRect(body, radius: r)
        let face = body.insetBy(dx: 1, dy: 1)
        rim.append(Path.roundedRect(face, radius: r - 1))
        canvas.fill(rim, with: .solid(C.alertButtonLine), rule: .evenOdd)
        canvas.withState {
            canvas.clip(to: .roundedRect(face, radius: r - 1))
            let split = face.minY + 20
            canvas.fill(Rect(x: face.x, y: face.minY, width: face.width, height: 1),
                        with: .solid(Color.white.withAlpha(c.highlight)))
            canvas.fill(Rect(x: face.x, y: face.minY + 1, width: face.width, height: split - face.minY - 1),
                        with: .verticalGradient(Color.white.withAlpha(c.upperTop), Color.white.withAlpha(c.upperBottom),
                                                y0: face.minY + 1, y1: split))
            canvas.fill(Rect(x: face.x, y: split, width: face.width, height: face.maxY - split),
                        with: .verticalGradient(Color.white.withAlpha(c.lowerTop), Color.white.withAlpha(c.lowerBottom),
                                                y0: split, y1: face.maxY))
            // A lighter half-point down each side of the face.
            for x in [face.minX, face.maxX - 0.5] {
                canvas.fill(Rect(x: x, y: face.minY, width: 0.5, height: face.height),
                            with: .solid(Color.white.withAlpha(C.alertButtonSideLight)))
            }
        }
    }

    /// An alert's message too long for it: a scrolling text view, white with 5-pt corners and a
    /// soft inner shadow along its top (TSAlertView's text view and its shadow mask), its first
    /// lines dark, clipped to it (docs/DESIGN.md §Action sheets and alerts).
    package static func drawScrollingMessage(_ lines: [LaidOutText], in box: Rect, typesetter: Typesetter,
                                             on canvas: Canvas) {
        let shape = Path.roundedRect(box, radius: SheetMetrics.alertMessageBoxRadius)
        canvas.fill(shape, with: .solid(.white))
        canvas.withState {
            canvas.clip(to: shape)
            canvas.fill(Rect(x: box.x, y: box.y, width: box.width, height: 4),
                        with: .verticalGradient(Color.black.withAlpha(0.35), Color.black.withAlpha(0),
                                                y0: box.y, y1: box.y + 4))
            for line in lines { drawText(line, color: SheetColors.alertScrollingText, shadow: nil,
                                         typesetter: typesetter, on: canvas) }
        }
    }

    /// White text with the alerts' dark shadow, as laid out.
    package static func drawAlertText(_ text: LaidOutText, typesetter: Typesetter, on canvas: Canvas) {
        drawText(text, color: .white, shadow: TextShadow(color: SheetColors.alertTextShadow, offset: Point(0, -1)),
                 typesetter: typesetter, on: canvas)
    }

    /// Laid-out text at its place (its frame's x, its baseline as the phone rounds it).
    static func drawText(_ text: LaidOutText, color: Color, shadow: TextShadow?, typesetter: Typesetter,
                         on canvas: Canvas) {
        guard !text.text.isEmpty else { return }
        let run = typesetter.run(text.text, font: Font(text.font))
        canvas.drawText(run, at: Point(text.frame.x, BarText.deviceBaseline(text.baseline, scale: canvas.scale)),
                        color: color, shadow: shadow)
    }
}
