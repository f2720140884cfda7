import Raster

/// A glyph image as FreeType rendered it: coverage, and where its top-left pixel sits relative
/// to the pen (FreeType's `bitmap_left` / `bitmap_top`: `top` rows above the baseline).
struct RenderedGlyph: Sendable {
    var mask: AlphaMask
    var left: Int
    var top: Int
    /// A colour glyph's picture (premultiplied, the mask's size); nil for an outline glyph, which
    /// is drawn in the text's colour through `mask`.
    var picture: Bitmap? = nil

    static let empty = RenderedGlyph(mask: AlphaMask(width: 0, height: 0), left: 0, top: 0)
}

/// What a rendered glyph depends on besides its face: the glyph, the pixel size and the pen's
/// sub-pixel phase.
struct GlyphKey: Hashable, Sendable {
    var glyph: UInt32
    /// Pixels per em in 26.6 fixed point (FreeType's unit): the point size times the device scale.
    var pixelSize: Int32
    /// The pen's fractional x position in quarter pixels, 0…3 (see `GlyphKey.subpixelSteps`).
    var subpixel: UInt8

    /// Horizontal positions are quantised to 1/4 px: enough that letter spacing at @1x looks even
    /// (a 1/2-px step visibly jitters), few enough that a text run of a few hundred glyphs at three
    /// scales stays within a small cache.
    static let subpixelSteps = 4

    /// Splits a device x coordinate into a whole pixel and a sub-pixel step.
    static func split(_ x: Double) -> (pixel: Int, subpixel: UInt8) {
        let steps = (x * Double(subpixelSteps)).rounded()
        let whole = (steps / Double(subpixelSteps)).rounded(.down)
        return (Int(whole), UInt8(Int(steps - whole * Double(subpixelSteps))))
    }
}

/// Rendered glyph masks of one face, so that a glyph is rasterised once per size and phase and
/// drawing a run allocates nothing per glyph. Not thread-safe on its own: each `Face` keeps its
/// cache behind the same lock as its FreeType handle.
///
/// Bounded by entries and by mask bytes: when either bound would be passed, the cache starts again
/// from empty (output never depends on what is cached, only speed does). Bar chrome uses a few
/// hundred entries of a few hundred bytes each.
struct GlyphCache {
    static let maxEntries = 4096
    static let maxBytes = 16 << 20

    private var entries: [GlyphKey: RenderedGlyph] = [:]
    private var bytes = 0

    var count: Int { entries.count }

    subscript(key: GlyphKey) -> RenderedGlyph? {
        entries[key]
    }

    mutating func insert(_ glyph: RenderedGlyph, for key: GlyphKey) {
        let size = glyph.mask.coverage.count * (glyph.picture == nil ? 1 : 5)
        if entries.count >= GlyphCache.maxEntries || bytes + size > GlyphCache.maxBytes {
            entries.removeAll(keepingCapacity: true)
            bytes = 0
        }
        entries[key] = glyph
        bytes += size
    }
}
