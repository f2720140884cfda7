/// "Did you mean …?": the closest known word to a misspelt key or value.
package enum Suggestion {
    /// The candidate nearest to `word` by edit distance (case differences count half), when it is
    /// close enough to be a typo: at most a third of the word's length, and at least 1 (2 for words
    /// of 6 or more characters). Ties go to the first candidate.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let target = Array(word.unicodeScalars)
        let allowed = max(target.count >= 6 ? 2 : 1, target.count / 3)
        var best: (word: String, distance: Double)?
        for candidate in candidates {
            // The distance is at least the difference in length: a word far longer than every
            // candidate (a megabyte of `b`s) costs nothing.
            let scalars = Array(candidate.unicodeScalars)
            if abs(scalars.count - target.count) > allowed { continue }
            let d = distance(target, scalars)
            if d <= Double(allowed), d < (best?.distance ?? .infinity) { best = (candidate, d) }
        }
        return best?.word
    }

    /// Levenshtein distance with transpositions (optimal string alignment); a substitution that only
    /// changes case costs 0.5, so `BarStyle` finds `barStyle` before `barTint`.
    package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Double {
        if a.isEmpty { return Double(b.count) }
        if b.isEmpty { return Double(a.count) }
        var previous2 = [Double](repeating: 0, count: b.count + 1)
        var previous = (0...b.count).map(Double.init)
        var current = [Double](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = Double(i)
            for j in 1...b.count {
                let substitution: Double = a[i - 1] == b[j - 1] ? 0
                    : (a[i - 1].properties.lowercaseMapping == b[j - 1].properties.lowercaseMapping ? 0.5 : 1)
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, previous2[j - 2] + 1) }
                current[j] = d
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// Text as a message quotes it: over 40 characters, its first 40 and "…".
    package static func shortened(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    /// "unknown key `x` — did you mean `y`?" or "unknown key `x`; expected one of: a, b, c".
    package static func unknown(_ what: String, _ word: String, candidates: [String]) -> String {
        let shown = shortened(word)
        if let near = closest(to: word, in: candidates) {
            return "unknown \(what) `\(shown)` — did you mean `\(near)`?"
        }
        return "unknown \(what) `\(shown)`; expected one of: " + candidates.joined(separator: ", ")
    }
}
