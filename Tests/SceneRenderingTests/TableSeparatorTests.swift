import Chevron
import Testing

/// A table's `separatorColor` and `rowHeight` as drawn: the lines between rows in the colour the
/// scene gives (UIKit's own without it), on the last point of each row of the height it gives, at
/// 1x and @2x; a grouped table's lines and outline in it too.
struct TableSeparatorTests {
    static func render(_ table: String, scale: Int) throws -> Bitmap {
        try SceneRenderer.bundled().render(sceneBytes: Array("""
            canvas: {width: 320, height: 480}
            navigationController:
              viewControllers:
                - title: A
                  content:
                    table:
            \(table)
            """.utf8), file: "s.yaml", folder: ".", scale: scale).bitmap
    }

    @Test(arguments: [1, 2])
    func plainSeparatorsInTheirColourEveryRow(scale: Int) throws {
        let own = try Self.render("          rowHeight: 56\n          separatorColor: \"#cccccc\"\n          rows: [A, B]",
                                  scale: scale)
        // Rows from 64, 56 pt each: the separator is the last point of each (119, 175, then the
        // empty ruled rows' 231…), white above it.
        for line in [119, 175, 231] {
            for y in scale * line..<scale * (line + 1) {
                #expect(own.color(x: 200 * scale, y: y) == Color(rgb: 0xcccccc), "row \(y)")
            }
            #expect(own.color(x: 200 * scale, y: scale * line - 1) == .white)
        }
        let uikit = try Self.render("          rows: [A, B]", scale: scale)
        #expect(uikit.color(x: 200 * scale, y: scale * 107) == Color(rgb: 0xe0e0e0))
    }

    @Test func groupedLinesAndOutlineInTheColour() throws {
        let red = Color(rgb: 0xff0000)
        let b = try Self.render("          style: grouped\n          separatorColor: \"#ff0000\"\n          rows: [A, B]", scale: 1)
        // The outline from x 9, y 74; the line between the rows at 118.
        #expect(b.color(x: 160, y: 74) == red && b.color(x: 160, y: 118) == red && b.color(x: 9, y: 100) == red)
        #expect(b.color(x: 160, y: 100) == .white)
    }
}
