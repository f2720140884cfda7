import Foundation
import Geometry
import Raster
@testable import Typesetting

/// What the typesetting tests share: the bundled fonts, the bar text shadow of
/// docs/DESIGN.md §Fonts, and helpers that draw into a bare bitmap.
enum Fixtures {
    /// The typesetter over the checkout's `Fonts/`, found the way the tool finds it.
    static let typesetter: Typesetter = try! Typesetter.bundled()

    static let fontsDirectory: String = try! FontDirectory.locate()

    /// Bar text shadow (docs/DESIGN.md §Fonts): black, alpha 0.5, 1 pt above the text.
    static let barShadow = TextShadow(color: Color.black.withAlpha(0.5), offset: Point(0, -1))

    /// A canvas of `width` x `height` points at `scale` over `background`.
    static func canvas(_ width: Double, _ height: Double, scale: Double = 1, background: Color = .clear) -> Canvas {
        try! Canvas(width: width, height: height, scale: scale, background: background)
    }

    /// The coverage a run leaves in a transparent bitmap when drawn in opaque black: the alpha
    /// channel, one byte a device pixel.
    static func coverage(of run: TextRun, at baseline: Point, width: Int, height: Int, scale: Double = 1)
        -> AlphaMask
    {
        let canvas = canvas(Double(width) / scale, Double(height) / scale, scale: scale)
        canvas.drawText(run, at: baseline, color: .black)
        let bitmap = canvas.makeBitmap()
        return AlphaMask(width: bitmap.width, height: bitmap.height,
                         coverage: bitmap.pixels.map { UInt8(truncatingIfNeeded: $0 >> 24) })
    }

    /// Total coverage of a mask in whole pixels.
    static func ink(_ mask: AlphaMask) -> Double {
        Double(mask.coverage.reduce(0) { $0 + Int($1) }) / 255
    }

    /// The `GPOS` table of a face's file, found through the sfnt table directory (read here
    /// independently of FreeType).
    static func gposBytes(of face: Face) -> [UInt8] {
        let file = [UInt8](FileManager.default.contents(atPath: face.path)!)
        func u16(_ o: Int) -> Int { Int(file[o]) << 8 | Int(file[o + 1]) }
        func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }
        for i in 0..<u16(4) {
            let record = 12 + 16 * i
            if String(decoding: file[record..<record + 4], as: UTF8.self) == "GPOS" {
                return Array(file[u32(record + 8)..<u32(record + 8) + u32(record + 12)])
            }
        }
        return []
    }
}
