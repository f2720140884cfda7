import Chevron

/// The system items' glyphs against UIKit's 1x masks (../shared/fidelity/glyphs): the glyph as
/// Widgets' `SystemIcon` draws it at its natural size, filled white without the emboss, by shape
/// and ink box (`GlyphComparison`).
enum GlyphCases {
    static let factor = 12

    /// Every system item that has a mask, with the mask's name.
    static let masks: [(SystemIcon, String)] = [
        (.add, "Plus"), (.compose, "Compose"), (.reply, "Reply"), (.action, "Action"), (.organize, "Organize"),
        (.bookmarks, "Bookmarks"), (.search, "Search"), (.refresh, "Refresh"), (.stop, "Stop"),
        (.camera, "Camera"), (.trash, "Trash"), (.play, "Play"), (.pause, "Pause"), (.rewind, "Rewind"),
        (.fastForward, "FastForward"),
    ]

    static var all: [FidelityCase] {
        masks.map { icon, mask in
            FidelityCase(name: "glyph \(icon.rawValue)", group: .glyphs) { refs, _ in
                let size = icon.naturalSize
                let margin = 2.0
                let canvas = try Canvas(width: size.width + 2 * margin, height: size.height + 2 * margin, scale: 1)
                canvas.fill(icon.path(at: Point(margin, margin)), with: .solid(.white), rule: icon.fillRule)
                let bitmap = canvas.bitmap
                let coverage = bitmap.pixels.map { UInt8(truncatingIfNeeded: $0 >> 24) }
                let reference = try refs.picture("glyphs/UIButtonBar\(mask).png")
                let alpha = (0..<(reference.width * reference.height)).map { reference.rgba[4 * $0 + 3] }
                let g = GlyphComparison(chevron: coverage, width: bitmap.width, height: bitmap.height,
                                        mask: alpha, width: reference.width, height: reference.height)
                let c = g.chevronBox.map(\.description) ?? "none", m = g.maskBox.map(\.description) ?? "none"
                return FidelityCase.Result(
                    score: g.score, outcome: g.outcome, note: "ink \(c), mask \(m)",
                    missed: g.boxMatches ? nil : "ink box \(c) is not within 1 px of the mask's \(m)", factor: factor)
            }
        }
    }
}
