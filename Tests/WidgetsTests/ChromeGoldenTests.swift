import Geometry
import Raster
import TestSupport
import Testing
@testable import Widgets

/// Golden pictures of the chrome without text: bars in every style and a set of tints, and the
/// button art of every palette, at @1x and @2x.
struct ChromeGoldenTests {
    static let tints: [Color?] = [nil, Color(hex: "#ff8000"), Color(hex: "#3a8f3a"), Color(hex: "#8b1a1a"), Color(hex: "#5a5a5a")]

    @Test("bars", arguments: [1.0, 2.0])
    func bars(scale: Double) throws {
        let looks: [BarLook] = [.default, BarLook(style: .black), BarLook(style: .blackTranslucent), BarLook(translucent: true)]
            + Self.tints.compactMap { $0 }.map { BarLook(tint: $0) }
        let c = try Canvas(width: 250, height: Double(looks.count) * 50, scale: scale, background: .white)
        // A striped content layer so translucency shows.
        for i in 0..<25 where i % 2 == 0 {
            c.fill(Rect(x: Double(i) * 10, y: 0, width: 10, height: Double(looks.count) * 50), with: .solid(Color(rgb: 0xd0a0a0)))
        }
        for (i, look) in looks.enumerated() {
            let y = Double(i) * 50
            BarBackground.draw(look, kind: .navigationBar, in: Rect(x: 0, y: y, width: 120, height: 44), on: c)
            BarBackground.draw(look, kind: .toolbar, in: Rect(x: 125, y: y, width: 120, height: 44), on: c)
            let box = Rect(x: 62, y: y + 7, width: 50, height: 29)
            ButtonArt.draw(ButtonShape.rounded(box), box: box, palette: ButtonPalette(look: look), on: c)
            let art = try BackButtonArt(look: look, highlighted: false, scale: Int(scale))
            art.draw(in: Rect(x: 5, y: y + 7, width: 50, height: 30), on: c)
            let done = Rect(x: 187, y: y + 7, width: 50, height: 29)
            ButtonArt.draw(ButtonShape.rounded(done), box: done, palette: ButtonPalette(look: look, role: .done), on: c)
        }
        try GoldenCheck.check(c.bitmap, "bars@\(Int(scale))x")
    }

    @Test("pressed buttons", arguments: [1.0, 2.0])
    func pressed(scale: Double) throws {
        let c = try Canvas(width: 250, height: 44, scale: scale, background: .white)
        BarBackground.draw(.default, kind: .navigationBar, in: Rect(x: 0, y: 0, width: 250, height: 44), on: c)
        try BackButtonArt(look: .default, highlighted: true, scale: Int(scale)).draw(in: Rect(x: 5, y: 7, width: 60, height: 30), on: c)
        let box = Rect(x: 75, y: 7, width: 50, height: 29)
        ButtonArt.draw(ButtonShape.rounded(box), box: box, palette: ButtonPalette(look: .default, pressed: true), on: c)
        let tinted = Rect(x: 135, y: 7, width: 50, height: 29)
        ButtonArt.draw(ButtonShape.rounded(tinted), box: tinted,
                       palette: ButtonPalette(look: BarLook(tint: Color(hex: "#ff8000")), pressed: true), on: c)
        try GoldenCheck.check(c.bitmap, "pressed@\(Int(scale))x")
    }
}
