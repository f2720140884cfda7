import Foundation
import Raster
import RasterPNG
import Testing

/// A 10 000-row table whose rows are whole mappings — text, detail, style, accessory and image —
/// renders a screenful (issue 37: it was refused as "more than 20000 values", a limit meant for
/// alias bombs; docs/DESIGN.md §Limits). The picture is read: the first row's image, the detail and
/// the accessory are on it.
struct LargeTableCommandTests {
    @Test func tenThousandFullRowsRender() throws {
        let folder = try ChevronProcess.scratch()
        let icon = try PNG.encode(try Bitmap(width: 29, height: 29, fill: Color(rgb: 0xd03020).premultiplied))
        try Data(icon).write(to: folder.appendingPathComponent("i.png"))
        let accessories = ["disclosureIndicator", "detailDisclosureButton", "checkmark"]
        let styles = ["value1", "subtitle", "value2"]
        // Flow style keeps the 10 000 rows (962 kB) under the 1 MiB a scene file may have.
        let rows = (0..<10_000).map { i in
            "{text: R\(i), detailText: D\(i), style: \(styles[i % 3]), accessoryType: \(accessories[i % 3]), image: i.png}"
        }
        let yaml = "canvas: { scale: 1 }\nnavigationController:\n  viewControllers:\n    - title: Rows\n      content:\n"
            + "        table:\n          rows: [" + rows.joined(separator: ",") + "]\n"
        let path = folder.appendingPathComponent("t.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["resolve", path], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("table: plain, 10000 rows, 10 visible"), "\(r.stdout)")
        let out = folder.appendingPathComponent("t.png")
        let render = try ChevronProcess.run(["render", path, "-o", out.path], in: folder)
        #expect(render.status == 0, "\(render.stderr)")
        let bitmap = try PNG.decode(Array(try Data(contentsOf: out)))
        // The first row (y 64–107): the icon's red at the left, centred on the row; the value 1
        // detail's blue ink right of the middle; the disclosure's grey at the right.
        let icon00 = bitmap.color(x: 14, y: 85)
        #expect(icon00.r > 180 && icon00.g < 80, "the image: \(icon00)")
        let blue = (160..<290).contains { x in (70..<100).contains { y in
            let c = bitmap.color(x: x, y: y); return Int(c.b) - Int(c.r) > 40 } }
        #expect(blue, "value 1's blue detail")
        let grey = (295..<312).contains { x in (75..<96).contains { y in bitmap.color(x: x, y: y).r < 200 } }
        #expect(grey, "the disclosure indicator")
    }
}
