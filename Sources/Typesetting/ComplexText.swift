import _CFriBidi
import _CHarfBuzz

/// A glyph of a shaped line: its face (bundled or a fallback face), its glyph, and its position in
/// points from the line's start (x right, y up from the baseline).
struct ShapedGlyph: @unchecked Sendable {
    let face: Face
    let glyph: UInt32
    let x: Double
    let y: Double
}

/// A line of text in any script, as HarfBuzz shaped it and FriBidi ordered it.
struct ShapedLine: Sendable {
    /// Left to right, as drawn.
    var glyphs: [ShapedGlyph] = []
    /// The sum of the advances, in points (not rounded).
    var width = 0.0
    /// Characters no face has (drawn as the missing-glyph box), in the order they first appear.
    var missing: [Unicode.Scalar] = []
    /// Offsets (in Unicode scalars) of the characters that start inside a shaped cluster — a
    /// ligature's later letters: cutting there would split the glyph.
    var joined: [Int] = []
}

/// Text in every language (docs/DESIGN.md §Text in every language). The bundled faces' Latin text
/// never comes here (`ComplexText.isNeeded`): it stays the phone's, set by `Pen`. Everything else —
/// right-to-left and joining scripts, characters the bundled faces lack, emoji sequences — is:
///
/// 1. cut into characters (grapheme clusters), each set in one face: TeX Gyre Heros when it has
///    the whole character, else DejaVu Sans, else a fallback face from fontconfig
///    (`FallbackFonts`, the weight asked for where there is one; an emoji in a colour face first),
///    else DejaVu's missing-glyph box, and the character is reported;
/// 2. given its embedding levels by FriBidi (Unicode's bidi algorithm; the paragraph's direction
///    is its first strong character's);
/// 3. split into runs of one face and one level, each shaped by HarfBuzz in its direction —
///    joining, marks, the ligatures the script requires, emoji sequences — with kerning and
///    optional ligatures off in Latin, Greek, Cyrillic and common runs (the phone did not kern);
/// 4. laid out left to right with the runs in visual order (rule L2: runs are reversed from the
///    highest level down to the lowest odd one).
enum ComplexText {
    /// Whether `scalar` must be shaped whatever face has it: right-to-left, joining and
    /// Indic-like scripts, Hangul jamo, joiners, bidi controls, variation selectors, emoji
    /// modifiers, keycaps, regional indicators, tags, and emoji shown as pictures.
    static func needsShaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x0590: return false
        case 0x0590...0x08FF, 0x0900...0x0DFF, 0x0E00...0x0FFF, 0x1000...0x109F, 0x1100...0x11FF,
             0x1780...0x18AF, 0x1A00...0x1BFF, 0x200C...0x200F, 0x202A...0x202E, 0x2066...0x2069,
             0x20E3, 0xA980...0xA9DF, 0xFB1D...0xFDFF, 0xFE00...0xFE0F, 0xFE70...0xFEFF,
             0x10800...0x10FFF, 0x1E800...0x1EFFF, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF,
             0xE0000...0xE0FFF:
            return true
        case 0x2000..<0x231A: return false
        default: return scalar.properties.isEmojiPresentation
        }
    }

    /// Whether `text` leaves the phone's Latin path: a character that must be shaped, or one that
    /// neither bundled face of the weight has.
    static func isNeeded(_ text: String, faces: [Face], bold: Bool) -> Bool {
        let primary = faces[FaceSlot.primary(bold: bold).rawValue], fallback = faces[FaceSlot.fallback(bold: bold).rawValue]
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x100 { continue }  // Latin-1: always in DejaVu Sans
            if needsShaping(scalar) { return true }
            if Pen.role(of: scalar) != .glyph { continue }
            if primary.glyph(for: scalar) == 0 && fallback.glyph(for: scalar) == 0 { return true }
        }
        return false
    }

    private struct Cluster {
        var start: Int
        var face: Face
    }

    private struct Segment {
        var start: Int
        var end: Int
        var face: Face
        var level: UInt8
    }

    /// `text` shaped in `font` over the bundled `faces` (indexed by `FaceSlot`).
    static func shape(_ text: String, font: Font, faces: [Face]) -> ShapedLine {
        let bold = font.isBold
        let primary = faces[FaceSlot.primary(bold: bold).rawValue], fallback = faces[FaceSlot.fallback(bold: bold).rawValue]
        let language = FallbackFonts.language(of: text)
        var line = ShapedLine()
        var scalars: [UInt32] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        var clusters: [Cluster] = []
        var missing = Set<UInt32>()

        // 1. Characters and their faces.
        for character in text {
            let start = scalars.count
            var visible: [Unicode.Scalar] = []
            var emoji = false
            for scalar in character.unicodeScalars {
                switch Pen.role(of: scalar) {
                case .space:
                    scalars.append(0x20)
                    visible.append(" ")
                case .nothing:
                    // A control character sets nothing: HarfBuzz hides a zero-width space.
                    let ignorable = scalar.properties.isDefaultIgnorableCodePoint
                    scalars.append(ignorable ? scalar.value : 0x200B)
                    if scalar.value == 0x200D || scalar.value == 0xFE0F { emoji = true }
                case .glyph:
                    scalars.append(scalar.value)
                    visible.append(scalar)
                    switch scalar.value {
                    case 0x20E3, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: emoji = true
                    default: if scalar.value >= 0x231A && scalar.properties.isEmojiPresentation { emoji = true }
                    }
                }
            }
            if scalars.count == start { continue }
            let face: Face
            if let base = visible.first {
                func covers(_ face: Face) -> Bool { visible.allSatisfy { face.glyph(for: $0) != 0 } }
                if !emoji, covers(primary) {
                    face = primary
                } else if !emoji, covers(fallback) {
                    face = fallback
                } else if let found = FallbackFonts.face(for: base, bold: bold, emoji: emoji, language: language) {
                    face = found
                } else if emoji, covers(primary) {
                    face = primary
                } else if emoji, covers(fallback) {
                    face = fallback
                } else {
                    face = fallback
                    for scalar in visible where fallback.glyph(for: scalar) == 0 && missing.insert(scalar.value).inserted {
                        line.missing.append(scalar)
                    }
                }
            } else {
                face = clusters.last?.face ?? primary
            }
            clusters.append(Cluster(start: start, face: face))
        }
        guard !scalars.isEmpty else { return line }

        // 2. Embedding levels.
        let count = scalars.count
        var levels = [UInt8](repeating: 0, count: count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var rtl: Int32 = 0
        let ok = chevron_bidi_levels(scalars, FriBidiStrIndex(count), &types, &brackets, &levels, &rtl)
        if ok == 0 { levels = [UInt8](repeating: 0, count: count) }

        // 3. Runs of one face and one level.
        var segments: [Segment] = []
        for (i, cluster) in clusters.enumerated() {
            let end = i + 1 < clusters.count ? clusters[i + 1].start : count
            let level = levels[cluster.start]
            if var last = segments.last, last.face === cluster.face, last.level == level {
                last.end = end
                segments[segments.count - 1] = last
            } else {
                segments.append(Segment(start: cluster.start, end: end, face: cluster.face, level: level))
            }
        }

        // 4. Visual order (L2).
        var order = Array(segments.indices)
        if let highest = segments.map(\.level).max(), let lowestOdd = segments.map(\.level).filter({ $0 & 1 == 1 }).min() {
            var level = highest
            while level >= lowestOdd {
                var i = 0
                while i < order.count {
                    guard segments[order[i]].level >= level else { i += 1; continue }
                    var j = i
                    while j < order.count, segments[order[j]].level >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                }
                if level == 0 { break }
                level -= 1
            }
        }

        // 5. Shaping, left to right.
        var starts = Set<Int>()
        var pen = 0.0
        let size = font.isUsable ? font.size : 0
        guard let buffer = hb_buffer_create() else { return line }
        defer { hb_buffer_destroy(buffer) }
        let undetermined = hb_language_from_string("und", -1)
        for index in order {
            let segment = segments[index]
            starts.insert(segment.start)
            guard let hbFont = segment.face.harfBuzzFont else { continue }
            hb_buffer_clear_contents(buffer)
            hb_buffer_add_utf32(buffer, scalars, Int32(count), UInt32(segment.start), Int32(segment.end - segment.start))
            hb_buffer_set_direction(buffer, segment.level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_set_language(buffer, undetermined)
            hb_buffer_guess_segment_properties(buffer)
            let script = hb_buffer_get_script(buffer)
            let plain = [HB_SCRIPT_LATIN, HB_SCRIPT_COMMON, HB_SCRIPT_INHERITED, HB_SCRIPT_GREEK, HB_SCRIPT_CYRILLIC,
                         HB_SCRIPT_UNKNOWN].contains(script)
            if plain {
                ComplexText.phoneFeatures.withUnsafeBufferPointer { features in
                    hb_shape(hbFont, buffer, features.baseAddress, UInt32(features.count))
                }
            } else {
                hb_shape(hbFont, buffer, nil, 0)
            }
            var glyphCount: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &glyphCount),
                  let positions = hb_buffer_get_glyph_positions(buffer, &glyphCount)
            else { continue }
            let scale = size / Double(segment.face.unitsPerEm)
            for g in 0..<Int(glyphCount) {
                let info = infos[g], position = positions[g]
                starts.insert(Int(info.cluster))
                line.glyphs.append(ShapedGlyph(face: segment.face, glyph: info.codepoint,
                                               x: pen + Double(position.x_offset) * scale,
                                               y: Double(position.y_offset) * scale))
                pen += Double(position.x_advance) * scale
            }
        }
        line.width = pen
        line.joined = clusters.map(\.start).filter { !starts.contains($0) }
        return line
    }

    /// Latin-like runs are set as the phone set them: no kerning, no optional ligatures.
    private static let phoneFeatures: [hb_feature_t] = ["-kern", "-liga", "-clig", "-dlig", "-calt"].map { text in
        var feature = hb_feature_t()
        _ = hb_feature_from_string(text, -1, &feature)
        return feature
    }
}
