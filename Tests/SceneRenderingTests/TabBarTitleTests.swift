import Chevron
import Testing

/// Tab titles with the bundled fonts: UIKit's own system items show their titles whole in a bar of
/// five (64-pt items), as on the phone; "Most Viewed" and "Most Recent" were cut to "Most View…"
/// and "Most Rec…" when titles were cut to the item less 4 pt.
struct TabBarTitleTests {
    @Test func everySystemItemsTitleShowsWholeInABarOfFive() throws {
        let renderer = try SceneRenderer.bundled()
        let all = TabBarSystemItem.allCases
        for start in stride(from: 0, to: all.count, by: 5) {
            let five = (0..<5).map { all[(start + $0) % all.count] }
            let yaml = "tabBar: { items: [" + five.map { "{ systemItem: \($0.rawValue) }" }.joined(separator: ", ") + "] }"
            let scene = try SceneParser.parse(Array(yaml.utf8), file: "s.yaml")
            let items = try #require(renderer.layout(scene).tabBar?.layout.items)
            #expect(items.map(\.frame.width) == [64, 64, 64, 64, 64])
            for item in items {
                #expect(item.title?.text == item.item.title && item.title?.isTruncated == false, "\(item.item.title)")
                let frame = try #require(item.title?.frame)
                #expect(frame.minX >= item.frame.minX && frame.maxX <= item.frame.maxX, "\(item.item.title): \(frame)")
            }
        }
    }
}
