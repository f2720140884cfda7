import Geometry
import GoldenTesting
import Raster
import Testing
@testable import Widgets

/// The measured figures of docs/DESIGN.md §Measured figures, pinned on our own renderings (within 2
/// levels unless stated).
struct ChromeFigureTests {
    static func render(_ look: BarLook, _ kind: BarBackground.Kind, height: Double = 44, scale: Double = 1,
                       over background: Color = .clear) throws -> Bitmap {
        let c = try Canvas(width: 10, height: height, scale: scale, background: background)
        BarBackground.draw(look, kind: kind, in: Rect(x: 0, y: 0, width: 10, height: height), on: c)
        return c.bitmap
    }

    static func close(_ p: PremultipliedColor, _ hex: String, within: Int = 2) -> Bool {
        let c = Color(hex: hex)!.premultiplied
        return abs(Int(p.r) - Int(c.r)) <= within && abs(Int(p.g) - Int(c.g)) <= within
            && abs(Int(p.b) - Int(c.b)) <= within && abs(Int(p.a) - Int(c.a)) <= within
    }

    @Test("orange-tinted bar rows", arguments: [(0, "#ffc994"), (1, "#ffb163"), (21, "#ff8913"), (22, "#ff8000"),
                                                (42, "#ff6c00"), (43, "#612800")])
    func orangeBar(row: Int, hex: String) throws {
        let b = try Self.render(BarLook(tint: Color(hex: "#ff8000")), .navigationBar)
        #expect(Self.close(b[5, row], hex), "row \(row): \(b[5, row].unpremultiplied) vs \(hex)")
    }

    @Test func defaultBarIsTint8195afWithin3() throws {
        let d = try Self.render(.default, .navigationBar)
        let t = try Self.render(BarLook(tint: Color(hex: "#8195af")), .navigationBar)
        for y in 0..<43 {
            #expect(Self.close(t[5, y], d[5, y].unpremultiplied.hexString, within: 3), "row \(y)")
        }
    }

    @Test func barsAtTwoAndThreeTimes() throws {
        for scale in [2.0, 3.0] {
            let b = try Self.render(.default, .navigationBar, scale: scale)
            let s = Int(scale)
            #expect(b.height == 44 * s)
            // The @2x bar's own pixel rows (docs/figures.md §Measured figures at @2x; RetinaFigureTests reads
            // them off the retina screenshots): a 1-px #e6e6e6 highlight over #ccd2da, a 2-px
            // #2d3033 separator; spread over 132 px at @3x.
            #expect(Self.close(b[3, 0], "#e6e6e6"), "the top pixel row")
            #expect(Self.close(b[3, 44 * s - 1], "#2d3033") && Self.close(b[3, 43 * s + 1], "#2d3033"))
            if s == 2 { #expect(Self.close(b[3, 1], "#ccd2da")) }
            #expect(Self.close(b[3, 22 * s], "#7f94b0", within: 3), "the hard step")
        }
    }

    @Test func promptAndLandscapeBarsKeepTheirLines() throws {
        for h in [74.0, 32.0] {
            let b = try Self.render(.default, .navigationBar, height: h)
            #expect(Self.close(b[5, 0], "#cdd5df") && Self.close(b[5, Int(h) - 1], "#2d3642"))
            #expect(Self.close(b[5, 1], "#b0bccd") && Self.close(b[5, Int(h) - 2], "#6d84a2"))
        }
    }

    // MARK: Buttons

    static func button(_ palette: ButtonPalette) throws -> Bitmap {
        let c = try Canvas(width: 40, height: 44, scale: 1, background: .clear)
        let box = Rect(x: 0, y: 7, width: 40, height: 29)
        ButtonArt.draw(ButtonShape.rounded(box), box: box, palette: palette, on: c)
        return c.bitmap
    }

    @Test func borderedButtonRows() throws {
        let b = try Self.button(ButtonPalette(look: .default))
        let x = 20, top = 7
        #expect(Self.close(b[x, top], "#30363e"), "row 0: dark top border")
        #expect(Self.close(b[x, top + 20], "#4a6c9b"), "flat base")
        #expect(Self.close(b[x, top + 28], "#375073"), "bottom border")
        #expect(Self.close(b[0, top + 20], "#375073"), "side border")
        // Gloss rows 2–14: base + white with k = 0.43 − 0.0258·y.
        for y in 2...14 {
            let k = 0.43 - 0.0258 * Double(y)
            let base = Color(hex: "#4a6c9b")!
            func ch(_ v: UInt8) -> Int { Int((Double(v) + k * (255 - Double(v))).rounded()) }
            let p = b[x, top + y]
            #expect(abs(Int(p.r) - ch(base.r)) <= 2 && abs(Int(p.b) - ch(base.b)) <= 2, "gloss row \(y)")
        }
        // Row 29: the emboss, white at alpha 0.30.
        let emboss = b[x, top + 29]
        #expect(abs(Int(emboss.a) - 77) <= 2 && emboss.r == emboss.a)
    }

    @Test("button bases", arguments: [
        (BarLook.default, ButtonPalette.Role.bordered, false, "#4a6c9b", "#375073"),
        (.default, .bordered, true, "#273f6d", ""),
        (.default, .done, false, "#2463de", "#1b49b4"),
        (BarLook(style: .black), .bordered, false, "#333333", "#262626"),
        (BarLook(style: .blackTranslucent), .bordered, false, "#000000", ""),
    ])
    func buttonBases(look: BarLook, role: ButtonPalette.Role, pressed: Bool, base: String, border: String) throws {
        let p = ButtonPalette(look: look, role: role, pressed: pressed)
        #expect(p.base == Color(hex: base)!)
        if !border.isEmpty { #expect(p.border == Color(hex: border)!) }
        #expect(abs(p.embossAlpha - (look.isBlack ? 0.25 : 0.30)) < 0.005)
    }

    @Test func tintedButtonBases() {
        let orange = ButtonPalette(look: BarLook(tint: Color(hex: "#ff8000")))
        #expect(Self.close(orange.base.premultiplied, "#ff5700", within: 3), "\(orange.base)")
        // The HSB rule (docs/DESIGN.md §Button gloss) on the default bar's bottom row gives the
        // default base within 3 levels.
        let blue = ButtonPalette(look: BarLook(tint: Color(hex: "#8195af")))
        #expect(Self.close(blue.base.premultiplied, "#4a6c9b", within: 3), "\(blue.base)")
        let pressed = ButtonPalette(look: BarLook(tint: Color(hex: "#ff8000")), pressed: true)
        #expect(HSB(pressed.base).b < HSB(orange.base).b)
    }

    @Test func backButtonArtIsStretchable() throws {
        let art = try BackButtonArt(look: .default, highlighted: false, scale: 2)
        #expect(art.image.width == 40 && art.image.height == 60)
        #expect(art.capInsets.left == 13 && art.capInsets.right == 6)
        // The tip: on the vertical centre at x = 0.
        #expect(art.image[1, 29].a > 0)
        #expect(art.image[1, 2].a == 0, "the top-left corner is outside the chevron")
        let c = try Canvas(width: 80, height: 30, scale: 2)
        art.draw(in: Rect(x: 0, y: 0, width: 80, height: 30), on: c)
        // Stretched: the left cap is unchanged, the right end still rounded.
        for y in 0..<60 {
            for x in 0..<26 { #expect(c.bitmap[x, y] == art.image[x, y]) }
        }
        #expect(c.bitmap[159, 0].a == 0 && c.bitmap[159, 28].a > 0)
    }
}

/// The bars' rows against the bars' art (../shared/fidelity/art, 1 px wide, repeated across the
/// bar), read with Chevron's PNG reader: every row of each bar within 2 levels (colour and alpha),
/// and the black translucent bar's alpha, with the opaque black bar under it. Skipped (listed as
/// such) when the references are absent: they are never part of the repository.
@Suite(.enabled(if: FidelityReferences.required("art"), "needs ../shared/fidelity/art (Apple's art)"))
struct BarArtRowTests {
    @Test("bar rows against the art", arguments: [
        (BarLook.default, BarBackground.Kind.navigationBar, "UINavigationBarDefaultBackground.png"),
        (BarLook(style: .black), .navigationBar, "UINavigationBarBlackOpaqueBackground.png"),
        (BarLook.default, .toolbar, "UIButtonBarDefaultBackground.png"),
    ])
    func barRows(look: BarLook, kind: BarBackground.Kind, art: String) throws {
        let b = try ChromeFigureTests.render(look, kind)
        let image = try FidelityReferences.image("art/" + art)
        #expect(image.height == 44)
        for row in 0..<image.height {
            let a = image.rgbaAt(0, row)
            let p = b[5, row].unpremultiplied
            let close = abs(Int(p.r) - a.r) <= 2 && abs(Int(p.g) - a.g) <= 2 && abs(Int(p.b) - a.b) <= 2
                && abs(Int(p.a) - a.a) <= 2
            #expect(close, "\(art) row \(row): \(p.hexString), art \(Color(r: UInt8(a.r), g: UInt8(a.g), b: UInt8(a.b)).hexString)")
        }
    }

    @Test("black translucent rows: the art's alpha, and the opaque bar over black")
    func blackTranslucent() throws {
        let bar = try ChromeFigureTests.render(BarLook(style: .blackTranslucent), .navigationBar)
        let overBlack = try ChromeFigureTests.render(BarLook(style: .blackTranslucent), .navigationBar, over: .black)
        let overWhite = try ChromeFigureTests.render(BarLook(style: .blackTranslucent), .navigationBar, over: .white)
        let opaque = try ChromeFigureTests.render(BarLook(style: .black), .navigationBar)
        let art = try FidelityReferences.image("art/UINavigationBarBlackTranslucentBackground.png")
        for row in [0, 1, 21, 22, 41, 42, 43] {
            let alpha = art.rgbaAt(0, row).a
            #expect(abs(Int(bar[5, row].a) - alpha) <= 2, "row \(row) alpha \(bar[5, row].a), art \(alpha)")
            #expect(ChromeFigureTests.close(overBlack[5, row], opaque[5, row].unpremultiplied.hexString), "row \(row)")
            #expect(overWhite[5, row].r > opaque[5, row].r + 40, "content shows through")
        }
    }
}
