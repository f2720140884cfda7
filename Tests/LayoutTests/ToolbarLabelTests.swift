import Geometry
import Layout
import NavigationModel
import Testing

/// A custom view label in a toolbar (Mail's "Updated 9:41 AM"): as wide as its widest line, the
/// whole row tall, one line on a button label's baseline or two lines 14 pt apart around it, each
/// centred (7 pt a character here).
struct ToolbarLabelTests {
    let context = PhoneWidths.context
    let flexible = BarButtonItem.system(.flexibleSpace)

    @Test func oneLineBetweenFlexibleSpacesIsCentred() throws {
        let layout = ToolbarLayout(items: [.system(.refresh), flexible, .label("Updated 9:41 AM"), flexible,
                                           .system(.compose)], width: 320, context: context)
        let label = layout.items[2]
        #expect(label.face == .label(lines: ["Updated 9:41 AM"]))
        #expect(label.frame.width == 105)  // 15 × 7
        #expect(label.frame.y == 0 && label.frame.height == 44)
        // The two flexible spaces share what is left equally: the gaps either side of the label
        // differ by the rounding of its position at most.
        let before = label.frame.minX - layout.items[0].frame.maxX, after = layout.items[4].frame.minX - label.frame.maxX
        #expect(abs(before - after) <= 1, "\(before) \(after)")
        #expect(label.frame.x == label.frame.x.rounded())
        #expect(label.lines.count == 1)
        #expect(label.lines[0].baseline == 26)  // 7 + 19, as a button's label
        #expect(label.lines[0].frame.x == label.frame.x)
        #expect(label.label == nil)
    }

    @Test func twoLinesSitSevenPointsAboveAndBelow() throws {
        let layout = ToolbarLayout(items: [flexible, .label("Updated 3/5/10\n9:41 AM"), flexible], width: 320,
                                   context: context)
        let label = layout.items[1]
        #expect(label.face == .label(lines: ["Updated 3/5/10", "9:41 AM"]))
        #expect(label.frame.width == 98)  // the wider line, 14 × 7
        #expect(label.lines.map(\.baseline) == [19, 33])
        #expect(label.lines.map(\.frame.width) == [98, 49])
        #expect(label.lines[1].frame.x == label.frame.x + 24)  // (98 − 49) / 2, down to a whole point
    }

    @Test func inLandscapeTheRowIs32() throws {
        let layout = ToolbarLayout(items: [.label("A\nB")], width: 480, context: PhoneWidths.landscape)
        #expect(layout.items[0].frame.height == 32)
        #expect(layout.items[0].lines.map(\.baseline) == [13, 27])  // 4 + 16 ∓ 7
    }

    @Test func aFixedWidthTruncatesEachLine() throws {
        let layout = ToolbarLayout(items: [BarButtonItem(.label("Checking for Mail"), width: 50)], width: 320,
                                   context: context)
        let line = try #require(layout.items[0].lines.first)
        #expect(line.isTruncated)
        #expect(line.frame.width <= 50)
        #expect(line.text.hasSuffix("…"))
    }

    @Test func moreThanTwoLinesJoinTheLast() {
        #expect(ItemFace.lines(of: "a\nb\nc") == ["a", "b c"])
        #expect(ItemFace.lines(of: "a\r\nb") == ["a", "b"])
    }
}
