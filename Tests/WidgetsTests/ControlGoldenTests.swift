import ChevronTesting
import Geometry
import Raster
import Testing
import Typesetting
@testable import Widgets

/// Every standard control (Sources/Widgets/Views) drawn on one sheet at 1x and @2x, byte-exact:
/// the slider at three values and pressed, both progress styles, the three spinners in two
/// phases, page controls, every button type and state, the four text field borders with text,
/// placeholder, secure dots and the clear button, and the switch on and off. The figures are held
/// to Apple's art by `ControlFigureTests` and bench/fidelity.sh's `views:` line.
struct ControlGoldenTests {
    static func sheet(scale: Double) throws -> Bitmap {
        let t = try Typesetter.bundled()
        let c = try Canvas(width: 320, height: 400, scale: scale, background: .white)
        // Sliders.
        SliderView(value: 0).draw(in: Rect(x: 10, y: 8, width: 140, height: 23), on: c)
        SliderView(value: 0.5).draw(in: Rect(x: 170, y: 8, width: 140, height: 23), on: c)
        SliderView(value: 8, minimumValue: 0, maximumValue: 10).draw(in: Rect(x: 10, y: 36, width: 140, height: 23), on: c)
        SliderView(value: 1, highlighted: true).draw(in: Rect(x: 170, y: 36, width: 140, height: 23), on: c)
        // Progress views: default on white, bar on a dark strip.
        ProgressView(progress: 0.3).draw(in: Rect(x: 10, y: 66, width: 140, height: 9), on: c)
        c.fill(Rect(x: 160, y: 62, width: 160, height: 19), with: .solid(Color(rgb: 0x6d83a2)))
        ProgressView(progress: 0.7, style: .bar).draw(in: Rect(x: 170, y: 66, width: 140, height: 11), on: c)
        // Spinners: gray on white, white and whiteLarge on a dark box.
        ActivityIndicatorView(style: .gray, phase: 0).draw(in: Rect(x: 10, y: 88, width: 20, height: 20), on: c)
        ActivityIndicatorView(style: .gray, phase: 5).draw(in: Rect(x: 36, y: 88, width: 20, height: 20), on: c)
        c.fill(Rect(x: 64, y: 84, width: 120, height: 45), with: .solid(Color(rgb: 0x333333)))
        ActivityIndicatorView(style: .white, phase: 3).draw(in: Rect(x: 70, y: 88, width: 20, height: 20), on: c)
        ActivityIndicatorView(style: .whiteLarge, phase: 0).draw(in: Rect(x: 96, y: 88, width: 37, height: 37), on: c)
        ActivityIndicatorView(style: .whiteLarge, phase: 7).draw(in: Rect(x: 140, y: 88, width: 37, height: 37), on: c)
        // Page controls on a dark strip.
        c.fill(Rect(x: 190, y: 84, width: 130, height: 45), with: .solid(.black))
        PageControlView(numberOfPages: 5, currentPage: 1).draw(in: Rect(x: 190, y: 84, width: 130, height: 36), on: c)
        PageControlView(numberOfPages: 1, hidesForSinglePage: true).draw(in: Rect(x: 190, y: 100, width: 130, height: 36), on: c)
        // Buttons: the rounded rect in each state, then the small types.
        for (i, state) in ButtonView.State.allCases.enumerated() {
            ButtonView(type: .roundedRect, title: "Sign In", state: state)
                .draw(in: Rect(x: 10 + Double(i) * 76, y: 136, width: 72, height: 37), typesetter: t, on: c)
        }
        let small: [ButtonView.ButtonType] = [.detailDisclosure, .infoDark, .contactAdd]
        for (i, type) in small.enumerated() {
            ButtonView(type: type).draw(in: Rect(x: 10 + Double(i) * 36, y: 180, width: 31, height: 31), typesetter: t, on: c)
            ButtonView(type: type, state: .highlighted)
                .draw(in: Rect(x: 120 + Double(i) * 36, y: 180, width: 31, height: 31), typesetter: t, on: c)
        }
        c.fill(Rect(x: 228, y: 180, width: 92, height: 31), with: .solid(Color(rgb: 0x1f1f1f)))
        ButtonView(type: .infoLight).draw(in: Rect(x: 234, y: 180, width: 31, height: 31), typesetter: t, on: c)
        ButtonView(type: .infoLight, state: .disabled).draw(in: Rect(x: 270, y: 180, width: 31, height: 31), typesetter: t, on: c)
        // Text fields.
        TextFieldView(borderStyle: .roundedRect, text: "Standard ol' text field!", showsClearButton: true)
            .draw(in: Rect(x: 10, y: 220, width: 300, height: 31), typesetter: t, on: c)
        TextFieldView(borderStyle: .line, placeholder: "Placeholder").draw(in: Rect(x: 10, y: 256, width: 145, height: 31),
                                                                           typesetter: t, on: c)
        TextFieldView(borderStyle: .bezel, text: "secret", secure: true).draw(in: Rect(x: 165, y: 256, width: 145, height: 31),
                                                                             typesetter: t, on: c)
        TextFieldView(borderStyle: .none, text: "No border", fontSize: 17, bold: true, alignment: .center)
            .draw(in: Rect(x: 10, y: 292, width: 300, height: 31), typesetter: t, on: c)
        // Switches.
        SwitchView(isOn: true).draw(in: Rect(x: 10, y: 330, width: 94, height: 27), typesetter: t, on: c)
        SwitchView(isOn: false).draw(in: Rect(x: 120, y: 330, width: 200, height: 60), typesetter: t, on: c)
        return c.bitmap
    }

    @Test("standard controls", arguments: [1.0, 2.0])
    func controls(scale: Double) throws {
        assertGolden(try Self.sheet(scale: scale), named: "standard-controls@\(Int(scale))x", tolerance: .exact)
    }
}
