import Chevron
import ChevronTesting
import Foundation
import Testing

/// The keyboard's drawn glyphs and labels against the real 1x keyboards in
/// ../shared/fidelity/keyboard (test references only, never part of the repository; skipped, and
/// said so, when absent): each glyph's ink is read off the reference and off what Chevron draws
/// from a scene of the same keyboard (the fidelity check's scenes, `KeyboardCases`).
struct KeyboardFigureTests {
    static let available = FidelityReferences.required("keyboard/UIKeyboardTypeDefault.png",
                                                       "keyboard/UIKeyboardTypeURL.png",
                                                       "keyboard/UIKeyboardTypePhonePad.png")

    /// Chevron's keyboard of `type` and the reference `file`.
    static func pair(_ type: String, _ file: String) throws -> (ours: Bitmap, phone: Bitmap) {
        let scene = "canvas: {width: 320, height: 216, scale: 1}\n"
            + "keyboard: {keyboardType: \(type), autocapitalizationType: none}\n"
        return (try TableFigureTests.render(scene).bitmap,
                try TableFigureTests.reference("keyboard/UIKeyboardType\(file).png"))
    }

    static func sum(_ c: Color) -> Int { Int(c.r) + Int(c.g) + Int(c.b) }

    /// The box of the pixels in `rect` (x, y, width, height) that `ink` picks.
    static func box(_ b: Bitmap, _ rect: (Int, Int, Int, Int), _ ink: (Color) -> Bool)
        -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in rect.1..<(rect.1 + rect.3) {
            for x in rect.0..<(rect.0 + rect.2) where ink(b.color(x: x, y: y)) {
                xs.append(x)
                ys.append(y)
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }

    static func expectSameBox(_ ours: Bitmap, _ phone: Bitmap, _ rect: (Int, Int, Int, Int), _ what: String,
                              tolerance: Int = 0, _ ink: (Color) -> Bool) throws {
        let drawn = box(ours, rect, ink), read = box(phone, rect, ink)
        let o = try #require(drawn, "\(what): no ink drawn")
        let p = try #require(read, "\(what): no ink in the reference")
        for (a, b) in [(o.x.lowerBound, p.x.lowerBound), (o.x.upperBound, p.x.upperBound),
                       (o.y.lowerBound, p.y.lowerBound), (o.y.upperBound, p.y.upperBound)] {
            #expect(abs(a - b) <= tolerance, "\(what): ink \(o) against the reference's \(p)")
        }
    }

    /// The white glyphs of shift and delete (their brightest ink, inside the faces) cover the
    /// reference's rows and columns within a pixel.
    @Test(.enabled(if: available, "../shared/fidelity is absent: the keyboard's glyphs are not checked"))
    func shiftAndDeleteAreTheReferences() throws {
        let (ours, phone) = try Self.pair("default", "Default")
        let white = { (c: Color) in Self.sum(c) > 3 * 240 }
        try Self.expectSameBox(ours, phone, (6, 124, 30, 32), "shift", tolerance: 1, white)
        try Self.expectSameBox(ours, phone, (284, 124, 30, 32), "delete", tolerance: 1, white)
    }

    /// The phone pad's `+`, `*` and `#` (dark ink on the light cell): each symbol's box.
    @Test(.enabled(if: available, "../shared/fidelity is absent: the phone pad's symbols are not checked"))
    func phoneSymbolsAreTheReferences() throws {
        let (ours, phone) = try Self.pair("phonePad", "PhonePad")
        let dark = { (c: Color) in Self.sum(c) < 3 * 150 }
        for (name, x) in [("+", 18), ("*", 41), ("#", 61)] {
            try Self.expectSameBox(ours, phone, (x, 170, 21, 40), name, tolerance: 1, dark)
        }
    }

    /// The letters' shadow: the row under `M`'s stems is opaque white in both.
    @Test(.enabled(if: available, "../shared/fidelity is absent: the letters' shadow is not checked"))
    func lettersHaveAnOpaqueWhiteShadow() throws {
        let (ours, phone) = try Self.pair("default", "Default")
        // M's face is at (243, 120); its stems end on the row above the shadow.
        let stem = try #require((124..<158).last { Self.sum(phone.color(x: 249, y: $0)) < 30 })
        #expect(Self.sum(phone.color(x: 249, y: stem + 1)) >= 3 * 250)
        #expect(Self.sum(ours.color(x: 249, y: stem)) < 30)
        #expect(Self.sum(ours.color(x: 249, y: stem + 1)) >= 3 * 250)
    }

    /// The titles' ink: `return` and the URL keyboard's `.com` span the reference's columns
    /// within a pixel and its rows exactly.
    @Test(.enabled(if: available, "../shared/fidelity is absent: the keyboard's titles are not checked"))
    func titlesAreWhereTheReferencesAre() throws {
        let (ours, phone) = try Self.pair("default", "Default")
        try Self.expectSameBox(ours, phone, (249, 180, 62, 26), "return", tolerance: 1) { Self.sum($0) > 3 * 235 }
        let (url, urlPhone) = try Self.pair("URL", "URL")
        try Self.expectSameBox(url, urlPhone, (192, 179, 43, 30), ".com", tolerance: 1) { Self.sum($0) < 3 * 100 }
    }
}
