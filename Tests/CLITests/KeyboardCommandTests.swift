import Foundation
import RasterPNG
import Testing

/// The keyboard through the command line: every key `resolve --json` names is drawn where it says
/// (its label's or glyph's ink inside its frame in `render`'s PNG), for every keyboard type, every
/// return key and the three planes; `resolve`'s text names the keys; a bad trait exits 65.
struct KeyboardCommandTests {
    static func json(_ output: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    static let scenes: [String] = ["default", "ASCIICapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad",
                                   "namePhonePad", "emailAddress"].map { "keyboard: {keyboardType: \($0)}" }
        + ["go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall"]
        .map { "keyboard: {returnKeyType: \($0), text: a}" }
        + ["keyboard: {keyboard: {plane: numbers}}", "keyboard: {keyboard: {plane: symbols}, keyboardAppearance: alert}",
           "keyboard: {keyboard: {shift: capsLock}}", "canvas: {orientation: landscape}\nkeyboard: {keyboardType: URL}"]

    /// Luminance of pixel (x, y).
    static func level(_ image: StraightImage, _ x: Int, _ y: Int) -> Int {
        let i = 4 * (y * image.width + x)
        return (Int(image.rgba[i]) * 3 + Int(image.rgba[i + 1]) * 6 + Int(image.rgba[i + 2])) / 10
    }

    @Test("each key's frame from resolve holds its ink", arguments: scenes.indices)
    func inkWhereResolveSaysTheKeyIs(index: Int) throws {
        let dir = try ChevronProcess.scratch()
        try Self.scenes[index].write(to: dir.appendingPathComponent("k.yaml"), atomically: true, encoding: .utf8)
        let resolved = try ChevronProcess.run(["resolve", "--json", "k.yaml"], in: dir)
        #expect(resolved.status == 0, "\(resolved.stderr)")
        let keyboard = try #require(try Self.json(resolved.stdout)["keyboard"] as? [String: Any])
        let keys = try #require(keyboard["keys"] as? [[String: Any]])
        #expect(keys.count >= 12)
        let rendered = try ChevronProcess.run(["render", "k.yaml", "-o", "k.png"], in: dir)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let image = try PNG.decodeStraight(Array(try Data(contentsOf: dir.appendingPathComponent("k.png"))))
        for key in keys where key["name"] as? String != "empty" {
            let frame = try #require(key["frame"] as? [String: Double])
            let x0 = Int(frame["x"]!), y0 = Int(frame["y"]!), w = Int(frame["width"]!), h = Int(frame["height"]!)
            // The face's own level at its left edge, halfway down, against every pixel inside.
            let face = Self.level(image, x0 + 2, y0 + h / 2)
            var ink = 0
            for y in (y0 + 4)..<(y0 + h - 4) {
                for x in (x0 + 4)..<(x0 + w - 4) where abs(Self.level(image, x, y) - face) > 70 { ink += 1 }
            }
            #expect(ink >= 4, "key \(key["name"] ?? "?") (\(key["label"] ?? "")) in \(Self.scenes[index]): no ink in its frame")
        }
    }

    @Test func resolveTextNamesTheKeys() throws {
        let dir = try ChevronProcess.scratch()
        try "keyboard: {returnKeyType: go, keyboard: {pressed: q}}".write(to: dir.appendingPathComponent("k.yaml"),
                                                                       atomically: true, encoding: .utf8)
        let text = try ChevronProcess.run(["resolve", "k.yaml"], in: dir)
        #expect(text.status == 0)
        #expect(text.stdout.contains("keyboard default, return \"Go\", letters, shift on"), "\(text.stdout)")
        #expect(text.stdout.contains("key     \"Q\", pressed"), "\(text.stdout)")
        #expect(text.stdout.contains("key     \"Go\", blue"), "\(text.stdout)")
    }

    @Test func anUnknownReturnKeyExits65AtItsLine() throws {
        let dir = try ChevronProcess.scratch()
        try "keyboard:\n  returnKeyType: dne\n".write(to: dir.appendingPathComponent("k.yaml"), atomically: true,
                                                   encoding: .utf8)
        let result = try ChevronProcess.run(["render", "k.yaml"], in: dir)
        #expect(result.status == 65)
        #expect(result.stderr.contains("k.yaml:2:18") && result.stderr.contains("did you mean `done`?"), "\(result.stderr)")
    }
}
