import NavigationModel
import Scene
import SceneFile
import Testing

/// The responder traits as a scene writes them, on a `keyboard` root and on a search bar, and the
/// bad ones: each an error at its line with the nearest name.
struct KeyboardSceneTests {
    @Test func everyTraitIsRead() throws {
        let scene = try SceneParser.parse("""
            keyboard:
              keyboardType: emailAddress
              returnKeyType: go
              keyboardAppearance: alert
              autocapitalizationType: words
              enablesReturnKeyAutomatically: true
              keyboard: {plane: numbers, shift: capsLock, pressed: "@"}
              text: jo
            """, file: "k.yaml")
        guard case .keyboard(let k) = scene.root else { Issue.record("not a keyboard root"); return }
        #expect(k.traits == TextInputTraits(keyboardType: .emailAddress, returnKeyType: .go, keyboardAppearance: .alert,
                                            autocapitalizationType: .words, enablesReturnKeyAutomatically: true,
                                            keyboard: KeyboardState(plane: .numbers, shift: .capsLock, pressed: "@")))
        #expect(k.text == "jo")
    }

    @Test func aSearchBarIsAFirstResponderWithItsOwnDefaults() throws {
        let scene = try SceneParser.parse("searchBar: {firstResponder: true, keyboardAppearance: alert}", file: "s.yaml")
        guard case .searchBar(let bar) = scene.root else { Issue.record("not a search bar"); return }
        #expect(bar.isFirstResponder)
        #expect(bar.traits.returnKeyType == .search && bar.traits.enablesReturnKeyAutomatically)
        #expect(bar.traits.keyboardAppearance == .alert)
    }

    static let cases: [(yaml: String, message: String)] = [
        ("keyboard:\n  keyboardType: emailAdress",
         "k.yaml:2:17: error at keyboard.keyboardType: unknown value `emailAdress` — did you mean `emailAddress`?"),
        ("keyboard: {returnKeyType: serch}",
         "k.yaml:1:27: error at keyboard.returnKeyType: unknown value `serch` — did you mean `search`?"),
        ("keyboard: {keyboard: {plane: leters}}",
         "k.yaml:1:30: error at keyboard.keyboard.plane: unknown value `leters` — did you mean `letters`?"),
        ("keyboard: {keyboardType: numberPad, keyboard: {plane: symbols}}",
         "k.yaml:1:48: error at keyboard.keyboard: a numberPad keyboard has one plane: `plane` is for the "
            + "keyboards of letters"),
        ("keyboard: {keybordType: URL}",
         "k.yaml:1:12: error at keyboard: unknown key `keybordType` — did you mean `keyboardType`?"),
    ]

    @Test("bad keyboards", arguments: cases.indices)
    func badKeyboard(index: Int) {
        let c = Self.cases[index]
        #expect {
            _ = try SceneParser.parse(c.yaml, file: "k.yaml")
        } throws: { error in
            let text = (error as? SceneError)?.description ?? ""
            if text != c.message { print("got: \(text)") }
            return text == c.message
        }
    }
}
