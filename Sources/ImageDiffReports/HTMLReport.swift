import ImageDiff

/// A single-file HTML report of one comparison, for people and CI artefact pages: the verdict and
/// counts, expected | actual | diff side by side, and a slider that wipes between expected and
/// actual laid on top of each other. Images are embedded as base64 PNG data URLs, so the file can
/// be mailed or attached on its own. Pure: PNG bytes in (the caller encodes), text out.
package struct HTMLReport: Sendable {
    package var title: String
    package var expectedName: String
    package var actualName: String
    package var result: DiffResult
    package var options: DiffOptions
    package var expectedPNG: [UInt8]
    package var actualPNG: [UInt8]
    /// The diff image; nil when the sizes differ.
    package var diffPNG: [UInt8]?

    package init(title: String = "Image comparison", expectedName: String, actualName: String, result: DiffResult,
                options: DiffOptions, expectedPNG: [UInt8], actualPNG: [UInt8], diffPNG: [UInt8]?) {
        self.title = title
        self.expectedName = expectedName
        self.actualName = actualName
        self.result = result
        self.options = options
        self.expectedPNG = expectedPNG
        self.actualPNG = actualPNG
        self.diffPNG = diffPNG
    }

    /// The whole document.
    package var html: String {
        let verdict: String
        let verdictClass: String
        switch result {
        case .sizeMismatch: (verdict, verdictClass) = ("sizes differ", "bad")
        case .compared(let c): (verdict, verdictClass) = c.isMatch ? ("match", "good") : ("differ", "bad")
        }
        let expected = "data:image/png;base64," + Base64.encode(expectedPNG)
        let actual = "data:image/png;base64," + Base64.encode(actualPNG)
        var figures = figure(expected, caption: "expected — " + escape(expectedName))
            + figure(actual, caption: "actual — " + escape(actualName))
        if let diffPNG {
            figures += figure("data:image/png;base64," + Base64.encode(diffPNG),
                              caption: "diff — red: differs, yellow: anti-aliasing (not counted)")
        }
        var slider = ""
        if case .compared(let c) = result {
            slider = """
                <h2>Slider</h2>
                <p>Expected on the left of the line, actual on the right.</p>
                <div class="wipe" style="width:\(c.width)px;height:\(c.height)px">
                <img src="\(expected)" alt="expected"><img id="over" src="\(actual)" alt="actual">
                </div>
                <input id="wipe" type="range" min="0" max="100" value="50" style="width:\(max(c.width, 200))px">
                <script>
                const r = document.getElementById('wipe'), o = document.getElementById('over');
                const f = () => { o.style.clipPath = 'inset(0 0 0 ' + r.value + '%)'; };
                r.addEventListener('input', f); f();
                </script>

                """
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <title>\(escape(title)): \(verdict)</title>
            <style>
            body { font: 14px/1.4 -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #222; }
            .good { color: #17692b; } .bad { color: #b00020; }
            table { border-collapse: collapse; margin: 12px 0; }
            td, th { text-align: left; padding: 2px 12px 2px 0; }
            .panels { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            figure { margin: 0; }
            figcaption { font-size: 12px; color: #555; margin-top: 4px; }
            img { image-rendering: pixelated; display: block; }
            .checker { background: repeating-conic-gradient(#d6d6d6 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .wipe { position: relative; }
            .wipe img { position: absolute; top: 0; left: 0; }
            </style></head><body>
            <h1>\(escape(title)): <span class="\(verdictClass)">\(verdict)</span></h1>
            <p>\(escape(result.summary))</p>
            \(table)
            <div class="panels">
            \(figures)</div>
            \(slider)</body></html>

            """
    }

    private var table: String {
        var rows: [(String, String)] = [
            ("expected", escape(expectedName)),
            ("actual", escape(actualName)),
        ]
        switch result {
        case .sizeMismatch(let e, let a):
            rows += [("expected size", "\(e)"), ("actual size", "\(a)")]
        case .compared(let c):
            rows += [
                ("size", "\(c.width) x \(c.height)"),
                ("mismatched pixels", "\(c.mismatched) (\(c.percentText) %)"),
                ("anti-aliased, not counted", "\(c.antialiased)"),
                ("allowed mismatches", "\(c.allowed)"),
            ]
        }
        rows.append(("threshold", "\(options.threshold)\(options.includeAntialiased ? ", anti-aliasing counted" : "")"))
        if !options.ignoredRegions.isEmpty {
            rows.append(("ignored regions", options.ignoredRegions.map(\.description).joined(separator: "; ")))
        }
        return "<table>" + rows.map { "<tr><th>\($0.0)</th><td>\($0.1)</td></tr>" }.joined() + "</table>"
    }

    private func figure(_ source: String, caption: String) -> String {
        "<figure><img class=\"checker\" src=\"\(source)\" alt=\"\"><figcaption>\(caption)</figcaption></figure>\n"
    }

    private func escape(_ text: String) -> String { HTMLText.escape(text) }
}

/// Text made safe for HTML element content and attribute values (quoted with either quote).
enum HTMLText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(ch)
            }
        }
        return out
    }
}

/// Standard base64 (RFC 4648, with padding), for the report's data URLs.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out = [UInt8]()
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i + 3 <= bytes.count {
            let v = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            out.append(alphabet[Int(v >> 18)])
            out.append(alphabet[Int((v >> 12) & 63)])
            out.append(alphabet[Int((v >> 6) & 63)])
            out.append(alphabet[Int(v & 63)])
            i += 3
        }
        let rest = bytes.count - i
        if rest > 0 {
            let v = UInt32(bytes[i]) << 16 | (rest == 2 ? UInt32(bytes[i + 1]) << 8 : 0)
            out.append(alphabet[Int(v >> 18)])
            out.append(alphabet[Int((v >> 12) & 63)])
            out.append(rest == 2 ? alphabet[Int((v >> 6) & 63)] : UInt8(ascii: "="))
            out.append(UInt8(ascii: "="))
        }
        return String(decoding: out, as: UTF8.self)
    }
}
