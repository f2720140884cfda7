import Chevron
import ChevronTesting
import Foundation
import Testing

/// The pickers against the real 1x pickers in ../shared/fidelity/pickers (test references only,
/// never part of the repository; skipped, and said so, when absent): every figure is read off the
/// screenshots here and compared with what Chevron draws from a scene of the same picker (the
/// scenes of the fidelity check, `PickerCases`).
struct PickerFigureTests {
    static let available = FidelityReferences.required("pickers/xamarin-controls-19-datepicker.png",
                                                       "pickers/xamarin-controls-21-pickerview.png")

    /// (reference, the picker's top row in it, rows on screen, its view).
    static let date = ("pickers/xamarin-controls-19-datepicker.png", 264, 216,
                       "{datePicker: {frame: [0, 0, 320, 216], date: 2012-02-28 11:55, minuteInterval: 5, today: 2012-02-28}}")
    static let titles = ("pickers/xamarin-controls-21-pickerview.png", 308, 172,
                         "{pickerView: {frame: [0, 0, 320, 216], showsSelectionIndicator: true, components: "
                            + "[{rows: [item the first!, item the second!, item the third!], selectedRow: 1}]}}")

    /// The picker drawn alone and the screenshot's, both as rows 0… of the picker.
    static func pair(_ c: (String, Int, Int, String)) throws -> (ours: Bitmap, phone: Bitmap, rows: Int) {
        let scene = "canvas: {width: 320, height: 216, scale: 1, statusBar: none}\nnavigationController:\n"
            + "  navigationBarHidden: true\n  viewControllers:\n    - content: {rows: false, subviews: [\(c.3)]}\n"
        return (try TableFigureTests.render(scene).bitmap, try TableFigureTests.reference(c.0), c.2)
    }

    static func sum(_ c: Color) -> Int { Int(c.r) + Int(c.g) + Int(c.b) }

    /// The wheels' dark edge columns along a row of the faces clear of titles.
    @Test(.enabled(if: available, "../shared/fidelity is absent: the pickers' wheels are not checked"))
    func wheelEdgesAreTheScreenshots() throws {
        for c in [Self.date, Self.titles] {
            let (ours, phone, _) = try Self.pair(c)
            func edges(_ b: Bitmap, top: Int) -> [Int] { (0..<320).filter { Self.sum(b.color(x: $0, y: top + 40)) < 90 } }
            #expect(edges(ours, top: 0) == edges(phone, top: c.1), "\(c.0)")
            #expect(!edges(phone, top: c.1).isEmpty)
        }
    }

    /// The frame's light line, the wheels' top and the selection bar's two lines, down a column of
    /// the date picker's hour wheel clear of its digits.
    @Test(.enabled(if: available, "../shared/fidelity is absent: the pickers' rows are not checked"))
    func rowsAreTheScreenshots() throws {
        let (ours, phone, rows) = try Self.pair(Self.date)
        func lines(_ b: Bitmap, top: Int) -> [Int] {
            (1..<rows).filter { abs(Self.sum(b.color(x: 200, y: top + $0)) - Self.sum(b.color(x: 200, y: top + $0 - 1))) > 150 }
        }
        #expect(lines(ours, top: 0) == lines(phone, top: Self.date.1))
        #expect(lines(phone, top: Self.date.1).count >= 4)
    }

    /// Each title's ink: its rows and its first and last columns, in every row the wheels show.
    @Test(.enabled(if: available, "../shared/fidelity is absent: the pickers' titles are not checked"))
    func titlesAreWhereTheScreenshotsAre() throws {
        let (ours, phone, _) = try Self.pair(Self.titles)
        // Black ink on the white face, clear of the selection bar and the shading.
        func ink(_ b: Bitmap, top: Int, rows: Range<Int>) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
            var xs: [Int] = [], ys: [Int] = []
            for y in rows {
                for x in 14..<300 where Self.sum(b.color(x: x, y: top + y)) < 3 * 90 {
                    xs.append(x)
                    ys.append(y)
                }
            }
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
            return (y0...y1, x0...x1)
        }
        for band in [44..<84, 132..<172] {
            let o = try #require(ink(ours, top: 0, rows: band)), p = try #require(ink(phone, top: Self.titles.1, rows: band))
            #expect(abs(o.rows.lowerBound - p.rows.lowerBound) <= 1 && abs(o.rows.upperBound - p.rows.upperBound) <= 1,
                    "\(o.rows) against \(p.rows)")
            #expect(abs(o.columns.lowerBound - p.columns.lowerBound) <= 1, "\(o.columns) against \(p.columns)")
            #expect(abs(o.columns.count - p.columns.count) <= 4, "\(o.columns) against \(p.columns)")
        }
    }

    /// The date picker's "Today": its blue ink (blue well above red) has the screenshot's rows
    /// and columns within a pixel, and its commonest colour is the screenshot's, within 3 a channel;
    /// `resolve` titles the row "Today" where the ink is.
    @Test(.enabled(if: available, "../shared/fidelity is absent: the date picker's Today is not checked"))
    func todayIsTheScreenshots() throws {
        let (ours, phone, _) = try Self.pair(Self.date)
        func blue(_ b: Bitmap, top: Int) -> (box: [Int], commonest: Color)? {
            var xs: [Int] = [], ys: [Int] = [], counts: [Color: Int] = [:]
            for y in 86..<130 {
                for x in 14..<156 {
                    let c = b.color(x: x, y: top + y)
                    guard Int(c.b) - Int(c.r) > 80 else { continue }
                    xs.append(x)
                    ys.append(y)
                    counts[c, default: 0] += 1
                }
            }
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(),
                  let common = counts.max(by: { $0.value < $1.value })?.key else { return nil }
            return ([y0, y1, x0, x1], common)
        }
        let o = try #require(blue(ours, top: 0)), p = try #require(blue(phone, top: Self.date.1))
        #expect(zip(o.box, p.box).allSatisfy { abs($0 - $1) <= 1 }, "\(o.box) against \(p.box)")
        #expect(abs(Int(o.commonest.r) - Int(p.commonest.r)) <= 3 && abs(Int(o.commonest.g) - Int(p.commonest.g)) <= 3
            && abs(Int(o.commonest.b) - Int(p.commonest.b)) <= 3, "\(o.commonest) against \(p.commonest)")
        let scene = "canvas: {width: 320, height: 216, scale: 1, statusBar: none}\nnavigationController:\n"
            + "  navigationBarHidden: true\n  viewControllers:\n    - content: {rows: false, subviews: [\(Self.date.3)]}\n"
        let layout = try SceneRenderer.bundled().layout(try SceneParser.parse(Array(scene.utf8), file: "d.yaml"))
        var today: Rect?
        layout.views?.root.walk { node, _, _, _ in
            if let picker = node.drawing?.base as? LaidOutPicker {
                today = picker.wheels[0].rows.first { $0.title == "Today" }?.frame
            }
        }
        let frame = try #require(today)
        #expect(frame.minY <= Double(o.box[0]) && Double(o.box[1]) < frame.maxY)
        #expect(frame.minX <= Double(o.box[2]) && Double(o.box[3]) < frame.maxX)
    }

    /// The whole picker within the fidelity check's gate of the screenshot (mean absolute channel
    /// error, 0–255; the date picker's selected day is "Today", as on the phone). Nearly all
    /// of what is left is the titles' glyphs (Heros against the phone's Helvetica).
    @Test(.enabled(if: available, "../shared/fidelity is absent: the pickers are not compared"))
    func wholePickersAreClose() throws {
        for c in [Self.date, Self.titles] {
            let (ours, phone, rows) = try Self.pair(c)
            var total = 0, count = 0
            for y in 0..<rows {
                for x in 0..<320 {
                    let a = ours.color(x: x, y: y), b = phone.color(x: x, y: c.1 + y)
                    total += abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
                    count += 3
                }
            }
            let mae = Double(total) / Double(count)
            #expect(mae < (c.0 == Self.date.0 ? 4.3 : 3.7), "\(c.0): mean absolute error \(mae)")
        }
    }
}
