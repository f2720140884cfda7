import Geometry
import Raster
import Typesetting
import Widgets

/// The scenes of the text goldens: bar text as docs/DESIGN.md §Fonts places it, on plain
/// backgrounds that stand in for the bar and button art (drawn by the widgets, not here).
enum TextScenes {
    /// The default bar's middle colour and the bordered button's base
    /// (docs/DESIGN.md §Measured figures).
    static let barColor = Color(rgb: 0x889bb3)
    static let buttonColor = Color(rgb: 0x4a6c9b)

    /// A 320 x 44 bar: the title "Underlined Text", bold 20 white with the bar shadow, centred,
    /// baseline y = 28; and a long title truncated to the space between two 60-pt items.
    static func title(_ typesetter: Typesetter, scale: Double) -> Bitmap {
        let canvas = Fixtures.canvas(320, 88, scale: scale, background: barColor)
        let title = typesetter.run("Underlined Text", font: .bold(20))
        canvas.drawText(title, at: Point(160 - title.width / 2, 28), color: .white, shadow: Fixtures.barShadow)
        let long = typesetter.run("A Title Far Too Long For The Bar", font: .bold(20), truncatedTo: 320 - 2 * 73)
        canvas.drawText(long, in: Rect(x: 73, y: 44, width: 320 - 2 * 73, height: 44), alignment: .center,
                        color: .white, shadow: Fixtures.barShadow)
        return canvas.makeBitmap()
    }

    /// Button labels, bold 12 white with the bar shadow, baseline 19 pt below a 30-pt button top:
    /// "Back", "Edit", "Done" and a truncated back-button title.
    static func labels(_ typesetter: Typesetter, scale: Double) -> Bitmap {
        let canvas = Fixtures.canvas(200, 30, scale: scale, background: buttonColor)
        var x = 12.0
        for text in ["Back", "Edit", "Done"] {
            let run = typesetter.run(text, font: .bold(12))
            canvas.drawText(run, at: Point(x, 19), color: .white, shadow: Fixtures.barShadow)
            x += run.width + 20
        }
        let long = typesetter.run("Photo Albums Of Summer", font: .bold(12), truncatedTo: 200 - x - 8)
        canvas.drawText(long, at: Point(x, 19), color: .white, shadow: Fixtures.barShadow)
        return canvas.makeBitmap()
    }

    /// Fallback and missing glyphs: regular 17 black on white, no shadow.
    static func fallback(_ typesetter: Typesetter, scale: Double) -> Bitmap {
        let canvas = Fixtures.canvas(240, 30, scale: scale, background: .white)
        let run = typesetter.run("Café Ж ☺ שלום 漢 😀 e\u{301}", font: .regular(17))
        canvas.drawText(run, at: Point(6, 21), color: .black)
        return canvas.makeBitmap()
    }

    /// The status-bar time on the black status bar (bold 14, light grey) and a half-transparent
    /// red prompt on a transparent canvas: colour and alpha.
    static func colors(_ typesetter: Typesetter, scale: Double) -> Bitmap {
        let canvas = Fixtures.canvas(160, 40, scale: scale)
        canvas.fill(Rect(x: 0, y: 0, width: 160, height: 20), with: .color(.black))
        let time = typesetter.run("9:41 AM", font: .bold(14))
        canvas.drawText(time, in: Rect(x: 0, y: 0, width: 160, height: 20), alignment: .center,
                        color: Color(rgb: 0xd8d8d8))
        let prompt = typesetter.run("Choose a photo", font: .regular(13))
        canvas.drawText(prompt, in: Rect(x: 0, y: 20, width: 160, height: 20), alignment: .right,
                        color: Color(r: 200, g: 0, b: 0, a: 128),
                        shadow: TextShadow(color: .white, offset: Point(0, 1)))
        return canvas.makeBitmap()
    }
}
