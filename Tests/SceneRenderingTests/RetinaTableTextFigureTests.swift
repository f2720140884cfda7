import Chevron
import ChevronTesting
import Foundation
import Testing

/// A table's text at @2x against the retina screenshots (../shared/fidelity/screens, an iPhone 4S on
/// iOS 5, test references only: skipped, and said so, when absent), word by word: where its ink
/// starts and ends, how tall it is. The phone's Helvetica Neue is not Heros (`RetinaFont`): the
/// plain Music table's words are narrower than Heros's at its size, the grouped Settings table's are
/// Helvetica's widths with Neue's lower capitals (docs/DESIGN.md §Table views, "glyphs at @2x").
@Suite(.enabled(if: RetinaReferences.available, "no retina references at $FIDELITY_DIR or ../shared/fidelity (not part of the repository)"))
struct RetinaTableTextFigureTests {
    /// A word's ink: its first and last column, and its height in pixels counted fractionally (each
    /// row's darkest pixel over the word's darkest, at most 1).
    struct Word {
        var first: Int, last: Int
        var height: Double
        var width: Int { last - first + 1 }
    }

    /// The words in `rows` × `columns`: pixels darker than half the darkest below their column's
    /// lightest (the background, also between a grouped table's pinstripes), split at gaps wider
    /// than 7 px.
    static func words(_ b: Bitmap, rows: Range<Int>, columns: Range<Int>) -> [Word] {
        let background = columns.map { x in rows.map { Int(b.color(x: x, y: $0).g) }.max() ?? 0 }
        func dark(_ x: Int, _ y: Int) -> Int { max(0, background[x - columns.lowerBound] - Int(b.color(x: x, y: y).g)) }
        let darkest = columns.flatMap { x in rows.map { dark(x, $0) } }.max() ?? 0
        guard darkest >= 30 else { return [] }
        let inked = columns.filter { x in rows.contains { 2 * dark(x, $0) > darkest } }
        var spans: [ClosedRange<Int>] = []
        for x in inked {
            if let last = spans.last, x - last.upperBound <= 7 {
                spans[spans.count - 1] = last.lowerBound...x
            } else {
                spans.append(x...x)
            }
        }
        return spans.map { span in
            let height = rows.map { y in min(1, Double(span.map { dark($0, y) }.max() ?? 0) / Double(darkest)) }.reduce(0, +)
            return Word(first: span.lowerBound, last: span.upperBound, height: height)
        }
    }

    static func render(_ yaml: String, folder: String = ".") throws -> Bitmap {
        try SceneRenderer.bundled().render(sceneBytes: Array(yaml.utf8), file: "s.yaml", folder: folder, scale: 2).bitmap
    }

    /// The Music screenshot's table below its bar: 56-pt rows (112 px from pixel row 128), the
    /// albums' 55-pt artwork a grey square here.
    static func music() throws -> Bitmap {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chevron-table-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let canvas = try Canvas(width: 55, height: 55, scale: 1, background: Color(rgb: 0x808080))
        try Data(try PNG.encode(canvas.bitmap)).write(to: folder.appendingPathComponent("artwork.png"))
        return try render("""
            canvas: {width: 320, height: 480}
            navigationController:
              viewControllers:
                - title: Albums
                  content:
                    table:
                      rowHeight: 56
                      rows:
                        - { text: All Songs, accessoryType: disclosureIndicator }
                        - { text: Another Light, detailText: Red Vox, style: subtitle, image: artwork.png, accessoryType: disclosureIndicator }
                        - { text: DOOM Eternal Original Game Soundtrack, style: subtitle, image: artwork.png, accessoryType: disclosureIndicator }
                        - { text: Time, detailText: Frédéric Theze, style: subtitle, image: artwork.png, accessoryType: disclosureIndicator }
                        - { text: Visions, detailText: Red Vox, style: subtitle, image: artwork.png, accessoryType: disclosureIndicator }
            """, folder: folder.path)
    }

    /// The Music table's lines that are not cut (DOOM's is, where the phone's and Heros's widths
    /// cut it alike): plain text bold 20, subtitle bold 18 and its detail regular 14.
    static let musicLines: [(name: String, rows: Range<Int>, columns: Range<Int>)] = [
        ("All Songs", 128..<238, 20..<580),
        ("Another Light", 242..<306, 120..<580), ("Red Vox", 306..<350, 120..<580),
        ("Time", 466..<530, 120..<580), ("Frédéric Theze", 530..<574, 120..<580),
        ("Visions", 578..<642, 120..<580), ("Red Vox", 642..<686, 120..<580),
    ]

    /// Where each line's ink ends: on average within 2.5 px of the phone's and none more than 5 px
    /// off (measured 1.9 and 5: "All Songs" ends 5 px right, "Visions" 3; Heros at the size of its
    /// font, the 1x metrics at twice the pixels, gave 3.9 and 8: "Visions" 126 px wide against the
    /// phone's 121, "Another Light" 5 px long); each starts within a pixel of the phone's.
    @Test func plainTableLinesAtTwoTimes() throws {
        let shot = try RetinaReferences.picture(RetinaReferences.music), mine = try Self.music()
        var misses: [Int] = []
        for line in Self.musicLines {
            let phone = Self.words(shot, rows: line.rows, columns: line.columns)
            let drawn = Self.words(mine, rows: line.rows, columns: line.columns)
            guard let p0 = phone.first, let p1 = phone.last, let d0 = drawn.first, let d1 = drawn.last else {
                Issue.record("\(line.name): no ink (phone \(phone.count) words, Chevron \(drawn.count))")
                continue
            }
            #expect(abs(d0.first - p0.first) <= 1, "\(line.name) starts at \(d0.first), the phone's at \(p0.first)")
            #expect(abs(d1.last - p1.last) <= 5, "\(line.name) ends at \(d1.last), the phone's at \(p1.last)")
            misses.append(abs(d1.last - p1.last))
        }
        let mean = Double(misses.reduce(0, +)) / Double(max(1, misses.count))
        #expect(misses.count == Self.musicLines.count && mean <= 2.5, "line ends off by \(misses): mean \(mean) px")
    }

    /// The grouped Settings table's cell texts, bold 17 (88-px rows from pixel row 150, text left
    /// of the switches; "International Keyboards" at rows 720–794).
    static let settingsLines: [(rows: Range<Int>, columns: Range<Int>)] = {
        var lines: [(rows: Range<Int>, columns: Range<Int>)] = []
        for row in 0..<5 {
            let top: Int = 150 + 88 * row
            lines.append((rows: top + 6..<top + 84, columns: 30..<400))
        }
        lines.append((rows: 720..<795, columns: 30..<530))
        return lines
    }()

    /// The first word of each grouped cell is the phone's width within 2 px ("Auto-Capitalisation"
    /// 310 px on both: Helvetica's advances, where the Music table's narrower run would be 7 px
    /// short), and words from the baseline to the capitals' top ("Auto-Correction", "Check",
    /// "Enable", "Lock") are on average within 0.2 px of the phone's height (measured 0.16 with
    /// Neue's cap height, all four lower than the phone's by 0.1–0.3 px; Heros's capitals were
    /// 0.2–0.4 px taller, 0.36 on average).
    @Test func groupedCellTextAtTwoTimes() throws {
        let shot = try RetinaReferences.picture(RetinaReferences.settings)
        let mine = try Self.render(RetinaFigureTests.keyboardTable)
        let phone = Self.settingsLines.map { Self.words(shot, rows: $0.rows, columns: $0.columns) }
        let drawn = Self.settingsLines.map { Self.words(mine, rows: $0.rows, columns: $0.columns) }
        try #require(zip(phone, drawn).allSatisfy { $0.count == $1.count }, "word counts: phone \(phone.map(\.count)), Chevron \(drawn.map(\.count))")
        for (line, words) in zip(phone, drawn).enumerated() where line != 4 {
            let p = try #require(words.0.first), d = try #require(words.1.first)
            #expect(abs(d.width - p.width) <= 2, "line \(line): first word \(d.width) px wide, the phone's \(p.width)")
        }
        // (line, word): Auto-Correction, Check, Enable, Lock.
        let heights = [(1, 0), (2, 0), (3, 0), (3, 2)].map { drawn[$0.0][$0.1].height - phone[$0.0][$0.1].height }
        let mean = heights.map(abs).reduce(0, +) / Double(heights.count)
        #expect(mean <= 0.2, "heights off by \(heights) px: mean \(mean)")
    }
}
