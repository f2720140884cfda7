import BarLayout
import Geometry
import Raster
import Testing
import Typesetting
@testable import Widgets

/// Figures read off Apple's own art (PastryKit's copies of UIKit's images, 1x), pinned on Chevron's
/// drawing of the same widget so that a later change cannot drift back. Each constant names the art
/// file it was read from; colours within 3 levels, alpha within 40 (an edge's anti-aliasing).
struct ArtFigureTests {
    static func close(_ p: PremultipliedColor, _ rgb: UInt32, within: Int = 3) -> Bool {
        let c = Color(rgb: rgb)
        return abs(Int(p.r) - Int(c.r)) <= within && abs(Int(p.g) - Int(c.g)) <= within
            && abs(Int(p.b) - Int(c.b)) <= within && p.a == 255
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

    /// (style, pressed, art file, middle column's rows 0, 1, 2, 8, 14, 15, 21, 28)
    @Test("bordered art rows", arguments: [
        (BarLook.Style.default, false, "UINavigationBarDefaultButton.png",
         [0x30363e, 0x7e8fa7, 0x8ea4c1, 0x728bb0, 0x5877a2, 0x476999, 0x4a6c9b, 0x375073] as [UInt32]),
        (.default, true, "UINavigationBarDefaultButtonPressed.png",
         [0x2b2e36, 0x6f798f, 0x7d88a5, 0x58698c, 0x3a4e78, 0x253c6a, 0x273f6d, 0x1d2f51]),
        (.black, false, "UINavigationBarBlackOpaqueButton.png",
         [0x242424, 0x747474, 0x838383, 0x606060, 0x444444, 0x303030, 0x333333, 0x262626]),
        (.blackTranslucent, false, "UINavigationBarBlackTranslucentButton.png",
         [0x191919, 0x636363, 0x707070, 0x515151, 0x303030, 0x000000, 0x000000, 0x000000]),
        (.black, true, "UINavigationBarBlackButtonPressed.png",
         [0x1d1d1d, 0x5d5d5d, 0x696969, 0x4d4d4d, 0x363636, 0x262626, 0x292929, 0x1e1e1e]),
        (.blackTranslucent, true, "UINavigationBarBlackButtonPressed.png",
         [0x1d1d1d, 0x5d5d5d, 0x696969, 0x4d4d4d, 0x363636, 0x262626, 0x292929, 0x1e1e1e]),
    ])
    func borderedRows(style: BarLook.Style, pressed: Bool, art: String, rows: [UInt32]) throws {
        let b = try Self.bordered(BarLook(style: style), pressed: pressed)
        for (y, rgb) in zip([0, 1, 2, 8, 14, 15, 21, 28], rows) {
            #expect(Self.close(b[25, y], rgb), "\(art) row \(y): \(b[25, y].unpremultiplied.hexString)")
        }
    }

    @Test func doneArt() throws {
        // UINavigationBarDoneButton.png, rows 0, 2, 21, 28; UINavigationBarDoneButtonPressed.png is
        // UINavigationBarDefaultButtonPressed.png pixel for pixel.
        let done = try Self.bordered(.default, role: .done)
        for (y, rgb) in [(0, 0x2a354b), (2, 0x7b9eea), (21, 0x2463de), (28, 0x1b49b4)] as [(Int, UInt32)] {
            #expect(Self.close(done[25, y], rgb), "row \(y): \(done[25, y].unpremultiplied.hexString)")
        }
        #expect(try Self.bordered(.default, role: .done, pressed: true) == Self.bordered(.default, pressed: true))
    }

    @Test func theDefaultTintDerivesTheDefaultArt() throws {
        // A tint derives its rows; the default bar's own tint (#8195af) must land on the default
        // art: UINavigationBarDefaultButton.png rows 0 / 2 / 21 = #30363e / #8ea4c1 / #4a6c9b, and
        // UINavigationBarDefaultButtonPressed.png rows 2 / 21 = #7d88a5 / #273f6d.
        let look = BarLook(tint: Color(rgb: 0x8195af))
        let b = try Self.bordered(look)
        for (y, rgb) in [(0, 0x30363e), (2, 0x8ea4c1), (21, 0x4a6c9b)] as [(Int, UInt32)] {
            #expect(Self.close(b[25, y], rgb), "row \(y): \(b[25, y].unpremultiplied.hexString)")
        }
        let p = try Self.bordered(look, pressed: true)
        for (y, rgb) in [(2, 0x7d88a5), (21, 0x273f6d)] as [(Int, UInt32)] {
            #expect(Self.close(p[25, y], rgb, within: 4), "pressed row \(y): \(p[25, y].unpremultiplied.hexString)")
        }
    }

    @Test func barRampsBend() throws {
        // UINavigationBarDefaultBackground.png rows 5 / 11 / 32 = #aab8c9 / #9eaec1 / #768ba7 (the
        // screenshots' bars have the same rows); UIButtonBarDefaultBackground.png row 11 #9faec2;
        // UINavigationBarBlackOpaqueBackground.png row 11 #3e3e3e.
        func bar(_ look: BarLook, _ kind: BarBackground.Kind) throws -> Bitmap {
            let c = try Canvas(width: 4, height: 44, scale: 1)
            BarBackground.draw(look, kind: kind, in: Rect(x: 0, y: 0, width: 4, height: 44), on: c)
            return c.bitmap
        }
        let d = try bar(.default, .navigationBar), t = try bar(.default, .toolbar)
        let k = try bar(BarLook(style: .black), .navigationBar)
        for (b, y, rgb) in [(d, 5, 0xaab8c9), (d, 11, 0x9eaec1), (d, 32, 0x768ba7), (t, 11, 0x9faec2),
                            (k, 11, 0x3e3e3e)] as [(Bitmap, Int, UInt32)] {
            #expect(Self.close(b[2, y], rgb, within: 2), "row \(y): \(b[2, y].unpremultiplied.hexString)")
        }
    }

    @Test func sideBorderFollowsTheRows() throws {
        // UINavigationBarDefaultButton.png column 0: row 10 #4d627f, row 21 #375073 (0.74 × the row).
        let b = try Self.bordered(.default)
        #expect(Self.close(b[0, 10], 0x4d627f, within: 4), "\(b[0, 10].unpremultiplied.hexString)")
        #expect(Self.close(b[0, 21], 0x375073), "\(b[0, 21].unpremultiplied.hexString)")
        // UINavigationBarBlackTranslucentButton.png column 0, row 10: #232323, half the gloss.
        let t = try Self.bordered(BarLook(style: .blackTranslucent))
        #expect(Self.close(t[0, 10], 0x232323, within: 4), "\(t[0, 10].unpremultiplied.hexString)")
    }

    @Test func topBorderWrapsTheCorners() throws {
        // UINavigationBarDefaultButton.png column 0, rows 3 and 4: #3a434f and #4f5c6f (the top
        // border's colour running down the corner), against #58697f on row 5.
        let b = try Self.bordered(.default)
        #expect(Int(b[0, 3].unpremultiplied.b) <= 0x6e, "row 3: \(b[0, 3].unpremultiplied.hexString)")
        #expect(Int(b[0, 4].unpremultiplied.b) <= 0x78, "row 4: \(b[0, 4].unpremultiplied.hexString)")
    }

    @Test func embossRow() throws {
        // Row 29: white at alpha 77 (default), 64 (black); #cccccc at 64 on the black pressed art.
        #expect(try Self.bordered(.default)[25, 29] == Color.white.withAlpha(77 / 255).premultiplied)
        #expect(try Self.bordered(BarLook(style: .black))[25, 29] == Color.white.withAlpha(64 / 255).premultiplied)
        #expect(try Self.bordered(BarLook(style: .black), pressed: true)[25, 29]
                == Color(rgb: 0xcccccc).withAlpha(64 / 255).premultiplied)
    }

    @Test func backButtonOutline() throws {
        // UINavigationBarDefaultBack.png's alpha: the tip's pixels in column 0, rows 14 and 15, are
        // 192 and 197 (the tip half a row below the centre); the upper diagonal crosses row 9 in
        // column 3 (93) and row 5 in column 6 (167); the top edge is reached by column 12 (219).
        let b = try Self.back(.default)
        let figures: [(x: Int, y: Int, alpha: Int)] = [(0, 14, 192), (0, 15, 197), (3, 9, 93), (6, 5, 167),
                                                       (12, 0, 219), (2, 18, 142), (0, 12, 0), (4, 24, 0)]
        for f in figures {
            #expect(abs(Int(b[f.x, f.y].a) - f.alpha) <= 40, "(\(f.x), \(f.y)): alpha \(b[f.x, f.y].a), art \(f.alpha)")
        }
    }

    @Test func backButtonUpperDiagonalIsTheTopBorder() throws {
        // UINavigationBarDefaultBack.png: the edge pixels of the upper diagonal are as dark as the top
        // border (#2a313b at row 4, column 6 at alpha 15 – 211 across it; #222a36 at row 9, column 3),
        // those below the tip lighter, like the sides (#3f587b at row 16, column 1).
        let b = try Self.back(.default)
        let upper = b[4, 9].unpremultiplied, lower = b[2, 18].unpremultiplied
        #expect(Int(upper.b) < 0x70, "row 9 column 4: \(upper.hexString)")
        #expect(Int(lower.b) > Int(upper.b), "row 18 column 2: \(lower.hexString)")
    }

    @Test func blackTranslucentBackHasTheGreyGloss() throws {
        // UINavigationBarBlackTranslucentBack.png column 16: rows 2 / 8 / 14 / 20 = #707070 / #515151 /
        // #303030 / #000000, every body pixel opaque.
        let b = try Self.back(BarLook(style: .blackTranslucent))
        for (y, rgb) in [(2, 0x707070), (8, 0x515151), (14, 0x303030), (20, 0x000000)] as [(Int, UInt32)] {
            #expect(Self.close(b[30, y], rgb), "row \(y): \(b[30, y].unpremultiplied.hexString)")
        }
        // UINavigationBarBlackBackPressed.png column 16, rows 2 and 8: #696969, #4d4d4d.
        let p = try Self.back(BarLook(style: .black), pressed: true)
        #expect(Self.close(p[30, 2], 0x696969) && Self.close(p[30, 8], 0x4d4d4d))
    }

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

/// The bar-style segmented control against UIKit's segment art (`UISegmentBar*.png`, 1x and @2x).
struct SegmentArtFigureTests {
    static func segment(selected: Bool, scale: Double) throws -> Bitmap {
        let c = try Canvas(width: 60, height: 30, scale: scale)
        SegmentedControlArt.draw(style: .bar, segments: [.init(width: 60, selected: selected)], origin: .zero,
                                 look: .default, tint: nil, on: c)
        return c.bitmap
    }

    @Test func oneXRows() throws {
        // UISegmentBarButton.png column 6: rows 0 / 2 / 8 / 21 / 28 = #373b40 / #a5b4c6 / #8d9fb7 /
        // #6e85a3 / #526379.
        let b = try Self.segment(selected: false, scale: 1)
        for (y, rgb) in [(0, 0x373b40), (2, 0xa5b4c6), (8, 0x8d9fb7), (21, 0x6e85a3), (28, 0x526379)] as [(Int, UInt32)] {
            #expect(ArtFigureTests.close(b[30, y], rgb), "row \(y): \(b[30, y].unpremultiplied.hexString)")
        }
        // Its corner: radius 5 (column 0 is transparent on row 1, 243 on row 4, opaque from row 5).
        #expect(b[0, 1].a < 30 && b[0, 4].a > 200 && b[0, 6].a == 255)
    }

    @Test func twoXIsNotTheOneXArtScaled() throws {
        // UISegmentBarButton@2x.png column 12: a gloss from #a0afc2 (row 3) to #889bb3 (row 29) and a
        // body of #7e94b0 on rows 30–55, where the 1x art's body is #6e85a3.
        let b = try Self.segment(selected: false, scale: 2)
        #expect(ArtFigureTests.close(b[60, 40], 0x7e94b0), "\(b[60, 40].unpremultiplied.hexString)")
        #expect(ArtFigureTests.close(b[60, 28], 0x899cb3, within: 4), "\(b[60, 28].unpremultiplied.hexString)")
        // Its emboss: white at alpha 77 on pixel row 58, 34 on row 59.
        #expect(abs(Int(b[60, 58].a) - 77) <= 3 && abs(Int(b[60, 59].a) - 34) <= 3, "\(b[60, 58].a), \(b[60, 59].a)")
        // UISegmentBarButtonHighlighted@2x.png: rows 30–43 #476999, row 29 #5877a2.
        let s = try Self.segment(selected: true, scale: 2)
        #expect(ArtFigureTests.close(s[60, 36], 0x486a9a), "\(s[60, 36].unpremultiplied.hexString)")
    }

    @Test func dividerIsTheSegmentDarkened() throws {
        // UISegmentBarDivider.png rows 5 / 21 / 28: #78879b / #566a85 / #526379.
        let c = try Canvas(width: 80, height: 30, scale: 1)
        SegmentedControlArt.draw(style: .bar, segments: [.init(width: 40), .init(width: 40)], origin: .zero,
                                 look: .default, tint: nil, on: c)
        for (y, rgb) in [(5, 0x78879b), (21, 0x566a85), (28, 0x526379)] as [(Int, UInt32)] {
            #expect(ArtFigureTests.close(c.bitmap[39, y], rgb, within: 4), "row \(y): \(c.bitmap[39, y].unpremultiplied.hexString)")
        }
    }
}
