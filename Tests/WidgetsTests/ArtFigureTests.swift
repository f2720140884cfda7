import Geometry
import GoldenTesting
import Layout
import Raster
import RasterPNG
import Testing
import Typesetting
@testable import Widgets

/// Apple's art (PastryKit's copies of UIKit's images, 1x, ../shared/fidelity/art), read here with
/// Chevron's PNG reader, against Chevron's drawing of the same widget, pixel by pixel at the places
/// that carry a figure (a gloss row, a border, the emboss, the back button's outline). The art is
/// stretched as UIKit stretches it: a bordered button's caps are 5 / 1 / 5 (Chevron's column 25 of
/// 50 is the art's column 5), a back button's left cap is 13 (column 30 of 50 is the art's 13).
/// Colours within 3 levels unless stated, alpha within 40 on an edge (its anti-aliasing).
/// Skipped (listed as such) when the references are absent: they are never part of the repository.
@Suite(.enabled(if: FidelityReferences.required("art"), "needs ../shared/fidelity/art (Apple's art)"))
struct ArtFigureTests {
    /// The art's pixel (`x`, `y`), straight RGBA.
    static func art(_ file: String, _ x: Int, _ y: Int) throws -> (r: Int, g: Int, b: Int, a: Int) {
        try FidelityReferences.image("art/" + file).rgbaAt(x, y)
    }

    /// Chevron's premultiplied pixel against the art's, premultiplied: each colour within
    /// `within`, alpha within `alphaWithin`.
    static func close(_ p: PremultipliedColor, _ art: (r: Int, g: Int, b: Int, a: Int), within: Int = 3,
                      alphaWithin: Int = 0) -> Bool {
        func pre(_ v: Int) -> Int { (v * art.a + 127) / 255 }
        return abs(Int(p.r) - pre(art.r)) <= within && abs(Int(p.g) - pre(art.g)) <= within
            && abs(Int(p.b) - pre(art.b)) <= within && abs(Int(p.a) - art.a) <= alphaWithin
    }

    static func hex(_ art: (r: Int, g: Int, b: Int, a: Int)) -> String {
        Color(r: UInt8(art.r), g: UInt8(art.g), b: UInt8(art.b), a: UInt8(art.a)).hexString
    }

    /// A bordered button's art, 50 x 30 at 1x, as the fidelity check draws it.
    static func bordered(_ look: BarLook, role: ButtonPalette.Role = .bordered, pressed: Bool = false) throws -> Bitmap {
        let c = try Canvas(width: 50, height: 30, scale: 1)
        BorderedButton.drawArt(frame: Rect(x: 0, y: 0, width: 50, height: 30), look: look, role: role, pressed: pressed,
                               on: c)
        return c.bitmap
    }

    static func back(_ look: BarLook, pressed: Bool = false) throws -> Bitmap {
        let c = try Canvas(width: 50, height: 30, scale: 1)
        try BackButtonArt(look: look, highlighted: pressed, scale: 1).draw(in: Rect(x: 0, y: 0, width: 50, height: 30), on: c)
        return c.bitmap
    }

    /// The middle column's rows of every bordered look: the dark top border (0), the gloss (1–14),
    /// the step to the flat base (15), the base (21) and the bottom border (28).
    @Test("bordered art rows", arguments: [
        (BarLook.Style.default, false, "UINavigationBarDefaultButton.png"),
        (.default, true, "UINavigationBarDefaultButtonPressed.png"),
        (.black, false, "UINavigationBarBlackOpaqueButton.png"),
        (.blackTranslucent, false, "UINavigationBarBlackTranslucentButton.png"),
        (.black, true, "UINavigationBarBlackButtonPressed.png"),
        (.blackTranslucent, true, "UINavigationBarBlackButtonPressed.png"),
    ])
    func borderedRows(style: BarLook.Style, pressed: Bool, art: String) throws {
        let b = try Self.bordered(BarLook(style: style), pressed: pressed)
        for y in [0, 1, 2, 8, 14, 15, 21, 28] {
            let a = try Self.art(art, 5, y)
            #expect(Self.close(b[25, y], a), "\(art) row \(y): \(b[25, y].unpremultiplied.hexString), art \(Self.hex(a))")
        }
    }

    @Test func doneArt() throws {
        let done = try Self.bordered(.default, role: .done)
        for y in [0, 2, 21, 28] {
            let a = try Self.art("UINavigationBarDoneButton.png", 5, y)
            #expect(Self.close(done[25, y], a), "row \(y): \(done[25, y].unpremultiplied.hexString), art \(Self.hex(a))")
        }
        // UINavigationBarDoneButtonPressed.png is UINavigationBarDefaultButtonPressed.png pixel for
        // pixel, and so is Chevron's pressed done button its pressed bordered one.
        #expect(try FidelityReferences.image("art/UINavigationBarDoneButtonPressed.png")
                == FidelityReferences.image("art/UINavigationBarDefaultButtonPressed.png"))
        #expect(try Self.bordered(.default, role: .done, pressed: true) == Self.bordered(.default, pressed: true))
    }

    @Test func theDefaultTintDerivesTheDefaultArt() throws {
        // A tint derives its rows; the default bar's own tint (its background art's row 22, below
        // the gloss) must land on the default button art, normal and pressed.
        let t = try FidelityReferences.image("art/UINavigationBarDefaultBackground.png").rgbaAt(0, 22)
        let look = BarLook(tint: Color(r: UInt8(t.r), g: UInt8(t.g), b: UInt8(t.b)))
        let b = try Self.bordered(look)
        for y in [0, 2, 21] {
            let a = try Self.art("UINavigationBarDefaultButton.png", 5, y)
            #expect(Self.close(b[25, y], a), "row \(y): \(b[25, y].unpremultiplied.hexString), art \(Self.hex(a))")
        }
        let p = try Self.bordered(look, pressed: true)
        for y in [2, 21] {
            let a = try Self.art("UINavigationBarDefaultButtonPressed.png", 5, y)
            #expect(Self.close(p[25, y], a, within: 4), "pressed row \(y): \(p[25, y].unpremultiplied.hexString), art \(Self.hex(a))")
        }
    }

    @Test func barRampsBend() throws {
        // The bars' ramps are curves, not lines: rows inside the gloss and below the step.
        func bar(_ look: BarLook, _ kind: BarBackground.Kind) throws -> Bitmap {
            let c = try Canvas(width: 4, height: 44, scale: 1)
            BarBackground.draw(look, kind: kind, in: Rect(x: 0, y: 0, width: 4, height: 44), on: c)
            return c.bitmap
        }
        let d = try bar(.default, .navigationBar), t = try bar(.default, .toolbar)
        let k = try bar(BarLook(style: .black), .navigationBar)
        let rows: [(Bitmap, String, Int)] = [
            (d, "UINavigationBarDefaultBackground.png", 5), (d, "UINavigationBarDefaultBackground.png", 11),
            (d, "UINavigationBarDefaultBackground.png", 32), (t, "UIButtonBarDefaultBackground.png", 11),
            (k, "UINavigationBarBlackOpaqueBackground.png", 11),
        ]
        for (b, file, y) in rows {
            let a = try Self.art(file, 0, y)
            #expect(Self.close(b[2, y], a, within: 2), "\(file) row \(y): \(b[2, y].unpremultiplied.hexString), art \(Self.hex(a))")
        }
    }

    @Test func sideBorderFollowsTheRows() throws {
        // Column 0 of the default button on rows 10 and 21 (0.74 × the row), and of the black
        // translucent one on row 10 (half the gloss).
        let b = try Self.bordered(.default)
        let d10 = try Self.art("UINavigationBarDefaultButton.png", 0, 10)
        let d21 = try Self.art("UINavigationBarDefaultButton.png", 0, 21)
        #expect(Self.close(b[0, 10], d10, within: 4), "\(b[0, 10].unpremultiplied.hexString), art \(Self.hex(d10))")
        #expect(Self.close(b[0, 21], d21), "\(b[0, 21].unpremultiplied.hexString), art \(Self.hex(d21))")
        let t = try Self.bordered(BarLook(style: .blackTranslucent))
        let t10 = try Self.art("UINavigationBarBlackTranslucentButton.png", 0, 10)
        #expect(Self.close(t[0, 10], t10, within: 4), "\(t[0, 10].unpremultiplied.hexString), art \(Self.hex(t10))")
    }

    @Test func topBorderWrapsTheCorners() throws {
        // The art's column 0 on rows 3 and 4 carries the top border's dark colour down the
        // corner, against the side's lighter colour on row 5; Chevron's corner pixels are as dark
        // as the art's within 32 levels of blue on row 3 and 12 on row 4, and darker than row 5's.
        let b = try Self.bordered(.default)
        let file = "UINavigationBarDefaultButton.png"
        let (a3, a4, a5) = (try Self.art(file, 0, 3), try Self.art(file, 0, 4), try Self.art(file, 0, 5))
        let (b3, b4) = (Int(b[0, 3].unpremultiplied.b), Int(b[0, 4].unpremultiplied.b))
        #expect(b3 <= a3.b + 32 && b3 < a5.b, "row 3: \(b[0, 3].unpremultiplied.hexString), art \(Self.hex(a3))")
        #expect(b4 <= a4.b + 12 && b4 < a5.b, "row 4: \(b[0, 4].unpremultiplied.hexString), art \(Self.hex(a4))")
    }

    @Test("the emboss row", arguments: [
        (BarLook.Style.default, false, "UINavigationBarDefaultButton.png"),
        (.black, false, "UINavigationBarBlackOpaqueButton.png"),
        (.black, true, "UINavigationBarBlackButtonPressed.png"),
    ])
    func embossRow(style: BarLook.Style, pressed: Bool, art: String) throws {
        // Row 29, below the button: a translucent light line.
        let b = try Self.bordered(BarLook(style: style), pressed: pressed)
        let a = try Self.art(art, 5, 29)
        #expect(Self.close(b[25, 29], a, within: 1, alphaWithin: 1), "\(b[25, 29]), art \(Self.hex(a))")
    }

    @Test func backButtonOutline() throws {
        // The art's alpha along the outline: the tip (column 0, half a row below the centre), the
        // upper diagonal, the top edge, the lower diagonal, and two pixels outside the chevron.
        let b = try Self.back(.default)
        for (x, y) in [(0, 14), (0, 15), (3, 9), (6, 5), (12, 0), (2, 18), (0, 12), (4, 24)] {
            let a = try Self.art("UINavigationBarDefaultBack.png", x, y).a
            #expect(abs(Int(b[x, y].a) - a) <= 40, "(\(x), \(y)): alpha \(b[x, y].a), art \(a)")
        }
    }

    @Test func backButtonUpperDiagonalIsTheTopBorder() throws {
        // The art's upper diagonal is edged as dark as the top border, the edge below the tip
        // lighter, like the sides: Chevron's pixels on the two diagonals keep that order, and
        // its upper one is within 40 levels of blue of the art's.
        let b = try Self.back(.default)
        let upper = b[4, 9].unpremultiplied, lower = b[2, 18].unpremultiplied
        let artUpper = try Self.art("UINavigationBarDefaultBack.png", 4, 9)
        let artLower = try Self.art("UINavigationBarDefaultBack.png", 2, 18)
        #expect(artLower.b > artUpper.b)
        #expect(abs(Int(upper.b) - artUpper.b) <= 40, "row 9 column 4: \(upper.hexString), art \(Self.hex(artUpper))")
        #expect(Int(lower.b) > Int(upper.b), "row 18 column 2: \(lower.hexString)")
    }

    @Test func blackTranslucentBackHasTheGreyGloss() throws {
        // The stretched column (13) of the black translucent back button and of the black pressed
        // one: the grey gloss, every body pixel opaque.
        let b = try Self.back(BarLook(style: .blackTranslucent))
        for y in [2, 8, 14, 20] {
            let a = try Self.art("UINavigationBarBlackTranslucentBack.png", 13, y)
            #expect(Self.close(b[30, y], a), "row \(y): \(b[30, y].unpremultiplied.hexString), art \(Self.hex(a))")
        }
        let p = try Self.back(BarLook(style: .black), pressed: true)
        for y in [2, 8] {
            let a = try Self.art("UINavigationBarBlackBackPressed.png", 13, y)
            #expect(Self.close(p[30, y], a), "pressed row \(y): \(p[30, y].unpremultiplied.hexString), art \(Self.hex(a))")
        }
    }
}

/// A black translucent bar's title is opaque white on the phone (255 over a black photo), not the
/// 80 % of its items.
struct TranslucentBarTitleTests {
    @Test func translucentBarTitleIsOpaqueWhite() throws {
        let t = try Typesetter.bundled()
        let c = try Canvas(width: 120, height: 44, scale: 1, background: .black)
        let title = LaidOutText(text: "HIH", isTruncated: false, font: BarMetrics.titleFont,
                                frame: Rect(x: 30, y: 0, width: 60, height: 44), baseline: BarMetrics.titleBaseline)
        let bar = NavigationBarLayout(size: Size(width: 120, height: 44), center: .title(title))
        try BarPainter.draw(bar, look: BarLook(style: .blackTranslucent), images: .none,
                            at: Rect(x: 0, y: 0, width: 120, height: 44), typesetter: t, on: c)
        let brightest = c.bitmap.pixels.map { PremultipliedColor(packed: $0).r }.max() ?? 0
        #expect(brightest == 255, "the title's stems are white, not 80 %: \(brightest)")
    }
}

/// The bar-style segmented control against UIKit's segment art (../shared/fidelity/segments,
/// `UISegmentBar*.png`, 1x and @2x; left cap 6 px at 1x, 12 at @2x, so Chevron's middle column of
/// a 60-pt segment is the art's column 6, or 12 at @2x).
@Suite(.enabled(if: FidelityReferences.required("segments"), "needs ../shared/fidelity/segments (UIKit's art)"))
struct SegmentArtFigureTests {
    static func segment(selected: Bool, scale: Double) throws -> Bitmap {
        let c = try Canvas(width: 60, height: 30, scale: scale)
        SegmentedControlArt.draw(style: .bar, segments: [.init(width: 60, selected: selected)], origin: .zero,
                                 look: .default, tint: nil, on: c)
        return c.bitmap
    }

    static func art(_ file: String, _ x: Int, _ y: Int) throws -> (r: Int, g: Int, b: Int, a: Int) {
        try FidelityReferences.image("segments/" + file).rgbaAt(x, y)
    }

    @Test func oneXRows() throws {
        let b = try Self.segment(selected: false, scale: 1)
        for y in [0, 2, 8, 21, 28] {
            let a = try Self.art("UISegmentBarButton.png", 6, y)
            #expect(ArtFigureTests.close(b[30, y], a), "row \(y): \(b[30, y].unpremultiplied.hexString), art \(ArtFigureTests.hex(a))")
        }
        // Its corner: column 0 on rows 1, 4 and 6 (transparent, nearly opaque, opaque in the art).
        for y in [1, 4, 6] {
            let a = try Self.art("UISegmentBarButton.png", 0, y).a
            #expect(abs(Int(b[0, y].a) - a) <= 30, "corner row \(y): alpha \(b[0, y].a), art \(a)")
        }
    }

    @Test func twoXIsNotTheOneXArtScaled() throws {
        // The @2x art's body (row 40) is lighter than the 1x art's, its gloss ends on row 28, and
        // its emboss is two pixel rows (58, 59) of white at different alphas.
        let b = try Self.segment(selected: false, scale: 2)
        let body = try Self.art("UISegmentBarButton@2x.png", 12, 40), gloss = try Self.art("UISegmentBarButton@2x.png", 12, 28)
        #expect(ArtFigureTests.close(b[60, 40], body), "\(b[60, 40].unpremultiplied.hexString), art \(ArtFigureTests.hex(body))")
        #expect(ArtFigureTests.close(b[60, 28], gloss, within: 4), "\(b[60, 28].unpremultiplied.hexString), art \(ArtFigureTests.hex(gloss))")
        for y in [58, 59] {
            let a = try Self.art("UISegmentBarButton@2x.png", 12, y).a
            #expect(abs(Int(b[60, y].a) - a) <= 3, "emboss row \(y): alpha \(b[60, y].a), art \(a)")
        }
        let s = try Self.segment(selected: true, scale: 2)
        let selected = try Self.art("UISegmentBarButtonHighlighted@2x.png", 12, 36)
        #expect(ArtFigureTests.close(s[60, 36], selected), "\(s[60, 36].unpremultiplied.hexString), art \(ArtFigureTests.hex(selected))")
    }

    @Test func dividerIsTheSegmentDarkened() throws {
        let c = try Canvas(width: 80, height: 30, scale: 1)
        SegmentedControlArt.draw(style: .bar, segments: [.init(width: 40), .init(width: 40)], origin: .zero,
                                 look: .default, tint: nil, on: c)
        for y in [5, 21, 28] {
            let a = try Self.art("UISegmentBarDivider.png", 0, y)
            #expect(ArtFigureTests.close(c.bitmap[39, y], a, within: 4),
                    "row \(y): \(c.bitmap[39, y].unpremultiplied.hexString), art \(ArtFigureTests.hex(a))")
        }
    }
}
