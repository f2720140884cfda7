import ImageDiff

/// The composite for people: expected | actual | diff in one picture, left to right, on a neutral
/// grey with gaps between the panels. Beyond pixelmatch (which only draws the diff).
///
/// Transparent parts of the expected and actual images are shown over a light checkerboard, the
/// way image editors show transparency, so "transparent" and "white" look different; the result
/// is opaque. Panels of different sizes (a size mismatch, where there is no diff panel) are
/// top-aligned.
package enum SideBySide {
    /// Pixels of grey between two panels and around them.
    package static let gap = 4
    /// The grey behind and between the panels (#8c8c8c).
    package static let backdrop = RGBA8(r: 0x8c, g: 0x8c, b: 0x8c)
    /// The checkerboard behind transparent pixels: 8 × 8 px squares of white and #d6d6d6.
    package static let checkerSize = 8
    static let checkerLight: UInt32 = 0xff
    static let checkerDark: UInt32 = 0xd6

    /// The composite of the panels present: expected, actual and (when given) the diff image.
    package static func compose(expected: DiffImage, actual: DiffImage, diff: DiffImage?) -> DiffImage {
        let panels = [expected, actual] + (diff.map { [$0] } ?? [])
        let width = panels.reduce(gap) { $0 + $1.width + gap }
        let height = (panels.map(\.height).max() ?? 0) + 2 * gap
        let backdropWord = backdrop.word.littleEndian
        return DiffImage(width: width, height: height) { out in
            out.update(repeating: backdropWord)
            var left = gap
            for panel in panels {
                draw(panel, into: out, stride: width, left: left, top: gap)
                left += panel.width + gap
            }
        }
    }

    /// Copies `panel` into the composite at (left, top), over the checkerboard where not opaque.
    private static func draw(_ panel: DiffImage, into out: UnsafeMutableBufferPointer<UInt32>, stride: Int,
                             left: Int, top: Int) {
        panel.withWords { src in
            for y in 0..<panel.height {
                let row = (top + y) * stride + left
                for x in 0..<panel.width {
                    let word = src[y * panel.width + x]
                    let v = UInt32(littleEndian: word)
                    let alpha = v >> 24
                    if alpha == 255 {
                        out[row + x] = word
                        continue
                    }
                    let light = ((x / checkerSize) + (y / checkerSize)) % 2 == 0
                    let backing = light ? checkerLight : checkerDark
                    // Straight-alpha source-over onto an opaque grey, rounded to nearest.
                    func channel(_ shift: UInt32) -> UInt32 {
                        let c = (v >> shift) & 0xff
                        return (c * alpha + backing * (255 - alpha) + 127) / 255
                    }
                    let composed = channel(0) | channel(8) << 8 | channel(16) << 16 | 0xff00_0000
                    out[row + x] = composed.littleEndian
                }
            }
        }
    }
}
