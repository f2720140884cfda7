import NavigationModel
import Scene
import Testing
@testable import SceneFile

/// `searchBar:` as a root and as `content.searchBar`, and its bad inputs.
struct SearchBarSceneTests {
    @Test func everyKeyIsRead() throws {
        let scene = try SceneParser.parse("""
            searchBar: { placeholder: Search, text: Jo, barStyle: black, tintColor: "#336699", showsCancelButton: true,
                         scopeButtonTitles: [All, Name], selectedScopeButtonIndex: 1 }
            """, file: "s.yaml")
        guard case .searchBar(let bar) = scene.root else { Issue.record("root"); return }
        #expect(bar == SearchBar(placeholder: "Search", text: "Jo",
                                 appearance: BarAppearance(barStyle: .black, tintColor: RGBAColor(r: 0x33, g: 0x66, b: 0x99)),
                                 showsCancelButton: true, scopeButtonTitles: ["All", "Name"], selectedScopeButtonIndex: 1))
    }

    @Test func anOpaqueBlackTranslucentBarIsAWarning() throws {
        // The style is see-through whatever `translucent` says, on a search bar as on any bar.
        let warning = "s.yaml:1:55: warning at searchBar.translucent: `translucent: false` has no effect: "
            + "`barStyle: blackTranslucent` is always see-through; for an opaque black bar use `barStyle: black`"
        let scene = try SceneParser.parse("searchBar: { barStyle: blackTranslucent, translucent: false }",
                                          file: "s.yaml")
        #expect(scene.warnings.map(\.description) == [warning])
        let bar = try SceneParser.parse("navigationBar: { barStyle: blackTranslucent, translucent: false, items: [] }",
                                        file: "n.yaml")
        #expect(bar.warnings.count == 1)
        #expect(try SceneParser.parse("searchBar: { barStyle: blackTranslucent, translucent: true }",
                                      file: "s.yaml").warnings.isEmpty)
        #expect(try SceneParser.parse("searchBar: { barStyle: black, translucent: false }",
                                      file: "s.yaml").warnings.isEmpty)
    }

    static let cases: [(yaml: String, message: String)] = [
        ("searchBar: { placeholdr: Search }", "s.yaml:1:14: error at searchBar: unknown key `placeholdr` — did you mean `placeholder`?"),
        ("searchBar: { barStyle: blakTranslucent }",
         "s.yaml:1:24: error at searchBar.barStyle: unknown value `blakTranslucent` — did you mean `blackTranslucent`?"),
        ("searchBar: { translucent: 1 }",
         "s.yaml:1:27: error at searchBar.translucent: expected true or false, found the number 1"),
        ("searchBar: { scopeButtonTitles: [A, B], selectedScopeButtonIndex: 2 }",
         "s.yaml:1:67: error at searchBar.selectedScopeButtonIndex: 2 is out of range: expected 0…1 (one of the scopeButtonTitles)"),
        ("searchBar: { selectedScopeButtonIndex: 0 }",
         "s.yaml:1:40: error at searchBar.selectedScopeButtonIndex: selectedScopeButtonIndex needs scopeButtonTitles"),
        ("searchBar: { showsCancelButton: yes please }",
         "s.yaml:1:33: error at searchBar.showsCancelButton: expected true or false, found the string \"yes please\""),
        ("searchBar: { scopeButtonTitles: All }",
         "s.yaml:1:33: error at searchBar.scopeButtonTitles: expected a list, found the string \"All\""),
        ("canvas: { content: { searchBar: { text: a } } }\ntoolbar: { items: [] }",
         "s.yaml:1:22: error at canvas.content: a content search bar heads a navigationController's screen, not a "
            + "toolbar; for a search bar alone write a `searchBar` root"),
        ("navigationController: { viewControllers: [ { title: A, content: { searchBar: { txt: a } } } ] }",
         "s.yaml:1:80: error at navigationController.viewControllers[0].content.searchBar: unknown key `txt` — did you mean `text`?"),
    ]

    @Test("bad search bars", arguments: cases.indices)
    func badSearchBar(index: Int) {
        let c = Self.cases[index]
        #expect {
            _ = try SceneParser.parse(c.yaml, file: "s.yaml")
        } throws: { error in
            (error as? SceneError)?.description == c.message
        }
    }
}
