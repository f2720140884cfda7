import Chevron
import ChevronTesting
import Testing

/// Chevron at @2x against the phone at @2x, figure by figure, each read from the references
/// (`$FIDELITY_DIR`, else ../shared/fidelity: two iPhone 4S screenshots on iOS 5, whose bars are
/// iPhone OS 3's drawn at twice the pixels, and UIKit's @2x back-button art; test references only,
/// never part of the repository — the suite is skipped, and says so, when they are absent).
/// docs/DESIGN.md §Measured figures at @2x gives the figures; `bench/fidelity.sh`'s `retina:` line
/// the whole bars.
/// Where the retina references are, and whether they are there.
enum RetinaReferences {
    static let settings = "screens/retina-settings-keyboard@2x"
    static let music = "screens/retina-music-albums@2x"

    static var available: Bool {
        FidelityReferences.required(settings + ".png", music + ".png", "art2x/UINavigationBarDefaultBack@2x.png",
                                    "art2x/UINavigationBarBlackTranslucentBack@2x.png")
    }

    static func picture(_ name: String) throws -> Bitmap {
        try FidelityReferences.image(name + ".png").bitmap
    }
}

@Suite(.enabled(if: RetinaReferences.available, "no retina references at $FIDELITY_DIR or ../shared/fidelity (not part of the repository)"))
struct RetinaFigureTests {
    static let settings = RetinaReferences.settings
    static let music = RetinaReferences.music

    static func reference(_ name: String) throws -> Bitmap { try RetinaReferences.picture(name) }

    static func render(_ yaml: String) throws -> Bitmap {
        try SceneRenderer.bundled().render(sceneBytes: Array(yaml.utf8), file: "s.yaml", folder: ".", scale: 2).bitmap
    }

    /// The screenshots' navigation bars start at pixel row 40, the tab bar at 862.
    static let barTop = 40, tabBarTop = 862

    static let settingsBar = """
        canvas: {width: 320, height: 44}
        navigationBar:
          items:
            - { id: general, title: General }
            - { id: keyboard, title: Keyboard, rightBarButtonItem: { systemItem: edit, width: 51 } }
        """
    static let musicBar = """
        canvas: {width: 320, height: 44}
        navigationBar:
          items:
            - { id: albums, title: Albums, leftBarButtonItem: { title: Store, style: bordered } }
        """

    static func channels(_ c: Color) -> [Int] { [Int(c.r), Int(c.g), Int(c.b)] }

    static func far(_ a: Color, _ b: Color) -> Int { zip(channels(a), channels(b)).map { abs($0 - $1) }.max() ?? 0 }

    // MARK: Bar rows

    /// Every pixel row of the default bar at @2x, down a column with nothing on it (x 200: between
    /// the back button and the title), is the screenshots' row within 2 levels: the 1-px highlight
    /// (230 at row 40, where the 1x bar's #cdd5df scaled gave 205), the second row, both ramps and
    /// the 2-px separator (#2d3033).
    @Test func navigationBarRowsAtTwoTimes() throws {
        let mine = try Self.render(Self.settingsBar)
        for file in [Self.settings, Self.music] {
            let shot = try Self.reference(file)
            for y in 0..<88 {
                let phone = shot.color(x: 200, y: Self.barTop + y), drawn = mine.color(x: 200, y: y)
                #expect(Self.far(phone, drawn) <= 2, "\(file) row \(y): phone \(Self.channels(phone)), Chevron \(Self.channels(drawn))")
            }
        }
    }

    /// The tab bar at @2x, down a column clear of icons and titles (x 250), row for row within a
    /// level: a 1-pt dark line on top (28), a 1-pt highlight (86, 68), the upper ramp — which bends a
    /// level low through its middle: one straight ramp was a level light on 30 of its 46 rows —,
    /// black below.
    @Test func tabBarRowsAtTwoTimes() throws {
        let mine = try Self.render("""
            canvas: {width: 320, height: 49}
            tabBar: { selectedIndex: 3, items: [ {title: Playlists}, {title: Artists}, {title: Songs}, {title: Albums}, {systemItem: more} ] }
            """)
        let shot = try Self.reference(Self.music)
        for y in 0..<98 {
            let phone = shot.color(x: 250, y: Self.tabBarTop + y), drawn = mine.color(x: 250, y: y)
            #expect(Self.far(phone, drawn) <= 1, "row \(y): phone \(Self.channels(phone)), Chevron \(Self.channels(drawn))")
        }
    }

    /// The Music screenshot's tab bar (rows 862–959) and Chevron's of the same items at @2x.
    static let musicTabBar = """
        canvas: {width: 320, height: 49}
        tabBar: { selectedIndex: 3, items: [ {title: Playlists}, {title: Artists}, {title: Songs}, {title: Albums}, {systemItem: more} ] }
        """

    /// The green channel of (`x`, `y`) less the bar's own on that row (column 250, clear of icons
    /// and titles).
    static func aboveBar(_ b: Bitmap, x: Int, y: Int, top: Int) -> Int {
        Int(b.color(x: x, y: top + y).g) - Int(b.color(x: 250, y: top + y).g)
    }

    /// The selected item's highlight: the rows lighter than the bar down column 500 (inside the
    /// fourth item, clear of its icon and title) and the columns along row 60 — on the phone rows
    /// 6–93 and columns 388–507 (the 128-px item inset 2 pt, 3 pt at the top), Chevron's the same.
    @Test func tabBarHighlightAtTwoTimes() throws {
        func box(_ b: Bitmap, top: Int) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
            let rows = (0..<98).filter { Self.aboveBar(b, x: 500, y: $0, top: top) > 10 }
            let columns = (370..<530).filter { Self.aboveBar(b, x: $0, y: 60, top: top) > 10 }
            guard let r0 = rows.first, let r1 = rows.last, let c0 = columns.first, let c1 = columns.last else { return nil }
            return (r0...r1, c0...c1)
        }
        let phone = try #require(box(try Self.reference(Self.music), top: Self.tabBarTop))
        let drawn = try #require(box(try Self.render(Self.musicTabBar), top: 0))
        #expect(drawn.rows == phone.rows, "highlight rows: Chevron \(drawn.rows), the phone \(phone.rows)")
        #expect(drawn.columns == phone.columns, "highlight columns: Chevron \(drawn.columns), the phone \(phone.columns)")
    }

    /// The selected item's highlight at @2x, colour and edges: down column 395 (inside it, clear of
    /// the icon and the title) every row is the phone's within a level — a grey at alpha 0.2, where
    /// white at 0.14 was 2–3 levels light in the upper half — and its outermost pixels (columns 388
    /// and 507 on rows 30 and 60, rows 6 and 93 down column 450), which the phone draws at 70 % of
    /// its inside, within 2 levels (Chevron's were the inside's colour: 5–11 levels off).
    @Test func tabBarHighlightColourAtTwoTimes() throws {
        let shot = try Self.reference(Self.music), mine = try Self.render(Self.musicTabBar)
        for y in 7..<93 {
            let phone = shot.color(x: 395, y: Self.tabBarTop + y), drawn = mine.color(x: 395, y: y)
            #expect(Self.far(phone, drawn) <= 1, "row \(y): phone \(Self.channels(phone)), Chevron \(Self.channels(drawn))")
        }
        for (x, y) in [(388, 30), (507, 30), (388, 60), (507, 60), (450, 6), (450, 93)] {
            let phone = shot.color(x: x, y: Self.tabBarTop + y), drawn = mine.color(x: x, y: y)
            #expect(Self.far(phone, drawn) <= 2, "edge (\(x), \(y)): phone \(Self.channels(phone)), Chevron \(Self.channels(drawn))")
        }
    }

    /// Where each tab title starts: its first column of ink (40 levels over the background, rows
    /// 70–97) is the phone's within a pixel — "Playlists", "Songs" and "Albums" centred at the
    /// nearest whole point start 1 pt right of where the half point below put them — and its
    /// baseline is the phone's (45 pt down: pixel row 90).
    @Test func tabTitlesStartAtTwoTimes() throws {
        func starts(_ b: Bitmap, top: Int) -> [Int?] {
            (0..<5).map { item in
                (128 * item..<128 * (item + 1)).first { x in
                    (70..<98).contains { y in
                        Int(b.color(x: x, y: top + y).g) > Int(b.color(x: 128 * item + 10, y: top + y).g) + 40
                    }
                }
            }
        }
        let shot = try Self.reference(Self.music), mine = try Self.render(Self.musicTabBar)
        let phone = starts(shot, top: Self.tabBarTop), drawn = starts(mine, top: 0)
        for (i, (p, d)) in zip(phone, drawn).enumerated() {
            let p = try #require(p), d = try #require(d)
            #expect(abs(d - p) <= 1, "title \(i + 1) starts at column \(d), the phone's at \(p)")
        }
        // The baseline: "Artists" (no descender) has its last row of ink on the phone's row (89).
        func lastInkRow(_ b: Bitmap, top: Int) -> Int? {
            (70..<98).last { y in (128..<256).contains { x in Int(b.color(x: x, y: top + y).g) > 40 + Int(b.color(x: 130, y: top + y).g) } }
        }
        let phoneRow = try #require(lastInkRow(shot, top: Self.tabBarTop))
        #expect(lastInkRow(mine, top: 0) == phoneRow, "the phone's \"Artists\" ends on row \(phoneRow)")
    }

    /// The More icon's dots: the box of their light ink (40 levels over the bar) is the phone's —
    /// columns 548–605, the bottom on row 39 — and its top within 2 pixels (Chevron's dots are
    /// 7.7 pt tall after the 1x image, whose alpha holds the engraved edge; the phone's @2x dots
    /// are 7 pt round).
    @Test func moreDotsAtTwoTimes() throws {
        func box(_ b: Bitmap, top: Int) -> (x0: Int, x1: Int, y0: Int, y1: Int)? {
            var xs: [Int] = [], ys: [Int] = []
            for y in 8..<60 {
                for x in 520..<636 where Self.aboveBar(b, x: x, y: y, top: top) > 40 {
                    xs.append(x)
                    ys.append(y)
                }
            }
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
            return (x0, x1, y0, y1)
        }
        let phone = try #require(box(try Self.reference(Self.music), top: Self.tabBarTop))
        let drawn = try #require(box(try Self.render(Self.musicTabBar), top: 0))
        #expect(drawn.x0 == phone.x0 && drawn.x1 == phone.x1, "columns \(drawn.x0)–\(drawn.x1), the phone's \(phone.x0)–\(phone.x1)")
        #expect(drawn.y1 == phone.y1, "bottom row \(drawn.y1), the phone's \(phone.y1)")
        #expect(abs(drawn.y0 - phone.y0) <= 2, "top row \(drawn.y0), the phone's \(phone.y0)")
    }

    /// The tab titles' glyphs at @2x (`RetinaFont`): the cap height — the coverage summed down the
    /// fullest column of the first capital's stem, "P" of "Playlists" and "M" of "More" — is the
    /// phone's within 0.1 px (14.27: Helvetica Neue's 0.714 em at 20 px; Heros at its size draws
    /// 14.58), and the last column of ink of "Playlists", "Artists", "Songs" and "Albums" is the
    /// phone's within a pixel (Heros at its size ended 2–3 px right of it). "More" is left out of
    /// the ends: it is wider on the phone than Heros's at any of these sizes.
    @Test func tabTitleGlyphsAtTwoTimes() throws {
        /// The coverage (0–1 between the bar at x 10 of the item and the title's grey 153) summed
        /// down each of the 12 columns from the title's first ink, the largest sum.
        func capHeight(_ b: Bitmap, item: Int, top: Int) -> Double? {
            let left = 128 * item
            func coverage(_ x: Int, _ y: Int) -> Double {
                let bar = Double(b.color(x: left + 10, y: top + y).g)
                return min(1, max(0, (Double(b.color(x: x, y: top + y).g) - bar) / (153 - bar)))
            }
            guard let first = (left..<(left + 128)).first(where: { x in (70..<98).contains { coverage(x, $0) > 0.15 } })
            else { return nil }
            return (first..<(first + 12)).map { x in (70..<98).reduce(0) { $0 + coverage(x, $1) } }.max()
        }
        func lastInk(_ b: Bitmap, item: Int, top: Int) -> Int? {
            (128 * item..<128 * (item + 1)).last { x in
                (70..<98).contains { y in Int(b.color(x: x, y: top + y).g) > Int(b.color(x: 128 * item + 10, y: top + y).g) + 40 }
            }
        }
        let shot = try Self.reference(Self.music), mine = try Self.render(Self.musicTabBar)
        for (item, letter) in [(0, "P"), (4, "M")] {
            let phone = try #require(capHeight(shot, item: item, top: Self.tabBarTop))
            let drawn = try #require(capHeight(mine, item: item, top: 0))
            #expect(abs(phone - 14.27) < 0.05, "the phone's \(letter) is \(phone) px tall")
            #expect(abs(drawn - phone) <= 0.1, "\(letter): Chevron's is \(drawn) px tall, the phone's \(phone)")
        }
        for (item, title) in ["Playlists", "Artists", "Songs", "Albums"].enumerated() {
            let phone = try #require(lastInk(shot, item: item, top: Self.tabBarTop))
            let drawn = try #require(lastInk(mine, item: item, top: 0))
            #expect(abs(drawn - phone) <= 1, "\(title) ends on column \(drawn), the phone's on \(phone)")
        }
    }

    // MARK: Tables

    /// The Settings screenshot's table (Settings › Keyboard) as a scene at @2x.
    static let keyboardTable = """
        canvas: {width: 320, height: 480}
        navigationController:
          viewControllers:
            - title: General
            - title: Keyboard
              content:
                table:
                  style: grouped
                  sections:
                    - footerTitle: Double-tapping the space bar will insert a full stop followed by a space.
                      rows: [ {text: Auto-Capitalisation, accessoryView: {switch: true}}, {text: Auto-Correction, accessoryView: {switch: true}},
                              {text: Check Spelling, accessoryView: {switch: true}}, {text: Enable Caps Lock, accessoryView: {switch: true}},
                              {text: "\\u201C.\\u201D Shortcut", accessoryView: {switch: true}} ]
                    - rows: [ {text: International Keyboards, detailText: "1", style: value1, accessoryType: disclosureIndicator} ]
                    - headerTitle: Shortcuts
                      rows: [ {text: omw, detailText: On my way!, style: value1, accessoryType: disclosureIndicator} ]
        """

    /// A grouped footer of two lines at @2x: the sections' outlines (their 2-px dark lines down
    /// column 30, below row 580) on the phone's rows within a pixel — the footer takes the first
    /// section's bottom line on rows 586–587 to the next one's top line on 714–715 — and each of
    /// the footer's two lines of ink (darker than 150, columns 40–599) on the phone's rows within a
    /// pixel and its columns within 8 px: the first line breaks before "insert" as the phone's does.
    @Test func groupedFooterAtTwoTimes() throws {
        func outlines(_ b: Bitmap) -> [Int] {
            // The first row of each dark line.
            (580..<960).filter { y in Int(b.color(x: 30, y: y).g) < 180 && Int(b.color(x: 30, y: y - 1).g) >= 180 }
        }
        func lines(_ b: Bitmap) -> [(rows: ClosedRange<Int>, columns: ClosedRange<Int>)] {
            [592..<645, 645..<712].compactMap { band in
                var rows: [Int] = [], columns: [Int] = []
                for y in band {
                    for x in 40..<600 where Int(b.color(x: x, y: y).g) < 150 {
                        rows.append(y)
                        columns.append(x)
                    }
                }
                guard let r0 = rows.min(), let r1 = rows.max(), let c0 = columns.min(), let c1 = columns.max() else { return nil }
                return (r0...r1, c0...c1)
            }
        }
        let shot = try Self.reference(Self.settings), mine = try Self.render(Self.keyboardTable)
        let phone = outlines(shot), drawn = outlines(mine)
        #expect(phone.count == drawn.count, "outlines: the phone's on rows \(phone), Chevron's on \(drawn)")
        for (p, d) in zip(phone, drawn) {
            #expect(abs(p - d) <= 1, "an outline on row \(d), the phone's on \(p)")
        }
        let phoneLines = lines(shot), drawnLines = lines(mine)
        try #require(phoneLines.count == 2 && drawnLines.count == 2)
        for (p, d) in zip(phoneLines, drawnLines) {
            #expect(abs(p.rows.lowerBound - d.rows.lowerBound) <= 1 && abs(p.rows.upperBound - d.rows.upperBound) <= 1,
                    "a footer line on rows \(d.rows), the phone's on \(p.rows)")
            #expect(abs(p.columns.lowerBound - d.columns.lowerBound) <= 8 && abs(p.columns.upperBound - d.columns.upperBound) <= 8,
                    "a footer line in columns \(d.columns), the phone's in \(p.columns)")
        }
    }

    // MARK: Back-button art

    /// The @2x back-button art's column 30 (in its flat right part, 12 px from its right end),
    /// pixel by pixel: its 1-px top border, the gloss, the body, the 2-px bottom border and the
    /// emboss's two rows (alpha 77 and 34), against Chevron's @2x art stretched to 50 pt at the
    /// same distance from its right end, within 3 levels.
    @Test(arguments: [("UINavigationBarDefaultBack@2x", BarLook.default),
                      ("UINavigationBarBlackTranslucentBack@2x", BarLook(style: .blackTranslucent))])
    func backButtonColumnAtTwoTimes(file: String, look: BarLook) throws {
        let art = try Self.reference("art2x/" + file)
        let canvas = try Canvas(width: 50, height: 30, scale: 2)
        try BackButtonArt(look: look, highlighted: false, scale: 2).draw(in: Rect(x: 0, y: 0, width: 50, height: 30),
                                                                         on: canvas)
        let mine = canvas.bitmap
        #expect(art.height == mine.height)
        for y in 0..<art.height {
            let phone = art.color(x: 30, y: y), drawn = mine.color(x: mine.width - (art.width - 30), y: y)
            #expect(abs(Int(phone.a) - Int(drawn.a)) <= 3, "row \(y) alpha: art \(phone.a), Chevron \(drawn.a)")
            if phone.a == 255 {
                #expect(Self.far(phone, drawn) <= 3, "row \(y): art \(Self.channels(phone)), Chevron \(Self.channels(drawn))")
            }
        }
    }

    // MARK: Text

    /// The rows of `bitmap` within `columns` and `rows` where a pixel is white text (every channel at
    /// least 235: the glyphs' solid ink, not their edges or the shadow).
    static func inkRows(_ bitmap: Bitmap, columns: Range<Int>, rows: Range<Int>, top: Int = 0) -> ClosedRange<Int>? {
        let hit = rows.filter { y in
            columns.contains { x in Self.channels(bitmap.color(x: x, y: top + y)).allSatisfy { $0 >= 235 } }
        }
        guard let first = hit.first, let last = hit.last else { return nil }
        return first...last
    }

    /// Where the text's baseline falls at @2x: the ink of titles and labels without descenders ends
    /// on the phone's pixel row — the title "Albums" on row 54 of the bar, the labels "Store",
    /// "General" and "Edit" on row 50 — half a point above the 1x baselines doubled (row 55 and 51:
    /// what Chevron drew before `BarText.deviceBaseline`); and it starts on the phone's row — the
    /// title's on row 27, where Heros's taller capitals started on 26 before its glyphs were drawn
    /// at Helvetica Neue's cap height (`RetinaFont.draw`).
    @Test(arguments: [("music", "Albums", 200..<440), ("music", "Store", 15..<110), ("settings", "General", 50..<140),
                      ("settings", "Edit", 540..<620)])
    func baselineAtTwoTimes(screen: String, text: String, columns: Range<Int>) throws {
        let shot = try Self.reference(screen == "music" ? Self.music : Self.settings)
        let mine = try Self.render(screen == "music" ? Self.musicBar : Self.settingsBar)
        let phone = try #require(Self.inkRows(shot, columns: columns, rows: 0..<88, top: Self.barTop))
        let drawn = try #require(Self.inkRows(mine, columns: columns, rows: 0..<88))
        #expect(drawn.upperBound == phone.upperBound, "\(text): ink ends on row \(drawn.upperBound), the phone's on \(phone.upperBound)")
        #expect(drawn.lowerBound == phone.lowerBound, "\(text): ink starts on row \(drawn.lowerBound), the phone's on \(phone.lowerBound)")
    }

    /// The text shadow at @2x is 1 pt = 2 px above the glyphs on the phone as in Chevron: above the
    /// stem of the title's "l" (the first white column after the "A"), the rows darker than the bar
    /// by more than 20 levels between the bar and the ink are two in both.
    @Test func shadowOffsetAtTwoTimes() throws {
        func shadowRows(_ b: Bitmap, top: Int) -> Int? {
            // The "l" of "Albums": the column of the title's solid ink with the most rows, left of x 285.
            let column = (262..<285).max { a, c in
                (Self.inkRows(b, columns: a..<(a + 1), rows: 0..<88, top: top)?.count ?? 0)
                    < (Self.inkRows(b, columns: c..<(c + 1), rows: 0..<88, top: top)?.count ?? 0)
            }
            guard let x = column, let ink = Self.inkRows(b, columns: x..<(x + 1), rows: 0..<88, top: top) else { return nil }
            // The bar's own colour on each row is read at x 200, where nothing is drawn.
            return (0..<ink.lowerBound).filter {
                Int(b.color(x: x, y: top + $0).g) < Int(b.color(x: 200, y: top + $0).g) - 20
            }.count
        }
        let phone = try #require(shadowRows(try Self.reference(Self.music), top: Self.barTop))
        let drawn = try #require(shadowRows(try Self.render(Self.musicBar), top: 0))
        #expect(phone == 2, "the phone's shadow is \(phone) rows")
        #expect(drawn == phone, "Chevron's shadow is \(drawn) rows, the phone's \(phone)")
    }

    /// At 1x the phone's rounding is the layout's whole points: `deviceBaseline` changes nothing.
    @Test func oneTimesBaselinesStay() {
        for y in [19.0, 28.0, 16.0, 22.0, 45.0, 19.5, 27.25] {
            #expect(BarText.deviceBaseline(y, scale: 1) == y)
        }
        #expect(BarText.deviceBaseline(28, scale: 2) == 27.5)
        #expect(BarText.deviceBaseline(19, scale: 2) == 18.5)
    }
}
