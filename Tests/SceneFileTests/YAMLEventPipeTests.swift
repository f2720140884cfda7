import Scene
import Testing

@testable import SceneFile

/// A long scene file's events come from a second thread (`YAMLEventPipe`): the nodes, and every
/// error's wording and place, must be what parsing on the calling thread gives — read here against
/// the same text put after a few lines, short enough to be parsed on the calling thread.
struct YAMLEventPipeTests {
    /// `rows:` and `count` one-line items: about 30 bytes each, so 2000 make a file of 60 KB.
    static func rows(_ count: Int) -> String {
        "rows:\n" + (0..<count).map { "  - { title: \"Row \($0)\", detail: d\($0) }\n" }.joined()
    }

    @Test func aLongFileComposesAsItIsWritten() throws {
        let text = Self.rows(2000)
        #expect(text.utf8.count >= YAMLEventPipe.minimumBytes, "long enough to be parsed on a second thread")
        let root = try #require(try YAMLComposer.compose(text, file: "long.yaml"))
        guard case .mapping(let pairs) = root.content, case .sequence(let rows) = pairs[0].value.content else {
            Issue.record("not a mapping of a list: \(root.content)")
            return
        }
        #expect(rows.count == 2000)
        for (i, row) in rows.enumerated() {
            guard case .mapping(let fields) = row.content else {
                Issue.record("row \(i) is not a mapping")
                return
            }
            #expect(row.line == i + 2 && row.column == 5)
            #expect(fields.map { $0.key.scalarText } == ["title", "detail"])
            #expect(fields.map { $0.value.scalarText } == ["Row \(i)", "d\(i)"])
        }
    }

    /// Each bad line, written after 2000 rows and after 2, gives the same error 1998 lines apart.
    @Test("an error in a long file is said as in a short one", arguments: [
        "  - [unclosed\n",  // libyaml's own error, at the end of the stream
        "  - { title: a, title: b }\n",  // the composer's: a duplicate key
        "  - *nowhere\n",  // an undefined alias
        "other: 1\n---\nsecond: document\n",  // a second document
    ])
    func errorsAsOnTheCallingThread(bad: String) throws {
        let long = Self.rows(2000) + bad, short = Self.rows(2) + bad
        #expect(long.utf8.count >= YAMLEventPipe.minimumBytes && short.utf8.count < YAMLEventPipe.minimumBytes)
        let longError = try #require(throws: SceneError.self) { try YAMLComposer.compose(long, file: "a.yaml") }
        let shortError = try #require(throws: SceneError.self) { try YAMLComposer.compose(short, file: "a.yaml") }
        #expect(longError.kind == shortError.kind)
        #expect(longError.location.line == shortError.location.line + 1998)
        #expect(longError.location.column == shortError.location.column)
        #expect(longError.message.replacingLines(1998) == shortError.message, "\(longError.message)")
    }

    @Test func anErrorEarlyInALongFileStopsTheThread() throws {
        // A duplicate key on the second line, then 3000 rows the thread was parsing ahead: the
        // error is the composer's, and the events never read are freed (LeakSanitizer would say).
        let text = "a: 1\na: 2\n" + Self.rows(3000)
        let error = try #require(throws: SceneError.self) { try YAMLComposer.compose(text, file: "a.yaml") }
        #expect(error.kind == .duplicateKey && error.location.line == 2)
    }
}

extension String {
    /// The text with each "at L:C" (libyaml's context) below the long file's rows moved back by
    /// `lines` (a fixed "at 1:1" stays).
    fileprivate func replacingLines(_ lines: Int) -> String {
        var out = "", rest = Substring(self)
        while let range = rest.firstRange(of: " at ") {
            out += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let digits = rest.prefix { $0.isNumber }
            if let line = Int(digits), rest.dropFirst(digits.count).first == ":" {
                out += String(line > lines ? line - lines : line)
                rest = rest.dropFirst(digits.count)
            }
        }
        return out + rest
    }
}
