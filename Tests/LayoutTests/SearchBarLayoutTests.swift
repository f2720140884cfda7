import Geometry
import Layout
import NavigationModel
import Scene
import SceneFile
import Testing

/// A search bar's pieces (7 pt a character): the field at x 5, y 6, 31 tall; the magnifier 9 pt
/// in; the text after it; the clear button with text; Cancel on the right; the scope bar's row.
struct SearchBarLayoutTests {
    func layout(_ yaml: String) throws -> SceneLayout {
        let scene = try SceneParser.parse(Array(yaml.utf8), file: "s.yaml")
        return SceneLayout(scene, context: SceneLayoutTests.context)
    }

    @Test func aPlainSearchBar() throws {
        let l = try layout("searchBar: { placeholder: Search }")
        #expect(l.canvas == Size(width: 320, height: 44))
        let s = try #require(l.searchBar)
        #expect(s.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(s.layout.field == Rect(x: 5, y: 6, width: 310, height: 31))
        #expect(s.layout.magnifier == Rect(x: 14, y: 14, width: 14, height: 15))  // 5 + 9; 6 + (31 − 15) / 2
        #expect(s.layout.text?.text == "Search" && s.layout.isPlaceholder)
        #expect(s.layout.text?.frame.x == 33)  // 14 + 14 + 5
        #expect(s.layout.text?.baseline == 26)  // 6 + 20
        #expect(s.layout.clearButton == nil && s.layout.cancelButton == nil && s.layout.scopeBar == nil)
    }

    @Test func textCancelAndScope() throws {
        let l = try layout("""
            searchBar: { text: Jo, showsCancelButton: true, scopeButtonTitles: [All, Name], selectedScopeButtonIndex: 1 }
            """)
        #expect(l.canvas == Size(width: 320, height: 88))
        let s = try #require(l.searchBar).layout
        #expect(s.cancelButton?.frame == Rect(x: 253, y: 7, width: 62, height: 30))  // "Cancel" 6 × 7 + 20
        #expect(s.cancelButton?.face == .button(title: "Cancel", style: .bordered))
        #expect(s.field == Rect(x: 5, y: 6, width: 243, height: 31))  // ends 5 pt before Cancel
        #expect(s.clearButton == Rect(x: 223, y: 12, width: 19, height: 19))  // 248 − 6 − 19
        #expect(s.text?.text == "Jo" && s.isPlaceholder == false)
        #expect(s.scopeFrame == Rect(x: 5, y: 51, width: 310, height: 30))  // 44 + 7
        #expect(s.scopeSegments.map(\.width) == [155, 155])
        #expect(s.scopeBar?.selectedSegmentIndex == 1 && s.scopeBar?.style == .bar)
    }

    @Test func longTextIsCutBeforeTheClearButton() throws {
        let s = try #require(try layout("searchBar: { text: \(String(repeating: "x", count: 60)) }").searchBar).layout
        let text = try #require(s.text)
        #expect(text.isTruncated)
        let clear = try #require(s.clearButton)
        #expect(text.frame.maxX <= clear.minX - 5)
    }

    @Test func contentSearchBarHeadsTheContentAndPushesTheRowsDown() throws {
        let l = try layout("""
            navigationController:
              viewControllers: [ { title: A, content: { searchBar: { placeholder: Search } } } ]
            """)
        let s = try #require(l.searchBar)
        #expect(s.frame == Rect(x: 0, y: 64, width: 320, height: 44))  // below the status and navigation bars
        #expect(l.content?.rowLines.first?.y == 151)  // 108 + 44 − 1
    }

    @Test func aSearchBarKeeps44PointRowsInLandscape() throws {
        let l = try layout("canvas: { orientation: landscape }\nsearchBar: { showsCancelButton: true }")
        #expect(l.canvas == Size(width: 480, height: 44))
        #expect(l.searchBar?.layout.cancelButton?.frame.height == 30)
    }
}
