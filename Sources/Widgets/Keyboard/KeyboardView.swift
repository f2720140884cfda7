import ChevronSupport
import Geometry
import Layout
import NavigationModel
import Raster
import Typesetting

/// A laid-out keyboard drawn at a point of the canvas (docs/figures.md §Keyboard): the background,
/// every key where `KeyboardLayout` put it with its label, and the pressed key's pop-up. Nothing is
/// placed here that layout did not place.
package struct KeyboardView {
    package let layout: KeyboardLayout

    package init(_ layout: KeyboardLayout) {
        self.layout = layout
    }

    var isAlert: Bool { layout.traits.keyboardAppearance == .alert }

    /// Draws the keyboard with its top-left corner at `origin`. `copiesKeys`: a key's shadow or face
    /// that a key of the same size, look and row already drew over the same pixels is copied from
    /// it (`DrawingMemo`), to the same bytes (false only for the tests that show it). Returns how
    /// many shadows and faces were copied.
    @discardableResult
    package func draw(at origin: Point, typesetter: Typesetter, on canvas: Canvas, copiesKeys: Bool = true) -> Int {
        canvas.withState {
            canvas.translate(origin.x, origin.y)
            let box = Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
            canvas.clip(to: box)
            let labels = Labels(view: self, typesetter: typesetter, transform: canvas.transform,
                                canvasScale: canvas.scale)
            let faces = DrawingMemo<KeyboardColors.Face>()
            var copied = 0
            if layout.traits.keyboardType.isPad {
                canvas.fill(box, with: .solid(isAlert ? KeyboardArt.darkened(KeyboardColors.padLine)
                                                : KeyboardColors.padLine))
            } else {
                KeyboardArt.drawBackground(in: box, alert: isAlert, on: canvas)
                // The keys' labels are shaped and rendered on a second thread while the shadows are
                // drawn (the glyphs are a fifth of the keyboard's painting; the drawing finds them
                // cached).
                let shadows = DrawingMemo<Bool>()
                SecondThread.run({
                    for (i, key) in layout.keys.enumerated() {
                        let faceFollows = drawsOpaqueFace(key, at: i)
                        let draw = { KeyboardArt.drawShadow(of: key.frame, faceFollows: faceFollows, on: canvas) }
                        if copiesKeys {
                            shadows.draw(faceFollows, box: KeyboardArt.shadowBox(of: key.frame), on: canvas, draw)
                        } else {
                            draw()
                        }
                    }
                }, alongside: { labels.render() })
                copied += shadows.copies
            }
            for (i, key) in layout.keys.enumerated() where i != layout.pressed {
                draw(key, label: labels.shaped[i], faces: copiesKeys ? faces : nil, typesetter: typesetter, on: canvas)
            }
            if let i = layout.pressed, let bubble = layout.popUpFrame {
                drawPopUp(layout.keys[i], bubble: bubble, typesetter: typesetter, on: canvas)
            }
            return copied + faces.copies
        }
    }

    /// Whether `draw(_:typesetter:on:)` covers the key with an opaque face (`KeyboardArt.drawFace`):
    /// every key but a pad's cell and the pressed key (its pop-up stands in its place).
    func drawsOpaqueFace(_ key: KeyboardKey, at index: Int) -> Bool {
        guard index != layout.pressed, key.style != .pad, key.style != .padLight else { return false }
        let face = look(of: key)
        return face.highlight.a == 255 && face.top.a == 255 && face.bottom.a == 255
    }

    /// The face a key is drawn with.
    func look(of key: KeyboardKey) -> KeyboardColors.Face {
        switch key.style {
        case .character:
            return KeyboardColors.character[min(key.row, KeyboardColors.character.count - 1)]
        case .light:
            return KeyboardColors.light
        case .function, .pad, .padLight:
            if key.isBlue || (key.name == "shift" && layout.shift == .capsLock) { return KeyboardColors.blue }
            // Shift held: the key turns white as the letters.
            if key.name == "shift" && layout.shift == .on { return KeyboardColors.character[2] }
            let face = KeyboardColors.function[max(0, min(key.row - 2, KeyboardColors.function.count - 1))]
            guard isAlert else { return face }
            return KeyboardColors.Face(highlight: KeyboardArt.darkened(face.highlight),
                                       top: KeyboardArt.darkened(face.top), bottom: KeyboardArt.darkened(face.bottom))
        }
    }

    /// Draws a key: its face (copied through `faces` when given), then its label or glyph. `label`:
    /// its label shaped ahead (`Labels`), or nil to shape it here.
    func draw(_ key: KeyboardKey, label shaped: (run: TextRun, baseline: Point)?, faces: DrawingMemo<KeyboardColors.Face>?,
              typesetter: Typesetter, on canvas: Canvas) {
        typealias M = KeyboardMetrics
        let f = key.frame
        let scale = f.height / (key.style == .pad || key.style == .padLight ? M.padRowPitch - 1 : M.keyHeight)
        switch key.style {
        case .pad, .padLight:
            KeyboardArt.drawPadCell(f, light: key.style == .padLight, on: canvas)
            drawPadLabel(key, scale: scale, typesetter: typesetter, on: canvas)
            return
        default:
            let look = look(of: key)
            if let faces {
                faces.draw(look, box: f, on: canvas) { KeyboardArt.drawFace(f, look: look, on: canvas) }
            } else {
                KeyboardArt.drawFace(f, look: look, on: canvas)
            }
        }
        let lit = key.name == "shift" && layout.shift == .on
        switch key.name {
        case "shift" where key.label.isEmpty:
            KeyboardArt.drawShiftArrow(in: f, color: lit ? KeyboardColors.lightTitle : .white,
                                       filled: layout.shift == .capsLock, on: canvas)
        case "delete":
            KeyboardArt.drawDelete(in: f, plate: KeyboardGlyphMetrics.rowDelete, scale: scale, color: .white,
                                   on: canvas)
        default:
            let (run, baseline) = shaped ?? label(of: key, scale: scale, canvasScale: canvas.scale, typesetter: typesetter)
            if key.style == .character || (key.style == .light && key.name != "space") {
                canvas.drawText(run, at: baseline, color: KeyboardColors.letter,
                                shadow: TextShadow(color: KeyboardColors.letterShadow, offset: Point(0, 1)))
            } else if key.style == .light {
                canvas.drawText(run, at: baseline, color: KeyboardColors.lightTitle,
                                shadow: TextShadow(color: Color.white.withAlpha(0.5), offset: Point(0, 1)))
            } else {
                canvas.drawText(run, at: baseline, color: key.isEnabled ? KeyboardColors.functionTitle
                                    : KeyboardColors.disabledTitle,
                                shadow: TextShadow(color: KeyboardColors.functionShadow, offset: Point(0, -1)))
            }
        }
    }

    /// A key's label and where it is drawn: centred, starting on a whole pixel (measured: the
    /// references' labels fit best so, `return` 4.96 → 2.48 and `.com` 12.1 → 2.5 over the face).
    func label(of key: KeyboardKey, scale: Double, canvasScale: Double, typesetter: Typesetter)
        -> (run: TextRun, baseline: Point)
    {
        let f = key.frame
        let run = typesetter.run(key.label, font: .bold(key.fontSize * scale))
        return (run, Point(snap(f.midX - run.width / 2, canvasScale), f.minY + key.baseline * scale))
    }

    /// Whether a key shows its label as text (`draw`'s last case): a key of the rows with a label,
    /// but for delete and the pressed key (its pop-up shows it).
    func showsLabel(_ key: KeyboardKey, at index: Int) -> Bool {
        index != layout.pressed && key.style != .pad && key.style != .padLight && !key.label.isEmpty
            && key.name != "delete"
    }

    /// The labels of a keyboard's character, light and function keys, shaped once and rendered
    /// ahead (into the faces' glyph caches), on another thread when there are keys' shadows to draw
    /// meanwhile.
    private final class Labels: @unchecked Sendable {
        let view: KeyboardView
        let typesetter: Typesetter
        let transform: Transform
        let canvasScale: Double
        /// Each key's label and baseline once `render` has run (nil for the keys without one).
        private(set) var shaped: [(run: TextRun, baseline: Point)?]

        init(view: KeyboardView, typesetter: Typesetter, transform: Transform, canvasScale: Double) {
            self.view = view
            self.typesetter = typesetter
            self.transform = transform
            self.canvasScale = canvasScale
            shaped = Array(repeating: nil, count: view.layout.keys.count)
        }

        func render() {
            for (i, key) in view.layout.keys.enumerated() where view.showsLabel(key, at: i) {
                let scale = key.frame.height / KeyboardMetrics.keyHeight
                let label = view.label(of: key, scale: scale, canvasScale: canvasScale, typesetter: typesetter)
                label.run.renderGlyphs(at: label.baseline, transform: transform)
                shaped[i] = label
            }
        }
    }

    /// A pad's digit and its letters, or its glyph (measured on the number pad: digits bold 26 with
    /// their baseline 30 below the cell's top, 33 when alone; letters bold 12, 1.5 apart, baseline 46).
    func drawPadLabel(_ key: KeyboardKey, scale: Double, typesetter: Typesetter, on canvas: Canvas) {
        let f = key.frame
        if key.name == "delete" {
            KeyboardArt.drawDelete(in: f, plate: KeyboardGlyphMetrics.padDelete, scale: scale,
                                   color: KeyboardColors.padGlyph, on: canvas)
            return
        }
        if key.name == "+*#" {
            KeyboardArt.drawPhoneSymbols(in: f, color: KeyboardColors.padGlyph, on: canvas)
            return
        }
        guard !key.label.isEmpty else { return }
        let light = key.style == .padLight
        let digit = typesetter.run(key.label, font: .bold(KeyboardMetrics.padDigitFontSize * scale))
        let alone = key.sublabel.isEmpty && key.name != "1"
        let digitBaseline = f.minY + (alone ? 33 : 30) * scale
        canvas.drawText(digit, at: Point(f.midX - digit.width / 2, digitBaseline),
                        color: light ? KeyboardColors.lightTitle : .white,
                        shadow: TextShadow(color: light ? Color.white.withAlpha(0.5) : KeyboardColors.functionShadow,
                                           offset: Point(0, light ? 1 : -1)))
        guard !key.sublabel.isEmpty else { return }
        // Spaced out: each letter on its own, `padLetterSpacing` apart.
        let runs = key.sublabel.map { typesetter.run(String($0), font: .bold(KeyboardMetrics.padLettersFontSize * scale)) }
        let spacing = KeyboardMetrics.padLetterSpacing * scale
        var x = f.midX - (runs.reduce(0) { $0 + $1.width } + spacing * Double(runs.count - 1)) / 2
        for run in runs {
            canvas.drawText(run, at: Point(x, f.minY + 46 * scale), color: KeyboardColors.padLetters,
                            shadow: TextShadow(color: KeyboardColors.functionShadow, offset: Point(0, -1)))
            x += run.width + spacing
        }
    }

    /// The pressed key's pop-up: a white bubble standing on the key, the character large in it as
    /// it would be typed (capital under shift).
    func drawPopUp(_ key: KeyboardKey, bubble: Rect, typesetter: Typesetter, on canvas: Canvas) {
        typealias M = KeyboardMetrics
        let f = key.frame
        let head = Rect(x: bubble.minX, y: bubble.minY, width: bubble.width, height: M.popUpHeadHeight)
        var path = Path.roundedRect(head, radius: 8)
        path.append(Path.roundedRect(Rect(x: f.minX, y: head.maxY - 10, width: f.width, height: f.maxY - head.maxY + 10),
                                     radius: KeyboardArt.cornerRadius))
        canvas.withState {
            canvas.translate(0, 2)
            canvas.fill(path, with: .solid(Color.black.withAlpha(0.45)))
        }
        let ramp = RowRamp(segments: [.row(.white), .ramp(count: Int(bubble.height.rounded()) - 1,
                                                          first: Color(r: 250, g: 250, b: 251),
                                                          last: Color(r: 214, g: 216, b: 219))])
        canvas.fill(path, with: .linearGradient(ramp.gradient(top: bubble.minY, height: bubble.height)))
        let shown = layout.shift == .off ? key.name : key.label
        let run = typesetter.run(shown, font: .bold(M.popUpFontSize * f.height / M.keyHeight))
        canvas.drawText(run, at: Point(head.midX - run.width / 2, head.minY + 43 * f.height / M.keyHeight),
                        color: .black)
    }
}
