import Geometry
import GoldenTesting
import NavigationModel
import Raster
import RasterPNG
import Testing
import Typesetting
@testable import Widgets

/// The standard controls against Apple's art (../shared/fidelity/controls, tables/) and the iOS 5
/// simulator's screenshots of them (screens/xamarin-controls-*), read here with Chevron's PNG
/// reader, at the places that carry a figure: the slider track's rows and the thumb's middle
/// column, the thumb's place at a value, the spinner's spoke opacities and box, the contact add
/// button's blue, info light over black and white, the rounded text field's rows, the
/// rounded-rect button's border.
/// Skipped when the references are absent, except under CI, where a missing reference fails.
@Suite(.enabled(if: FidelityReferences.required("controls", "tables", "screens"),
                "needs ../shared/fidelity/controls, tables and screens (Apple's art, the screenshots)"))
struct ControlFigureTests {
    typealias RGBA = (r: Int, g: Int, b: Int, a: Int)

    static func ref(_ file: String) throws -> StraightImage { try FidelityReferences.image(file) }

    /// Chevron's premultiplied pixel against a reference's straight one, premultiplied.
    static func close(_ p: PremultipliedColor, _ q: RGBA, within: Int, alphaWithin: Int = 0) -> Bool {
        func pre(_ v: Int) -> Int { (v * q.a + 127) / 255 }
        return abs(Int(p.r) - pre(q.r)) <= within && abs(Int(p.g) - pre(q.g)) <= within
            && abs(Int(p.b) - pre(q.b)) <= within && abs(Int(p.a) - q.a) <= alphaWithin
    }

    static func draw(_ w: Double, _ h: Double, scale: Double = 1, background: Color = .clear,
                     _ body: (Canvas) -> Void) throws -> Bitmap {
        let c = try Canvas(width: w, height: h, scale: scale, background: background)
        body(c)
        return c.bitmap
    }

    @Test("slider track rows", arguments: [(true, "Blue"), (false, "White")])
    func trackRows(blue: Bool, name: String) throws {
        for scale in [1, 2] {
            let art = try Self.ref("controls/rara-UISlider\(name)\(scale == 2 ? "@2x" : "").png")
            let b = try Self.draw(40, 9, scale: Double(scale)) {
                SliderView.drawTrack(Rect(x: 0, y: 0, width: 40, height: 9), blue: blue, on: $0)
            }
            for y in 0..<(9 * scale) {
                let a = art.rgbaAt(5 * scale, y)
                #expect(Self.close(b[20 * scale, y], a, within: scale == 1 ? 2 : 12),
                        "\(name) @\(scale)x row \(y): \(b[20 * scale, y].unpremultiplied.hexString)")
            }
        }
    }

    @Test("slider thumb, middle column", arguments: [(false, "Handle"), (true, "HandleDown")])
    func thumbColumn(pressed: Bool, name: String) throws {
        let art = try Self.ref("controls/rara-UISlider\(name).png")
        let b = try Self.draw(23, 23) { SliderView.drawThumb(in: Rect(x: 0, y: 0, width: 23, height: 23), pressed: pressed, on: $0) }
        // The disc's rows; below them the art's soft bottom edge meets the shadow, held by the
        // whole-thumb test below.
        for y in 0..<20 {
            let a = art.rgbaAt(11, y)
            #expect(Self.close(b[11, y], a, within: 8, alphaWithin: 24), "\(name) row \(y): \(b[11, y].unpremultiplied.hexString)")
        }
    }

    /// The whole thumb over white and over black, as the fidelity comparison composites it: the
    /// mean absolute difference of every channel of every pixel, the art's target 2.
    @Test("slider thumb over white and over black", arguments: [1, 2], [(false, "Handle"), (true, "HandleDown")])
    func thumbWhole(scale: Int, look: (pressed: Bool, name: String)) throws {
        let art = try Self.ref("controls/rara-UISlider\(look.name)\(scale == 2 ? "@2x" : "").png")
        let b = try Self.draw(23, 23, scale: Double(scale)) {
            SliderView.drawThumb(in: Rect(x: 0, y: 0, width: 23, height: 23), pressed: look.pressed, on: $0)
        }
        #expect(art.width == b.width && art.height == b.height)
        for level in [255, 0] {
            let mae = Self.mae(b, art, columns: 0..<b.width, over: level)
            #expect(mae <= 2, "\(look.name) @\(scale)x over \(level): MAE \(mae)")
        }
    }

    /// The white track's left cap at 1x (columns 0–4, which UIKit's stretching keeps as they are)
    /// over white and over black: its end column is darker than its sides, and the cap holds most
    /// of what is left of the track's error (within 4 here, 0.9 over the whole 40-pt track).
    @Test func whiteTrackCap() throws {
        let art = try Self.ref("controls/rara-UISliderWhite.png")
        let b = try Self.draw(40, 9) { SliderView.drawTrack(Rect(x: 0, y: 0, width: 40, height: 9), blue: false, on: $0) }
        for level in [255, 0] {
            let mae = Self.mae(b, art, columns: 0..<5, over: level)
            #expect(mae <= 4, "white cap over \(level): MAE \(mae)")
        }
    }

    /// The mean absolute channel difference of `columns` (all rows) of Chevron's bitmap and the
    /// art, both composited over the grey `level`.
    static func mae(_ b: Bitmap, _ art: StraightImage, columns: Range<Int>, over level: Int) -> Double {
        var sum = 0
        for y in 0..<b.height {
            for x in columns {
                let p = b[x, y], q = art.rgbaAt(x, y)
                let ours = [Int(p.r), Int(p.g), Int(p.b)].map { $0 + (level * (255 - Int(p.a)) + 127) / 255 }
                let theirs = [q.r, q.g, q.b].map { ($0 * q.a + level * (255 - q.a) + 127) / 255 }
                sum += zip(ours, theirs).map { abs($0 - $1) }.reduce(0, +)
            }
        }
        return Double(sum) / Double(3 * b.height * columns.count)
    }

    @Test("slider thumb @2x, the face's ramp", arguments: [(false, "Handle"), (true, "HandleDown")])
    func thumbFace2x(pressed: Bool, name: String) throws {
        let art = try Self.ref("controls/rara-UISlider\(name)@2x.png")
        let b = try Self.draw(23, 23, scale: 2) {
            SliderView.drawThumb(in: Rect(x: 0, y: 0, width: 23, height: 23), pressed: pressed, on: $0)
        }
        // The highlight, the face's top, its upper and lower quarters and its bottom.
        for y in [1, 3, 10, 20, 30, 40] {
            let a = art.rgbaAt(23, y)
            #expect(Self.close(b[23, y], a, within: 4), "\(name)@2x row \(y): \(b[23, y].unpremultiplied.hexString)")
        }
    }

    @Test func thumbSitsWhereTheScreenshotHasIt() throws {
        // xamarin-controls-04: a 280-pt slider at (20, 113) at value 0.5. Row 131 is below the
        // track: only the thumb (and its shadow) is drawn there.
        let shot = try Self.ref("screens/xamarin-controls-04.png")
        let inked = (0..<shot.width).filter { shot.rgbaAt($0, 131).r < 250 }
        let thumb = SliderView(value: 0.5).thumbRect(in: Rect(x: 20, y: 113, width: 280, height: 23))
        #expect(abs(Double(try #require(inked.first)) - (thumb.minX + 2)) <= 1)
        #expect(abs(Double(try #require(inked.last)) + 1 - (thumb.maxX - 2)) <= 1)
        let column = (105..<145).filter { shot.rgbaAt(Int(thumb.midX), $0).r < 250 }
        #expect(Double(try #require(column.first)) == thumb.minY)
    }

    @Test func spokeOpacitiesFollowTheLargeFrame() throws {
        let art = try Self.ref("controls/mgwt-spinner-37.png")
        let b = try Self.draw(37, 37) {
            ActivityIndicatorView(style: .whiteLarge, phase: 0).draw(in: Rect(x: 0, y: 0, width: 37, height: 37), on: $0)
        }
        // sin and cos of the spokes' angles, 30° apart clockwise from the top.
        let s = [0, 0.5, 0.866, 1, 0.866, 0.5, 0, -0.5, -0.866, -1, -0.866, -0.5]
        for i in 0..<12 {
            let x = Int(18.5 + 12.5 * s[i]), y = Int(17.8 - 12.5 * s[(i + 3) % 12])
            let a = art.rgbaAt(x, y)
            // White over black: the premultiplied level.
            let expected = Double(a.r * a.a) / 255 / 255, drawn = Double(b[x, y].r) / 255
            #expect(abs(expected - drawn) <= 0.06, "spoke \(i) at (\(x), \(y)): \(drawn), art \(expected)")
        }
    }

    @Test func smallSpinnersFillTheirScreenshotBoxes() throws {
        // xamarin-controls-14: the gray spinner's ink is the 20-pt box at (271, 84).
        let shot = try Self.ref("screens/xamarin-controls-14.png")
        var xs: [Int] = [], ys: [Int] = []
        for y in 78..<112 { for x in 262..<300 where shot.rgbaAt(x, y).r < 250 { xs.append(x); ys.append(y) } }
        let size = ActivityIndicatorView(style: .gray).size
        #expect(Double(try #require(xs.max()) - (try #require(xs.min())) + 1) == size)
        #expect(Double(try #require(ys.max()) - (try #require(ys.min())) + 1) == size)
        let b = try Self.draw(20, 20, background: .white) {
            ActivityIndicatorView(style: .gray, phase: 1).draw(in: Rect(x: 0, y: 0, width: 20, height: 20), on: $0)
        }
        // The leading spoke (1 o'clock) and a trailing one (7 o'clock), at their middles.
        for (x, y) in [(14, 3), (5, 15)] {
            let s = shot.rgbaAt(271 + x, 84 + y)
            #expect(abs(Int(b[x, y].r) - s.r) <= 24, "(\(x), \(y)): \(b[x, y].r), screenshot \(s.r)")
        }
    }

    @Test func contactAddBlue() throws {
        let art = try Self.ref("controls/mgwt-UIButtonBarContactAdd.png")
        let b = try Self.draw(29, 29) { ButtonView.drawContactAdd(in: Rect(x: 0, y: 0, width: 29, height: 29), on: $0) }
        // The gloss above the plus's bar, the flat blue below it, the white ring's top, the plus
        // (the ring's soft edge and the shadow: `contactAddOverBlackAndWhite`).
        for (x, y) in [(10, 6), (10, 9), (10, 17), (8, 19), (14, 3), (14, 10), (10, 13)] {
            let a = art.rgbaAt(x, y)
            #expect(Self.close(b[x, y], a, within: 10, alphaWithin: 30), "(\(x), \(y)): \(b[x, y].unpremultiplied.hexString)")
        }
    }

    /// The whole 29 × 29 button over black (the ring's soft edge, the blue disc and the plus) and
    /// over white (the blurred shadow), and the shadow's offset: darker below the ring than above.
    @Test func contactAddOverBlackAndWhite() throws {
        let art = try Self.ref("controls/mgwt-UIButtonBarContactAdd.png")
        let b = try Self.draw(29, 29) { ButtonView.drawContactAdd(in: Rect(x: 0, y: 0, width: 29, height: 29), on: $0) }
        var overBlack = 0, overWhite = 0
        for y in 0..<29 {
            for x in 0..<29 {
                let a = art.rgbaAt(x, y), p = b[x, y]
                for (mine, theirs) in [(Int(p.r), a.r), (Int(p.g), a.g), (Int(p.b), a.b)] {
                    let black = (theirs * a.a + 127) / 255
                    overBlack += abs(mine - black)
                    overWhite += abs(mine + 255 - Int(p.a) - (black + 255 - a.a))
                }
            }
        }
        let n = Double(29 * 29 * 3)
        #expect(Double(overBlack) / n <= 2, "over black: MAE \(Double(overBlack) / n)")
        #expect(Double(overWhite) / n <= 2, "over white: MAE \(Double(overWhite) / n)")
        // One pixel outside the ring, above it (row 1) and below it (row 25), down the middle.
        for y in [1, 25, 26, 27] {
            #expect(abs(Int(b[14, y].a) - art.rgbaAt(14, y).a) <= 12, "shadow at row \(y): alpha \(b[14, y].a)")
        }
    }

    @Test func infoLightOverBlackAndWhite() throws {
        // The whole 18 × 19 button over black (the disc's soft edge, the "i" cut out) and over
        // white (the shadow above the disc and under the dot's and stem's lower edges).
        let art = try Self.ref("controls/mgwt-UIButtonBarInfo.png")
        let b = try Self.draw(18, 19) { ButtonView.drawInfo(in: Rect(x: 0, y: 0, width: 18, height: 19), light: true, on: $0) }
        var overBlack = 0, overWhite = 0
        for y in 0..<19 {
            for x in 0..<18 {
                let a = art.rgbaAt(x, y), p = b[x, y]
                let black = (a.r * a.a + 127) / 255
                overBlack += abs(Int(p.r) - black)
                overWhite += abs(Int(p.r) + 255 - Int(p.a) - (black + 255 - a.a))
            }
        }
        #expect(Double(overBlack) / 342 <= 2, "over black: MAE \(Double(overBlack) / 342)")
        #expect(Double(overWhite) / 342 <= 2, "over white: MAE \(Double(overWhite) / 342)")
        // The dot's lower edge over white: the shadow shows through the cut.
        #expect(Int(b[10, 6].a) >= 20, "under the dot: alpha \(b[10, 6].a)")
    }

    @Test func roundedTextFieldRows() throws {
        let art = try Self.ref("tables/textFieldRoundedRect.png")
        let b = try Self.draw(60, 19) { TextFieldView.drawBorder(.roundedRect, in: Rect(x: 0, y: 0, width: 60, height: 19), on: $0) }
        for y in 0..<19 {
            let a = art.rgbaAt(12, y)
            #expect(Self.close(b[30, y], a, within: 6), "row \(y): \(b[30, y].unpremultiplied.hexString)")
        }
    }

    @Test func roundedRectButtonBorder() throws {
        // xamarin-controls-05: the 78 × 37 button at (222, 84): its border and white inside.
        let shot = try Self.ref("screens/xamarin-controls-05.png")
        let t = try Typesetter.bundled()
        let b = try Self.draw(78, 37, background: .white) {
            ButtonView(type: .roundedRect).draw(in: Rect(x: 0, y: 0, width: 78, height: 37), typesetter: t, on: $0)
        }
        for (x, y) in [(39, 0), (39, 36), (0, 18), (77, 18), (39, 3), (3, 3), (2, 2), (10, 30)] {
            let s = shot.rgbaAt(222 + x, 84 + y)
            #expect(abs(Int(b[x, y].r) - s.r) <= 12, "(\(x), \(y)): \(b[x, y].r), screenshot \(s.r)")
        }
    }

    /// iOS 5's rounded field (`systemVersion` 5.0) against xamarin-controls-03's 280 × 31 field
    /// at (20, 84), every pixel outside its text: an MAE within 0.2 of the screenshot, where
    /// iPhone OS 3's field (the darker art's border) is over 1 away.
    @Test func roundedTextFieldAtFiveIsTheScreenshots() throws {
        let shot = try Self.ref("screens/xamarin-controls-03.png")
        func mae(_ version: SystemVersion) throws -> Double {
            let b = try Self.draw(280, 31, background: .white) {
                TextFieldView.drawBorder(.roundedRect, in: Rect(x: 0, y: 0, width: 280, height: 31), version: version, on: $0)
            }
            var sum = 0, n = 0
            for y in 0..<31 {
                for x in 0..<280 where !(6..<123).contains(x) || !(10..<22).contains(y) {
                    sum += abs(Int(b[x, y].r) - shot.rgbaAt(20 + x, 84 + y).r)
                    n += 1
                }
            }
            return Double(sum) / Double(n)
        }
        let five = try mae(.v5), three = try mae(.v3)
        #expect(five <= 0.2, "5.0: MAE \(five)")
        #expect(three > 1, "3.0 keeps iPhone OS 3's darker border: MAE \(three)")
    }

    /// Info dark against xamarin-controls-05's 18 × 19 box at (256, 170), its one reference: with
    /// the "i" fitted to info light's art (`infoLightOverBlackAndWhite`), within an MAE of 2.
    @Test func infoDarkIsTheScreenshots() throws {
        let shot = try Self.ref("screens/xamarin-controls-05.png")
        let t = try Typesetter.bundled()
        let b = try Self.draw(18, 19, background: .white) {
            ButtonView(type: .infoDark).draw(in: Rect(x: 0, y: 0, width: 18, height: 19), typesetter: t, on: $0)
        }
        var sum = 0
        for y in 0..<19 {
            for x in 0..<18 { sum += abs(Int(b[x, y].r) - shot.rgbaAt(256 + x, 170 + y).r) }
        }
        let mae = Double(sum) / Double(18 * 19)
        #expect(mae <= 2, "MAE \(mae)")
    }

    /// The page control against nimbus-launcher-title's four dots on black (the 320 × 36 strip
    /// from y 444): an MAE within 0.15 (the dots' anti-aliased rims differ a little), and the figures read off the screenshot — the first
    /// dot's width, the pitch from one dot's first column to the next's, the dim dots' level.
    @Test func pageControlIsNimbussDots() throws {
        let shot = try Self.ref("screens/nimbus-launcher-title.png")
        let b = try Self.draw(320, 36, background: .black) {
            PageControlView(numberOfPages: 4, currentPage: 0).draw(in: Rect(x: 0, y: 0, width: 320, height: 36), on: $0)
        }
        var sum = 0
        for y in 0..<36 {
            for x in 0..<320 { sum += abs(Int(b[x, y].r) - shot.rgbaAt(x, 444 + y).r) }
        }
        let mae = Double(sum) / Double(320 * 36)
        #expect(mae <= 0.15, "MAE \(mae)")
        // The dots' middle row: where each run of lit columns starts, and how wide the first is.
        let row = 444 + 18
        let lit = (0..<320).filter { shot.rgbaAt($0, row).r > 0 }
        let starts = lit.filter { !lit.contains($0 - 1) }
        let firstWidth = lit.filter { $0 < (starts.dropFirst().first ?? 320) }.count
        #expect(Double(firstWidth) == ControlMetrics.pageDotDiameter, "the phone's dot: \(firstWidth) px")
        #expect(zip(starts, starts.dropFirst()).allSatisfy { Double($1 - $0) == ControlMetrics.pageDotPitch },
                "the phone's dots start at \(starts)")
        let dim = Double(shot.rgbaAt(starts[1] + 2, row).r) / 255
        #expect(abs(dim - PageControlView.dimOpacity) < 0.01, "the phone's dim dot: \(dim)")
    }
}
