/// A look at the raw text before libyaml and Yams compose it, refusing what would make composing
/// itself expensive. Yams expands an alias into the anchored node and hashes every mapping key in
/// full, so an alias bomb ("billion laughs") used as a key, or a few thousand nested `[`, would cost
/// exponential time or overflow the stack before the parser ever sees a node. This scan refuses:
///
/// - more than `SceneLimits.maxAliases` aliases (`*name`);
/// - an alias, a list or a mapping used as a key (scene keys are plain words), and `?` complex keys;
/// - nesting estimated deeper than twice `SceneLimits.maxNestingDepth` (flow brackets plus block
///   indentation levels; the parser then checks the real depth against the limit itself).
///
/// It is a tokenizer of the parts of YAML that matter here (quotes, comments, block scalars, flow
/// brackets), conservative by design: it may count a `*` that YAML would read as text, never the
/// other way round. Anything it passes is still parsed by libyaml in full.
struct YAMLPrescan {
    struct Problem: Error {
        var line: Int
        var column: Int
        var kind: SceneError.Kind
        var message: String
    }

    static func check(_ text: String) throws(Problem) {
        var scan = YAMLPrescan()
        for (index, line) in lines(of: text).enumerated() {
            try scan.scanLine(line, number: index + 1)
        }
    }

    /// The text's lines, broken where libyaml breaks them (its `IS_BREAK`): LF, CR LF, and also a
    /// lone CR, NEL (U+0085), LS (U+2028) and PS (U+2029). Splitting on LF alone let a scene with
    /// CR line endings pass as one comment line while libyaml read every line of an alias bomb.
    static func lines(of text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var previousWasCR = false
        for c in text.unicodeScalars {
            if c == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = c == "\r"
            if c == "\n" || c == "\r" || c == "\u{85}" || c == "\u{2028}" || c == "\u{2029}" {
                lines.append(current)
                current = []
            } else {
                current.append(c)
            }
        }
        lines.append(current)
        return lines
    }

    private enum Quote { case single, double }
    private var quote: Quote?
    private var blockScalarIndent: Int?
    private var flowDepth = 0
    private var indents: [Int] = []
    private var aliases = 0

    private static let flowIndicators: Set<Unicode.Scalar> = [",", "[", "]", "{", "}"]

    private mutating func scanLine(_ s: [Unicode.Scalar], number line: Int) throws(Problem) {
        func problem(_ column: Int, _ kind: SceneError.Kind, _ message: String) -> Problem {
            Problem(line: line, column: column + 1, kind: kind, message: message)
        }
        let indent = s.prefix { $0 == " " }.count
        let blank = s.allSatisfy { $0 == " " || $0 == "\t" }
        if let parent = blockScalarIndent {
            if blank || indent > parent { return }
            blockScalarIndent = nil
        }
        var i = 0
        if quote == nil {
            if blank || s[indent] == "#" { return }
            i = indent
            if flowDepth == 0 {
                while let top = indents.last, top > indent { indents.removeLast() }
                if indents.last != indent { indents.append(indent) }
                // "- - x" nests a sequence per dash; a dash that ends the line has its item on the
                // lines below.
                while i < s.count, s[i] == "-", i + 1 == s.count || s[i + 1] == " " {
                    indents.append(i + 2)
                    i = min(i + 2, s.count)
                }
            }
            if indents.count + flowDepth > 2 * SceneLimits.maxNestingDepth {
                throw problem(i, .limitExceeded, "nesting deeper than \(SceneLimits.maxNestingDepth) levels")
            }
        }
        var previous: Unicode.Scalar? = i > 0 ? s[i - 1] : nil
        while i < s.count {
            let c = s[i]
            if let q = quote {
                if q == .double, c == "\\" { i += 2; continue }
                if q == .double, c == "\"" { quote = nil }
                if q == .single, c == "'" {
                    if i + 1 < s.count, s[i + 1] == "'" { i += 2; continue }
                    quote = nil
                }
                previous = c
                i += 1
                continue
            }
            let tokenStart = previous == nil || previous == " " || previous == "\t"
                || (previous.map { YAMLPrescan.flowIndicators.contains($0) && $0 != "]" && $0 != "}" } ?? false)
            switch c {
            case "#" where previous == nil || previous == " " || previous == "\t":
                return
            case "\"" where tokenStart:
                quote = .double
            case "'" where tokenStart:
                quote = .single
            case "[" where tokenStart || flowDepth > 0, "{" where tokenStart || flowDepth > 0:
                flowDepth += 1
                if indents.count + flowDepth > 2 * SceneLimits.maxNestingDepth {
                    throw problem(i, .limitExceeded, "nesting deeper than \(SceneLimits.maxNestingDepth) levels")
                }
            case "]" where flowDepth > 0, "}" where flowDepth > 0:
                flowDepth -= 1
                if YAMLPrescan.nextIsColon(s, after: i) {
                    throw problem(i, .wrongType, "a list or mapping cannot be a key; keys are plain words")
                }
            case "?" where tokenStart && (i + 1 == s.count || s[i + 1] == " "):
                throw problem(i, .wrongType, "complex keys (`?`) are not supported; keys are plain words")
            // An alias may also follow a `:` directly, after a JSON-like key (`{"k":*a}`).
            case "*" where (tokenStart || previous == ":") && i + 1 < s.count && s[i + 1] != " "
                && !YAMLPrescan.flowIndicators.contains(s[i + 1]):
                aliases += 1
                if aliases > SceneLimits.maxAliases {
                    throw problem(i, .limitExceeded, "more than \(SceneLimits.maxAliases) aliases")
                }
                var end = i + 1
                while end < s.count, s[end] != " ", !YAMLPrescan.flowIndicators.contains(s[end]) { end += 1 }
                if YAMLPrescan.nextIsColon(s, after: end - 1) {
                    throw problem(i, .wrongType, "an alias cannot be a key; keys are plain words")
                }
                previous = s[end - 1]
                i = end
                continue
            case "|" where tokenStart, ">" where tokenStart:
                let rest = s[(i + 1)...].prefix { $0 != "#" }
                if rest.allSatisfy({ $0 == " " || $0 == "+" || $0 == "-" || ("1"..."9").contains($0) }) {
                    blockScalarIndent = indent
                    return
                }
            default:
                break
            }
            previous = c
            i += 1
        }
    }

    /// Whether the first non-space after index `i` is a `:` (a key ends there).
    private static func nextIsColon(_ s: [Unicode.Scalar], after i: Int) -> Bool {
        var j = i + 1
        while j < s.count, s[j] == " " { j += 1 }
        return j < s.count && s[j] == ":"
    }
}
