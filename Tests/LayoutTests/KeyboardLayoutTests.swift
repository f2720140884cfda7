import Geometry
import Layout
import NavigationModel
import SceneFile
import Scene
import Testing

/// The keyboard laid out: a `keyboard` root, a search bar's first responder at the bottom of the
/// window over the tab bar, the keys each keyboard type adds, and the warnings.
struct KeyboardLayoutTests {
    func layout(_ yaml: String) throws -> SceneLayout {
        SceneLayout(try SceneParser.parse(Array(yaml.utf8), file: "k.yaml"), context: SceneLayoutTests.context)
    }

    @Test func aKeyboardRootIsTheKeyboardsSize() throws {
        let l = try layout("keyboard: {}")
        #expect(l.canvas == Size(width: 320, height: 216))
        #expect(l.keyboard?.frame == Rect(x: 0, y: 0, width: 320, height: 216))
        let landscape = try layout("canvas: {orientation: landscape}\nkeyboard: {}")
        #expect(landscape.canvas == Size(width: 480, height: 162))
        #expect(landscape.keyboard?.layout.keys.allSatisfy { $0.frame.maxX <= 480 && $0.frame.maxY <= 162 } == true)
    }

    @Test func theKeysEachTypeAdds() throws {
        func names(_ type: String) throws -> [String] {
            try layout("keyboard: {keyboardType: \(type)}").keyboard?.layout.keyNames ?? []
        }
        #expect(try names("URL").suffix(4) == [".", "/", ".com", "return"])
        #expect(try names("emailAddress").suffix(4) == ["space", "@", ".", "return"])
        #expect(try names("default").suffix(3) == ["plane", "space", "return"])
        #expect(try names("numberPad") == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "empty", "0", "delete"])
        #expect(try names("phonePad").contains("+*#"))
        #expect(try names("numbersAndPunctuation").prefix(10).joined() == "1234567890")
        #expect(try layout("keyboard: {keyboard: {plane: symbols}}").keyboard?.layout.keyNames.first == "[")
    }

    @Test func returnKeyTitleBlueAndGreyed() throws {
        let go = try #require(try layout("keyboard: {returnKeyType: go}").keyboard?.layout.key("return"))
        #expect(go.label == "Go" && go.isBlue && go.isEnabled)
        let greyed = try #require(try layout("keyboard: {returnKeyType: search, enablesReturnKeyAutomatically: true}")
            .keyboard?.layout.key("return"))
        #expect(!greyed.isEnabled && !greyed.isBlue)
        let typed = try layout("keyboard: {returnKeyType: search, enablesReturnKeyAutomatically: true, text: a}")
        #expect(typed.keyboard?.layout.key("return")?.isBlue == true)
    }

    @Test func shiftLitByTheText() throws {
        #expect(try layout("keyboard: {}").keyboard?.layout.key("shift")?.isLit == true)
        #expect(try layout("keyboard: {text: Hi}").keyboard?.layout.key("shift")?.isLit == false)
        #expect(try layout("keyboard: {autocapitalizationType: none}").keyboard?.layout.key("shift")?.isLit == false)
    }

    @Test func aPressedKeysPopUpStandsOnIt() throws {
        let k = try #require(try layout("keyboard: {keyboard: {pressed: g}}").keyboard?.layout)
        let g = try #require(k.key("g"))
        let popUp = try #require(k.popUpFrame)
        #expect(popUp.maxY == g.frame.maxY && popUp.minY < g.frame.minY && popUp.width > g.frame.width)
        let unknown = try layout("keyboard: {keyboard: {pressed: gg}}")
        #expect(unknown.diagnostics.map(\.code) == [.keyboardUnknownKey])
    }

    /// "A search bar with `firstResponder: true` shows the keyboard at the bottom of the window,
    /// over the content and any toolbar or tab bar."
    @Test func aSearchBarsKeyboardCoversTheTabBar() throws {
        let l = try layout("""
            tabBarController:
              viewControllers:
                - tabBarItem: { systemItem: search }
                  navigationController:
                    viewControllers:
                      - title: Search
                        content: {searchBar: {placeholder: Search, firstResponder: true}}
            """)
        let k = try #require(l.keyboard)
        #expect(k.frame == Rect(x: 0, y: 264, width: 320, height: 216))
        #expect(k.responder == "searchBar")
        #expect(k.layout.key("return")?.label == "Search" && k.layout.key("return")?.isEnabled == false)
        let order = l.nodes.map { type(of: $0.part).name }
        #expect(order.firstIndex(of: "keyboard")! > order.firstIndex(of: "tabBar")!)
        #expect(try layout("navigationController: {viewControllers: [{title: A, content: {searchBar: {}}}]}")
            .keyboard == nil)
    }

    @Test func aCanvasTooShortForTheKeyboardIsAWarning() throws {
        let l = try layout("""
            canvas: {height: 200}
            navigationController: {viewControllers: [{title: A, content: {searchBar: {firstResponder: true}}}]}
            """)
        #expect(l.diagnostics.contains { $0.code == .keyboardTooShort })
    }
}
