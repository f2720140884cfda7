import ChevronTesting
import Geometry
import Layout
import Raster
import Testing
import Typesetting
@testable import Widgets

/// Buttons with their labels on bars of each style, at @1x and @2x.
struct LabelledButtonGoldenTests {
    @Test("labelled buttons", arguments: [1.0, 2.0])
    func labelled(scale: Double) throws {
        let t = try Typesetter.bundled()
        let context = LayoutContext(measurer: TextMeasurer(t))
        func backWidth(_ title: String) -> Double { ItemSizing.width(of: .backButton(title: title, image: nil), context: context) }
        func bordered(_ title: String) -> Double { ItemSizing.width(of: .button(title: title, style: .bordered), context: context) }
        let looks: [BarLook] = [.default, BarLook(style: .black), BarLook(style: .blackTranslucent),
                                BarLook(tint: Color(hex: "#ff8000"))]
        let c = try Canvas(width: 320, height: Double(looks.count) * 44, scale: scale, background: .white)
        for (i, look) in looks.enumerated() {
            let y = Double(i) * 44
            BarBackground.draw(look, kind: .navigationBar, in: Rect(x: 0, y: y, width: 320, height: 44), on: c)
            let back = backWidth("Back")
            try BackButton.draw(title: "Back", frame: Rect(x: 5, y: y + 7, width: back, height: 30), look: look,
                                typesetter: t, on: c)
            let quick = backWidth("QuickForms!")
            try BackButton.draw(title: "QuickForms!", frame: Rect(x: 60, y: y + 7, width: quick, height: 30), look: look,
                                highlighted: true, typesetter: t, on: c)
            let about = bordered("About")
            BorderedButton.draw(title: "About", frame: Rect(x: 315 - about, y: y + 7, width: about, height: 30), look: look,
                                typesetter: t, on: c)
            let done = bordered("Done")
            BorderedButton.draw(title: "Done", frame: Rect(x: 255 - done - 5, y: y + 7, width: done, height: 30), look: look,
                                role: .done, typesetter: t, on: c)
        }
        assertGolden(c.bitmap, named: "labelled-buttons@\(Int(scale))x", tolerance: .exact)
    }
}
