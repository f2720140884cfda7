import Geometry
import Raster
import Typesetting

/// The standard scene's labels (SCENE.md §4): DejaVu Sans Bold loaded from the file the scene
/// names — for this benchmark only; Chevron's own text uses its bundled fonts — set on unhinted
/// design advances with no kerning, at pixel size = em size (the canvas works at scale 1, so 24 and
/// 40 pt are 24 and 40 px). Each label is drawn twice: the shadow, black at alpha 128, one pixel
/// above, then the white text.
///
/// The typesetter (font file, faces, glyph cache) is made once, outside the timed region; the runs
/// are laid out every frame, as the peers call `fill_text` every frame.
struct SceneText {
    /// SCENE.md §4: "Use this file directly, not a family-name lookup."
    static let defaultFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    static let shadow = TextShadow(color: Color(rgb: 0x000000, alpha: 128.0 / 255.0), offset: Point(0, -1))

    let typesetter: Typesetter

    init(fontPath: String = SceneText.defaultFontPath) throws {
        typesetter = try Typesetter(faceFile: fontPath)
    }

    /// The scene's `LabelDrawer`: text at start x and baseline y, whole pixels.
    var drawer: StandardScene.LabelDrawer {
        let typesetter = self.typesetter
        return { canvas, text, size, x, baseline in
            let run = typesetter.run(text, font: .bold(size))
            canvas.drawText(run, at: Point(x, baseline), color: .white, shadow: SceneText.shadow)
        }
    }

    /// The unhinted advance of a label in pixels (SCENE.md §4's table checks it to 0.001 px).
    func advance(_ text: String, size: Double) -> Double {
        typesetter.advance(of: text, size: size, bold: true)
    }
}
