import Testing
import NavigationModel

struct ModelValueTests {
    @Test(arguments: [
        ("#ff8000", RGBAColor(r: 255, g: 128, b: 0)), ("8195AF", RGBAColor(r: 0x81, g: 0x95, b: 0xaf)),
        ("#fff", RGBAColor(r: 255, g: 255, b: 255)), ("#00000080", RGBAColor(r: 0, g: 0, b: 0, a: 128)),
    ])
    func hexColours(_ text: String, _ colour: RGBAColor) {
        #expect(RGBAColor(hex: text) == colour)
    }

    @Test(arguments: ["", "#", "#ff80", "ff800g", "#ff8000ff00", "１２３", "red"])
    func badHexColours(_ text: String) {
        #expect(RGBAColor(hex: text) == nil)
    }

    @Test func hexStringRoundTrips() {
        #expect(RGBAColor(r: 0x81, g: 0x95, b: 0xaf).hexString == "#8195af")
        #expect(RGBAColor(r: 1, g: 2, b: 3, a: 4).hexString == "#01020304")
    }

    /// translucent: "Always set to YES if the barStyle property contains the value
    /// UIBarStyleBlackTranslucent."
    @Test func blackTranslucentIsAlwaysTranslucent() {
        #expect(BarAppearance(barStyle: .blackTranslucent).isTranslucent)
        #expect(BarAppearance(barStyle: .default, translucent: true).isTranslucent)
        #expect(!BarAppearance(barStyle: .black).isTranslucent)
    }

    @Test func systemItemsWordsStylesAndSpaces() {
        #expect(BarButtonSystemItem.edit.title == "Edit")
        #expect(BarButtonItem.system(.edit).style == .bordered)
        #expect(BarButtonItem.system(.done).style == .done)
        #expect(BarButtonItem.system(.save).style == .done)
        #expect(BarButtonItem.system(.cancel).style == .bordered)
        #expect(BarButtonItem.system(.add).style == .plain)
        #expect(BarButtonItem(.systemItem(.edit, style: .done)).style == .done)
        #expect(BarButtonSystemItem.add.content == .glyph)
        #expect(BarButtonSystemItem.allCases.filter(\.isSpace) == [.flexibleSpace, .fixedSpace])
        // iPhone OS 3's UIBarButtonSystemItem (UIBarButtonItem.h), values 0 to 22 in the header's
        // order; PageCurl came with iOS 4.
        let header = ["Done", "Cancel", "Edit", "Save", "Add", "FlexibleSpace", "FixedSpace", "Compose", "Reply",
                      "Action", "Organize", "Bookmarks", "Search", "Refresh", "Stop", "Camera", "Trash", "Play",
                      "Pause", "Rewind", "FastForward", "Undo", "Redo"]
        #expect(BarButtonSystemItem.allCases.map { "\($0)".prefix(1).uppercased() + "\($0)".dropFirst() } == header)
        #expect(BarButtonItem.segmentedControl(sortControl).style == nil)
    }

    /// `width`: "If the value is 0.0 or negative, the item sets the width […] to fit."
    @Test func onlyAPositiveWidthIsFixed() {
        #expect(BarButtonItem(.title("A", style: .plain), width: 0).fixedWidth == nil)
        #expect(BarButtonItem(.title("A", style: .plain), width: -3).fixedWidth == nil)
        #expect(BarButtonItem(.title("A", style: .plain), width: 60).fixedWidth == 60)
    }

    @Test func segmentedControlSelection() {
        #expect(SegmentedControl(segments: [.title("A")], selectedSegmentIndex: 1) == nil)
        #expect(SegmentedControl(segments: [.title("A")], selectedSegmentIndex: -1) == nil)
        let momentary = SegmentedControl(segments: [.title("A"), .title("B")], selectedSegmentIndex: 1, isMomentary: true)
        #expect(momentary?.displayedSelectedIndex == nil)
        #expect(sortControl.displayedSelectedIndex == 0)
    }

    @Test func leftAndRightItemAccessors() {
        var item = NavigationItem()
        item.leftBarButtonItem = editItem
        item.rightBarButtonItem = aboutItem
        #expect(item.leftBarButtonItems == [editItem])
        #expect(item.rightBarButtonItems == [aboutItem])
        item.leftBarButtonItem = nil
        #expect(item.leftBarButtonItems.isEmpty)
    }
}
