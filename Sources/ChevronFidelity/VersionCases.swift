import Chevron
import ImageDiff

/// `systemVersion: 5.0` against the iOS 5 screenshots at face value (docs/DESIGN.md §System
/// versions; the `versions:` line): the 1x tables of Xamarin's TablesLists sample and QuickDialog's
/// README below their bars, and the two @2x screenshots whole below the status bar. What is the
/// app's own and not UIKit's is masked, each box in the compared picture's pixels:
///
/// - xamarin-tables-01 (grouped, headers, disclosures; no navigation bar): nothing.
/// - xamarin-tables-05 (plain, the index) and quickdialog1: nothing.
/// - retina Settings › Keyboard: the scroll indicator the screenshot caught mid-scroll (a transient
///   no scene can ask for), columns 620–639 of the table's first 684 rows.
/// - retina Music › Albums (above the tab bar): the albums' artwork, the app's own images.
enum VersionCases {
    static func v5(_ scene: String) -> String { "systemVersion: 5.0\n" + scene }

    static let xamarinGroupedScene = """
        canvas: {width: 320, height: 480, scale: 1}
        navigationController:
          navigationBarHidden: true
          viewControllers:
            - title: Tables
              content:
                table:
                  style: grouped
                  sections:
                    - headerTitle: Table Styles
                      rows:
                        - { text: Grouped, accessoryType: disclosureIndicator }
                        - { text: Plain, accessoryType: disclosureIndicator }
                        - { text: Indexed Grouped, accessoryType: disclosureIndicator }
                        - { text: Indexed Plain, accessoryType: disclosureIndicator }
                    - headerTitle: Cell Styles
                      rows:
                        - { text: Default, accessoryType: disclosureIndicator }
                        - { text: Subtitle, accessoryType: disclosureIndicator }
                        - { text: Value1 (Right-Aligned Subtitle), accessoryType: disclosureIndicator }
                        - { text: Value2 (Contact Style), accessoryType: disclosureIndicator }
        """

    static var all: [FidelityCase] {
        [
            tableCase("iOS 5 table xamarin grouped", scene: xamarinGroupedScene, screenshot: "xamarin-tables-01", top: 20),
            tableCase("iOS 5 table xamarin plain index", scene: TableCases.plainScene, screenshot: "xamarin-tables-05",
                      top: 64),
            tableCase("iOS 5 table quickdialog", scene: TableCases.quickDialogScene,
                      screenshot: "quickdialog1-hello-world", top: 64),
            retinaCase("iOS 5 retina settings", scene: RetinaTableCases.settingsScene, screenshot: "retina-settings-keyboard@2x",
                       height: 920,
                       masked: [DiffRegion(x: 620, y: 88, width: 20, height: 684)].compactMap { $0 }) { typesetter in
                try Picture(scene: v5(RetinaTableCases.settingsScene), file: "v5-settings.yaml", typesetter: typesetter)
            },
            retinaCase("iOS 5 retina music", scene: RetinaTableCases.musicScene, screenshot: "retina-music-albums@2x",
                       height: 822,
                       masked: (1...4).compactMap { DiffRegion(x: 0, y: 88 + 112 * $0, width: 110, height: 110) }) { typesetter in
                try RetinaTableCases.pictureWithArtwork(v5(RetinaTableCases.musicScene), file: "v5-music.yaml",
                                                        typesetter: typesetter)
            },
        ]
    }

    /// The boxes of the table's text as Chevron lays it out at 5.0 (its cells' labels, its headers
    /// and its index; 2 pt round each, from a size above the baseline to 0.3 of it below), in the
    /// pixels of `scale`, moved up by `top` pixels: the notes give the MAE without them, to tell
    /// the text (Heros against the phone's Helvetica and Helvetica Neue) from the drawing.
    static func textBoxes(_ scene: String, scale: Int, top: Int, _ typesetter: Typesetter) throws -> [DiffRegion] {
        let layout = SceneRenderer(typesetter: typesetter).layout(try SceneParser.parse(v5(scene), file: "v5.yaml"))
        guard let table = layout.table else { return [] }
        let labels = table.rows.flatMap(\.labels) + table.headers + table.index
        let s = Double(scale)
        return labels.compactMap { label in
            let size = label.font.size
            let x = (label.origin.x - 2) * s, y = (label.origin.y - size - 2) * s
            return DiffRegion(x: max(0, Int(x)), y: max(0, Int(y) - top), width: Int(((label.width + 4) * s).rounded(.up)),
                              height: Int(((1.3 * size + 4) * s).rounded(.up)))
        }
    }

    static func withoutText(_ reference: Picture, _ chevron: Picture, _ boxes: [DiffRegion]) -> String {
        "without the table's text MAE " + Output.number("%.2f", Comparison.opaque(reference, chevron, ignored: boxes).0.mae)
    }

    /// A 1x table screen at 5.0 against `screenshot`, rows `top`–479.
    static func tableCase(_ name: String, scene: String, screenshot: String, top: Int) -> FidelityCase {
        FidelityCase(name: name, group: .versionTables) { refs, typesetter in
            let drawn = try Picture(scene: v5(scene), file: "v5.yaml", typesetter: typesetter)
            let chevron = drawn.cropped(left: 0, top: top, width: 320, height: 480 - top)
            let reference = try refs.picture("screens/\(screenshot).png").cropped(left: 0, top: top, width: 320,
                                                                                   height: 480 - top)
            let outcome = Comparison.compare(reference: reference, chevron: chevron)
            let note = withoutText(reference, chevron, try textBoxes(scene, scale: 1, top: top, typesetter))
            return FidelityCase.Result(score: outcome.score, outcome: outcome, note: note, factor: 2)
        }
    }

    /// An @2x screen at 5.0 against `screenshot` from pixel row 40 (below the status bar), `height`
    /// rows, `masked` left out.
    static func retinaCase(_ name: String, scene: String, screenshot: String, height: Int, masked: [DiffRegion],
                           draw: @escaping @Sendable (Typesetter) throws -> Picture) -> FidelityCase {
        FidelityCase(name: name, group: .versionRetina) { refs, typesetter in
            let drawn = try draw(typesetter)
            let chevron = drawn.cropped(left: 0, top: 40, width: drawn.width, height: height)
            let reference = try refs.picture("screens/\(screenshot).png").cropped(left: 0, top: 40, width: chevron.width,
                                                                                   height: height)
            let outcome = Comparison.compare(reference: reference, chevron: chevron, ignored: masked)
            let text = try textBoxes(scene, scale: 2, top: 40, typesetter)
            let note = "masked \(masked.count) boxes; " + withoutText(reference, chevron, masked + text)
            return FidelityCase.Result(score: outcome.score, outcome: outcome, note: note, factor: 1)
        }
    }
}
