/// The libFuzzer dictionary of the scene fuzzers (`Fuzz/run.sh scene|render`, `Fuzz/scene.dict`):
/// every key and every word of a closed set the format has, from `SceneFormat.mappings`, so a key
/// added to the format reaches the fuzzers, and YAML's own syntax and text in every language.
/// `chevron schema --fuzz-dictionary` prints it; `scripts/scene-docs.sh` writes the file, and
/// `SceneFormatTests` checks that the committed file is current.
extension SceneFormat {
    package static var fuzzDictionary: String {
        var words: Set<String> = ["true", "false", "null"]
        for shape in mappings {
            words.insert(shape.name)
            for key in shape.keys {
                words.insert(key.name)
                words.formUnion(key.value.words)
            }
        }
        let keywords = words.sorted().map { word in
            let name = String(word.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_" })
            return "kw_\(name)=\"\(word)\""
        }
        return ([
            "# Scene keys and values for the scene and render fuzz targets (libFuzzer -dict), written by",
            "# `chevron schema --fuzz-dictionary` from the scene format (scripts/scene-docs.sh): do not edit.",
        ] + keywords + [fuzzSyntax]).joined(separator: "\n") + "\n"
    }

    /// YAML's syntax, numbers at the limits, the example images, line breaks, and text in every
    /// language, as libFuzzer's dictionary escapes them.
    static let fuzzSyntax = #"""
        syn0=": "
        syn1="\x0a  "
        syn2="- "
        syn3="{ "
        syn4=" }"
        syn5="["
        syn6="]"
        syn7=", "
        syn8="&a "
        syn9="*a"
        syn10="<<: "
        syn11=""#ff8000""
        syn12=""#00000080""
        syn13="up.png"
        syn14="down.png"
        syn15="-1"
        syn16="0"
        syn17="1"
        syn18="2"
        syn19="3"
        syn20="16384"
        syn21="1e309"
        syn22=".nan"
        syn23="!!str "
        syn24="!!binary "
        syn25="---\x0a"
        syn26="..."
        syn27="? "
        syn28="|\x0a"
        syn29=">\x0a"
        syn30="\xef\xbb\xbf"
        syn31="\xe2\x80\xa6"
        syn32="\xf0\x9f\x98\x80"
        syn33="\x00"
        img0="images/up.png"
        img1="images/down.png"
        img2="images/make-arrows.py"
        img3="images/up@2x.png"
        brk0="\x0d"
        brk1="\x0d\x0a"
        brk2="\xc2\x85"
        brk3="\xe2\x80\xa8"
        brk4="\xe2\x80\xa9"

        # Text in every language (fallback faces, shaping, bidi, emoji): UTF-8 bytes.
        txt_arabic="\xD8\xAD\xD9\x81\xD8\xB8"
        txt_lamalef="\xD9\x84\xD8\xA7"
        txt_hebrew="\xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D"
        txt_japanese="\xE8\xA8\xAD\xE5\xAE\x9A"
        txt_kana="\xE3\x81\xB2\xE3\x82\x89\xE3\x81\x8C\xE3\x81\xAA"
        txt_chinese="\xE7\xAE\x80\xE4\xBD\x93"
        txt_korean="\xED\x95\x9C\xEA\xB5\xAD\xEC\x96\xB4"
        txt_emoji="\xF0\x9F\x91\x8D"
        txt_skin="\xF0\x9F\x8F\xBD"
        txt_zwj="\xE2\x80\x8D"
        txt_vs16="\xEF\xB8\x8F"
        txt_rlm="\xE2\x80\x8F"
        txt_rle="\xE2\x80\xAB"
        txt_pdf="\xE2\x80\xAC"
        txt_flag="\xF0\x9F\x87\xAF\xF0\x9F\x87\xB5"
        txt_keycap="\xE2\x83\xA3"
        txt_mark="\xCC\x81"
        txt_arabic_mark="\xD9\x8E"
        txt_devanagari="\xE0\xA4\xA8\xE0\xA4\xAE\xE0\xA4\xB8\xE0\xA5\x8D\xE0\xA4\xA4\xE0\xA5\x87"
        txt_pua="\xEE\x80\x80"
        txt_tag="\xF3\xA0\x81\xA7"
        """#
}

extension ValueShape {
    /// The words this shape takes — a closed set's, a colour's `transparent` — directly or inside lists
    /// and alternatives.
    var words: [String] {
        switch self {
        case .word(_, let cases): return cases
        case .color: return [ValueShape.transparent]
        case .list(let item, _): return item.words
        case .oneOf(let shapes): return shapes.flatMap(\.words)
        default: return []
        }
    }
}
