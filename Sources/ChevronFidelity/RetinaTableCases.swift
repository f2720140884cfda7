import Chevron
import ImageDiff

/// The tables of the @2x screenshots (../shared/fidelity/screens/retina-*@2x.png, an iPhone 4S on
/// iOS 5), drawn from a scene at scale 2 and compared below the navigation bar (pixel rows
/// 128–959). What Chevron does not draw as the phone did is masked (left out of the MAE and of
/// pixelmatch's count), each box in the table's pixels:
///
/// - Settings › Keyboard, a grouped table: its five switches (iOS 5's pill, not iPhone OS 3's
///   switch that Chevron draws: the union of both, columns 408–603 of each row's rows 34–95 below
///   its top), and the scroll indicator the screenshot caught (columns 620–639, rows 0–683).
///
/// The Music screenshot's plain table is not compared: its rows are 56 pt (the artwork 55 pt) where
/// Chevron's table rows are 44, and a scene cannot set a row height.
enum RetinaTableCases {
    static let top = 128
    static let height = 832

    static let settingsScene = """
        canvas: {width: 320, height: 480, scale: 2}
        navigationController:
          viewControllers:
            - title: General
            - title: Keyboard
              navigationItem: { rightBarButtonItem: { systemItem: edit, width: \(RetinaCases.editButtonWidth) } }
              content:
                table:
                  style: grouped
                  sections:
                    - footerTitle: Double-tapping the space bar will insert a full stop followed by a space.
                      rows:
                        - { text: Auto-Capitalisation, accessoryView: { switch: true } }
                        - { text: Auto-Correction, accessoryView: { switch: true } }
                        - { text: Check Spelling, accessoryView: { switch: true } }
                        - { text: Enable Caps Lock, accessoryView: { switch: true } }
                        - { text: "\\u201C.\\u201D Shortcut", accessoryView: { switch: true } }
                    - rows:
                        - { text: International Keyboards, detailText: "1", style: value1, accessoryType: disclosureIndicator }
                    - headerTitle: Shortcuts
                      rows:
                        - { text: omw, detailText: On my way!, style: value1, accessoryType: disclosureIndicator }
        """

    /// The five switches (88-px rows from pixel row 0 of the table's first row, 22 px below the
    /// crop's top) and the scroll indicator.
    static let settingsMasked: [DiffRegion] = (0..<5).compactMap { DiffRegion(x: 408, y: 34 + 88 * $0, width: 196, height: 62) }
        + [DiffRegion(x: 620, y: 0, width: 20, height: 684)].compactMap { $0 }

    static var all: [FidelityCase] {
        [
            FidelityCase(name: "retina table settings", group: .retinaTables) { refs, typesetter in
                let drawn = try Picture(scene: settingsScene, file: "retina-settings.yaml", typesetter: typesetter)
                let chevron = drawn.cropped(left: 0, top: top, width: drawn.width, height: height)
                let reference = try refs.picture("screens/retina-settings-keyboard@2x.png")
                    .cropped(left: 0, top: top, width: chevron.width, height: height)
                let outcome = Comparison.compare(reference: reference, chevron: chevron, ignored: settingsMasked)
                return FidelityCase.Result(score: outcome.score, outcome: outcome,
                                           note: "masked \(settingsMasked.count) boxes", factor: 1)
            }
        ]
    }
}
