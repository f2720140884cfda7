import ChevronSupport
import _CFontconfig

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Faces for characters the bundled fonts lack (docs/DESIGN.md §Text in every language), found
/// through fontconfig: first among the fonts of the project's own folders (`--font-dir`,
/// `CHEVRON_FONT_DIRS`), then among the system's. A face of the weight the label asks for wins
/// where the family has one; an emoji is looked for in a colour face first.
///
/// Fontconfig is started on the first character the bundled faces lack — never for Latin text, so
/// `chevron --version` and Latin scenes never read the system's font configuration. Every answer
/// is kept (per character and weight), and every face is opened once.
package enum FallbackFonts {
    /// The environment variable naming extra font folders, separated by ':'.
    package static let environmentVariable = "CHEVRON_FONT_DIRS"

    /// Adds a folder of fonts (searched before the system's). Takes effect for characters not yet
    /// looked up.
    package static func addDirectory(_ path: String) {
        state.withLock { s in
            guard !s.directories.contains(path) else { return }
            s.directories.append(path)
            if let config = s.config { _ = FcConfigAppFontAddDir(config, path) }
            s.answers.removeAll()
            for case let set? in s.orders.values { FcFontSetDestroy(set) }
            s.orders.removeAll()
        }
    }

    /// The face to set `scalar` in, nil when no font has it. `language` is the text's
    /// (`language(of:)`): Han characters are drawn in the Japanese, Chinese or Korean forms of a
    /// face that has several by the rest of the label, never by the machine's locale.
    static func face(for scalar: Unicode.Scalar, bold: Bool, emoji: Bool, language: String) -> Face? {
        state.withLock { s in
            let key = Key(scalar: scalar.value, bold: bold, emoji: emoji, language: language)
            if let known = s.answers[key] { return known }
            let found = s.lookUp(scalar, bold: bold, emoji: emoji, language: language)
            if s.answers.count >= 1 << 16 { s.answers.removeAll() }
            s.answers[key] = .some(found)
            return found
        }
    }

    /// The language a text's fallback faces are asked for: Japanese when it has kana, Korean when
    /// it has Hangul, else Chinese when it has Han characters, else English.
    static func language(of text: String) -> String {
        var han = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return "ja"
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return "ko"
            case 0x2E80...0x2FDF, 0x3100...0x312F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
                 0x20000...0x3FFFF: han = true
            default: break
            }
        }
        return han ? "zh-cn" : "en"
    }

    private struct Key: Hashable {
        var scalar: UInt32
        var bold: Bool
        var emoji: Bool
        var language: String
    }

    private static let state = Locked(State())

    private struct State {
        var config: OpaquePointer?
        var started = false
        var directories: [String] = FallbackFonts.environmentDirectories()
        var answers: [Key: Face?] = [:]
        var faces: [String: Face] = [:]
        /// Sorted font lists, kept for the process (one per weight, emoji or not, and language).
        var orders: [Key: UnsafeMutablePointer<FcFontSet>?] = [:]
        var unusable: Set<String> = []

        mutating func start() -> OpaquePointer? {
            if started { return config }
            started = true
            config = FcInitLoadConfigAndFonts()
            if let config {
                for directory in directories { _ = FcConfigAppFontAddDir(config, directory) }
            }
            return config
        }

        mutating func lookUp(_ scalar: Unicode.Scalar, bold: Bool, emoji: Bool, language: String) -> Face? {
            guard scalar.properties.generalCategory != .unassigned, let config = start() else { return nil }
            // The project's own fonts first.
            if let own = FcConfigGetFonts(config, FcSetApplication) {
                var candidates: [OpaquePointer] = []
                for i in 0..<Int(own.pointee.nfont) {
                    if let font = own.pointee.fonts[i] { candidates.append(font) }
                }
                let ranked = candidates.enumerated().sorted { a, b in
                    let ra = State.rank(a.element, bold: bold, emoji: emoji)
                    let rb = State.rank(b.element, bold: bold, emoji: emoji)
                    return ra != rb ? ra < rb : a.offset < b.offset
                }
                for (_, font) in ranked where State.has(font, scalar) {
                    if let face = open(font) { return face }
                }
            }
            guard let candidates = sorted(config, bold: bold, emoji: emoji, language: language) else { return nil }
            for i in 0..<Int(candidates.pointee.nfont) {
                guard let font = candidates.pointee.fonts[i], State.has(font, scalar) else { continue }
                if let face = open(font) { return face }
            }
            return nil
        }

        /// The system's fonts in fontconfig's order of preference for a sans-serif label of this
        /// weight and language (colour faces first for an emoji), sorted once for each.
        private mutating func sorted(_ config: OpaquePointer, bold: Bool, emoji: Bool, language: String)
            -> UnsafeMutablePointer<FcFontSet>?
        {
            let key = Key(scalar: 0, bold: bold, emoji: emoji, language: language)
            if let known = orders[key] { return known }
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            _ = FcPatternAddString(pattern, FC_FAMILY, "sans-serif")
            _ = FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
            // The machine's locale must not change the drawing: the language comes from the text.
            _ = FcPatternAddString(pattern, FC_LANG, language)
            if emoji { _ = FcPatternAddBool(pattern, FC_COLOR, FcBool(1)) }
            _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            let set = FcFontSort(config, pattern, FcBool(0), nil, &result)
            orders[key] = set
            return set
        }

        /// Lower is better: the weight asked for, then (for an emoji) a colour face.
        private static func rank(_ font: OpaquePointer, bold: Bool, emoji: Bool) -> Int {
            var weight: Int32 = 0, color: FcBool = 0
            let hasWeight = FcPatternGetInteger(font, FC_WEIGHT, 0, &weight) == FcResultMatch
            _ = FcPatternGetBool(font, FC_COLOR, 0, &color)
            let weightMiss = hasWeight && (weight >= FC_WEIGHT_DEMIBOLD) != bold ? 1 : 0
            let colorMiss = emoji && color == 0 ? 2 : 0
            return colorMiss + weightMiss
        }

        private static func has(_ font: OpaquePointer, _ scalar: Unicode.Scalar) -> Bool {
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { return false }
            return FcCharSetHasChar(charset, scalar.value) != 0
        }

        /// The face of a fontconfig font, opened once; nil when FreeType or HarfBuzz cannot use it.
        private mutating func open(_ font: OpaquePointer) -> Face? {
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
            let key = "\(index):\(path)"
            if let face = faces[key] { return face }
            guard !unusable.contains(key),
                  let face = try? Face(path: path, index: Int(index & 0xFFFF), allowsColorBitmaps: true),
                  face.harfBuzzFont != nil
            else {
                unusable.insert(key)
                return nil
            }
            faces[key] = face
            return face
        }
    }

    private static func environmentDirectories() -> [String] {
        guard let value = getenv(environmentVariable) else { return [] }
        return String(cString: value).split(separator: ":").map(String.init)
    }
}
