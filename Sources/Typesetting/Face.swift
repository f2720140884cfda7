import ChevronSupport
import Raster
import _CFreeType
import _CHarfBuzz

/// One font file opened with FreeType: character → glyph mapping and advances in font units, and
/// rendered glyph masks. The phone did not kern bar text (`Pen`), so neither does Chevron.
///
/// Measuring Latin-1 text (every bar label in Heros) reads only tables the face copied out at load
/// time (`hmtx`, a Latin-1 glyph map) and takes no lock. FreeType itself is touched only behind
/// `state`'s lock — glyph lookups beyond U+00FF and rendering — because an `FT_Face` must not be
/// used by two threads at once; the face owns its own `FT_Library`, so no lock is shared between
/// faces.
final class Face: @unchecked Sendable {
    let path: String
    /// The face's index in its file (a collection such as Noto CJK's `.ttc` holds several).
    let index: Int
    /// A colour bitmap face (CBDT, as Noto Color Emoji): its glyphs are pictures, drawn in their
    /// own colours and scaled from the face's bitmap strike (`ColorGlyph`).
    let isColor: Bool
    let unitsPerEm: Int
    /// OS/2 typographic ascender (positive, up) and descender (negative), in font units.
    let ascender: Int, descender: Int
    /// Heights of flat capitals and of the lower-case x, in font units.
    let capHeight: Int, xHeight: Int
    /// The family name and the `head` table's font revision, as a report names the fonts that
    /// drew an image: "TeX Gyre Heros 2.004".
    let familyAndVersion: String

    /// Glyphs of U+0000…U+00FF, the characters of nearly every bar label.
    private let latin1: [UInt32]
    private let metrics: HorizontalMetrics
    private let state: Locked<State>

    /// HarfBuzz's view of the same file, made when the face first shapes text (`ComplexText`):
    /// a Latin-only run never makes one.
    private let shaping = Locked<OpaquePointer?>(nil)

    private struct State {
        let library: FT_Library
        let face: FT_Face
        /// The pixel size last set on `face` (26.6), to skip redundant `FT_Set_Char_Size` calls.
        var pixelSize: Int32 = 0
        var cache = GlyphCache()
    }

    /// Opens the font at `path` (face `index` of a collection). Only a fallback face may be a colour
    /// bitmap face (`allowsColorBitmaps`); the bundled faces are outlines.
    init(path: String, index: Int = 0, allowsColorBitmaps: Bool = false) throws {
        self.path = path
        self.index = index
        func failure(_ what: String, _ error: FT_Error) -> TypesettingError {
            let text = FT_Error_String(error).map { String(cString: $0) } ?? "FreeType error \(error)"
            return .unreadableFont(path: path, reason: "\(what): \(text)")
        }
        var library: FT_Library?
        var error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw failure("FreeType did not start", error) }
        var opened: FT_Face?
        error = FT_New_Face(library, path, FT_Long(index), &opened)
        guard error == 0, let face = opened else {
            FT_Done_FreeType(library)
            throw failure("not a font FreeType can open", error)
        }
        // Until `state` owns the handles, a failed check must release them itself.
        var complete = false
        defer {
            if !complete {
                FT_Done_Face(face)
                FT_Done_FreeType(library)
            }
        }

        let record = face.pointee
        let scalable = record.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        let colorBitmaps = record.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && record.num_fixed_sizes > 0
        // A bitmap-only face's em comes from its `head` table (FreeType leaves `units_per_EM` 0).
        let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee
        let em = record.units_per_EM > 0 ? Int(record.units_per_EM) : head.map { Int($0.Units_Per_EM) } ?? 0
        guard scalable || (allowsColorBitmaps && colorBitmaps), em > 0 else {
            throw TypesettingError.unreadableFont(path: path, reason: "not a scalable outline font")
        }
        isColor = !scalable && colorBitmaps
        let family = record.family_name.map { String(cString: $0) } ?? "unnamed"
        familyAndVersion = head.map { "\(family) \(Face.revisionText($0.Font_Revision))" } ?? family
        error = FT_Select_Charmap(face, FT_ENCODING_UNICODE)
        guard error == 0 else { throw failure("no Unicode character map", error) }
        guard let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self),
              let hmtx = Face.table(face, "hmtx")
        else { throw TypesettingError.unreadableFont(path: path, reason: "no horizontal metrics (hhea/hmtx)") }

        unitsPerEm = em
        metrics = HorizontalMetrics(hmtx: hmtx, numberOfHMetrics: Int(hhea.pointee.number_Of_HMetrics))
        let latin1 = (0..<256).map { FT_Get_Char_Index(face, FT_ULong($0)) }
        self.latin1 = latin1

        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
        ascender = os2.map { Int($0.sTypoAscender) } ?? Int(record.ascender)
        descender = os2.map { Int($0.sTypoDescender) } ?? Int(record.descender)
        // OS/2 version 2 and later record both heights; else measure "H" and "x" as fonts define them.
        if let os2, os2.version >= 2, os2.sCapHeight > 0 {
            capHeight = Int(os2.sCapHeight)
            xHeight = Int(os2.sxHeight)
        } else {
            capHeight = Face.inkTop(face, of: latin1[0x48])
            xHeight = Face.inkTop(face, of: latin1[0x78])
        }
        state = Locked(State(library: library, face: face))
        complete = true
    }

    /// A 16.16 font revision as fonts print theirs: 131334 (0x20106) is "2.004", 155320 "2.37".
    static func revisionText(_ fixed: FT_Fixed) -> String {
        let thousandths = (Int(fixed) * 1000 + 32768) >> 16
        var text = "\(thousandths / 1000)." + String(String(thousandths % 1000 + 1000).dropFirst())
        while text.hasSuffix("0") && !text.hasSuffix(".0") { text.removeLast() }
        return text
    }

    deinit {
        state.withLock { s in
            FT_Done_Face(s.face)
            FT_Done_FreeType(s.library)
        }
        shaping.withLock { font in
            if let font { hb_font_destroy(font) }
        }
    }

    /// The HarfBuzz font of this face, in font units (scale = units per em), made on first use;
    /// nil when HarfBuzz cannot read the file. Immutable once made, so threads shape with it at once.
    var harfBuzzFont: OpaquePointer? {
        shaping.withLock { font in
            if let font { return font }
            guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
            defer { hb_blob_destroy(blob) }
            let face = hb_face_create(blob, UInt32(index))
            defer { hb_face_destroy(face) }
            guard let made = hb_font_create(face) else { return nil }
            hb_font_set_scale(made, Int32(unitsPerEm), Int32(unitsPerEm))
            hb_font_make_immutable(made)
            font = made
            return made
        }
    }

    // MARK: - Measuring (font units)

    /// The glyph for a character, 0 when the font has none (glyph 0 is the missing-glyph glyph).
    func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        if scalar.value < 256 { return latin1[Int(scalar.value)] }
        return state.withLock { FT_Get_Char_Index($0.face, FT_ULong(scalar.value)) }
    }

    func advance(of glyph: UInt32) -> Int {
        metrics.advance(of: glyph)
    }

    // MARK: - Rendering

    /// The glyph's coverage at a pixel size and sub-pixel phase: rendered once, then cached.
    /// Unhinted (`FT_LOAD_NO_HINTING`, as the phone drew text) with 256-level grey-scale
    /// anti-aliasing (`FT_RENDER_MODE_NORMAL`); the outline is moved right by the phase before it is
    /// rendered, so the mask lands on a whole pixel.
    func rendered(_ key: GlyphKey) -> RenderedGlyph {
        state.withLock { s in
            if let hit = s.cache[key] { return hit }
            let image = (isColor ? ColorGlyph.rasterize(s.face, key) : Face.rasterize(&s, key)) ?? .empty
            s.cache.insert(image, for: key)
            return image
        }
    }

    /// Glyph images in the cache (for tests).
    var cachedGlyphCount: Int { state.withLock { $0.cache.count } }

    private static func rasterize(_ s: inout State, _ key: GlyphKey) -> RenderedGlyph? {
        if s.pixelSize != key.pixelSize {
            guard FT_Set_Char_Size(s.face, 0, FT_F26Dot6(key.pixelSize), 72, 72) == 0 else { return nil }
            s.pixelSize = key.pixelSize
        }
        let flags = FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(s.face, key.glyph, flags) == 0, let slot = s.face.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return nil }
        let phase = FT_Pos(Int(key.subpixel) * 64 / GlyphKey.subpixelSteps)
        FT_Outline_Translate(&slot.pointee.outline, phase, 0)
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }

        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, rows > 0, let buffer = bitmap.buffer,
              bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue)
        else { return .empty }
        // A negative pitch means the rows are stored bottom-up, `buffer` pointing at the last row
        // (FreeType's FT_Bitmap_Convert reads them the same way).
        let top = pitch < 0 ? buffer - pitch * (rows - 1) : buffer
        var coverage = [UInt8](repeating: 0, count: width * rows)
        coverage.withUnsafeMutableBufferPointer { out in
            guard let start = out.baseAddress else { return }
            for y in 0..<rows {
                (start + y * width).update(from: top + y * pitch, count: width)
            }
        }
        return RenderedGlyph(mask: AlphaMask(width: width, height: rows, coverage: coverage),
                             left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }

    // MARK: - Loading helpers

    /// A whole sfnt table copied out of the font, nil when the font has none.
    private static func table(_ face: FT_Face, _ tag: StaticString) -> FontTable? {
        let tagValue = FT_ULong(FontTable.tag(tag))
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, tagValue, 0, nil, &length) == 0, length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let error = bytes.withUnsafeMutableBufferPointer {
            FT_Load_Sfnt_Table(face, tagValue, 0, $0.baseAddress, &length)
        }
        return error == 0 ? FontTable(bytes) : nil
    }

    /// The top of a glyph's outline above the baseline, in font units (0 for a missing glyph).
    private static func inkTop(_ face: FT_Face, of glyph: UInt32) -> Int {
        guard glyph != 0, FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0,
              let slot = face.pointee.glyph
        else { return 0 }
        return Int(slot.pointee.metrics.horiBearingY)
    }
}
