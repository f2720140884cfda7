import ChevronSupport
import Testing

/// `KeyValueText.split`, which the command line (`--name=value`), the shard's environment and the
/// blob's fields all use.
struct KeyValueTextTests {
    @Test func splitsAtTheFirstEquals() throws {
        let (name, value) = try #require(KeyValueText.split("--threshold=0.2=x"))
        #expect(name == "--threshold" && value == "0.2=x")
        #expect(KeyValueText.split("no equals here") == nil)
        let (empty, rest) = try #require(KeyValueText.split("=v"))
        #expect(empty.isEmpty && rest == "v")
    }

    /// A value beginning with a combining mark (U+0301) makes one Character of `=` and the mark:
    /// a split by Character would find no `=` at all.
    @Test func splitsByScalarBeforeACombiningMark() throws {
        let text: Substring = "KEY=\u{301}value"
        #expect(text.firstIndex(of: "=") == nil)
        let (name, value) = try #require(KeyValueText.split(text))
        #expect(name == "KEY" && value == "\u{301}value")
    }
}
