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
            retinaCase("iOS 5 retina settings", screenshot: "retina-settings-keyboard@2x", height: 920,
                       masked: [DiffRegion(x: 620, y: 88, width: 20, height: 684)].compactMap { $0 }) { typesetter in
                try Picture(scene: v5(RetinaTableCases.settingsScene), file: "v5-settings.yaml", typesetter: typesetter)
            },
            retinaCase("iOS 5 retina music", screenshot: "retina-music-albums@2x", height: 822,
                       masked: (1...4).compactMap { DiffRegion(x: 0, y: 88 + 112 * $0, width: 110, height: 110) }) { typesetter in
                try RetinaTableCases.pictureWithArtwork(v5(RetinaTableCases.musicScene), file: "v5-music.yaml",
                                                        typesetter: typesetter)
            },
        ]
    }

    /// A 1x table screen at 5.0 against `screenshot`, rows `top`–479.
    static func tableCase(_ name: String, scene: String, screenshot: String, top: Int) -> FidelityCase {
        FidelityCase(name: name, group: .versionTables) { refs, typesetter in
            let drawn = try Picture(scene: v5(scene), file: "v5.yaml", typesetter: typesetter)
            let chevron = drawn.cropped(left: 0, top: top, width: 320, height: 480 - top)
            let reference = try refs.picture("screens/\(screenshot).png").cropped(left: 0, top: top, width: 320,
                                                                                   height: 480 - top)
            let outcome = Comparison.compare(reference: reference, chevron: chevron)
            return FidelityCase.Result(score: outcome.score, outcome: outcome, factor: 2)
        }
    }

    /// An @2x screen at 5.0 against `screenshot` from pixel row 40 (below the status bar), `height`
    /// rows, `masked` left out.
    static func retinaCase(_ name: String, screenshot: String, height: Int, masked: [DiffRegion],
                           draw: @escaping @Sendable (Typesetter) throws -> Picture) -> FidelityCase {
        FidelityCase(name: name, group: .versionRetina) { refs, typesetter in
            let drawn = try draw(typesetter)
            let chevron = drawn.cropped(left: 0, top: 40, width: drawn.width, height: height)
            let reference = try refs.picture("screens/\(screenshot).png").cropped(left: 0, top: 40, width: chevron.width,
                                                                                   height: height)
            let outcome = Comparison.compare(reference: reference, chevron: chevron, ignored: masked)
            return FidelityCase.Result(score: outcome.score, outcome: outcome, note: "masked \(masked.count) boxes",
                                       factor: 1)
        }
    }
}
