import Chevron
import ImageDiff

/// Action sheets and alerts (docs/DESIGN.md §Action sheets and alerts) against the iOS 5
/// simulator's screenshots of Xamarin's StandardControls sample (screens/xamarin-controls-18.png,
/// an action sheet; -06, an alert, both 320 × 480 at 1x) and UIKit's @2x alert art (alerts/).
///
/// - Screens: the same scene drawn whole at 1x. The action sheet is compared from its top edge
///   (row 211) to the bottom; the alert over rows 170–329 (the panel, its shadow and the dim
///   around it), leaving out the app's own controls that show through the dim and the translucent
///   panel (labels, icons, an image and a button Chevron does not draw), boxed where the screenshot
///   shows them outside the alert.
/// - Art: the panel drawn alone 276 × 52 in the art's 284 × 62 box (its shadow around it) and the
///   buttons 11 × 43, at @2x, over white and over black.
enum SheetCases {
    static let factor = 2
    static let artFactor = 4

    static var all: [FidelityCase] { [actionSheet, alert] + art }

    static let actionSheetScene = """
        canvas: { statusBar: default, width: 320, height: 480, scale: 1 }
        navigationController:
          viewControllers:
            - { title: Back }
            - { title: Action Sheets, content: { rows: false } }
          operations:
            - showActionSheet:
                title: action sheet with other buttons
                destructiveButtonTitle: delete
                cancelButtonTitle: cancel
                cancelButtonIndex: 1
                otherButtonTitles: [a different option!, another option]
        """

    static let alertScene = """
        canvas: { statusBar: default, width: 320, height: 480, scale: 1 }
        navigationController:
          viewControllers:
            - { title: Back }
            - { title: Buttons, content: { rows: false } }
          operations:
            - showAlert: { title: button two click!, message: TouchUpInside Handled, cancelButtonTitle: OK }
        """

    /// The sheet's rows in the screenshot: its dark top edge is row 211.
    static let sheetTop = 211
    static let alertRows = (top: 170, height: 160)
    /// The Buttons screen's own content near the alert (x, y, width, height): the "Info" and "Add
    /// Contact" labels and the icons at their right, "Custom (with image)" and its image,
    /// "Rounded Rectangle (with custom font…" and its "Button!".
    static let alertMasked: [DiffRegion] = [
        (18, 166, 152, 56), (240, 130, 40, 92), (18, 248, 162, 27), (215, 232, 65, 68), (18, 285, 162, 50),
        (180, 310, 122, 45),
    ].compactMap { DiffRegion(x: $0.0, y: $0.1, width: $0.2, height: $0.3) }

    /// The boxes of the labels Chevron lays out (2 pt around each), moved up by `top`: the notes
    /// give the MAE without them, to tell the text (Heros against the phone's Helvetica) from
    /// the drawing.
    static func labelBoxes(_ scene: String, top: Int, _ typesetter: Typesetter) throws -> [DiffRegion] {
        let layout = SceneRenderer(typesetter: typesetter).layout(try SceneParser.parse(scene, file: "s.yaml"))
        var labels = layout.actionSheet?.layout.title ?? []
        labels += layout.actionSheet?.layout.buttons.map(\.label) ?? []
        labels += layout.alert?.layout.title ?? []
        labels += (layout.alert?.layout.message ?? []) + (layout.alert?.layout.buttons.map(\.label) ?? [])
        return labels.compactMap { label in
            let f = label.frame
            return DiffRegion(x: max(0, Int(f.x) - 2), y: max(0, Int(f.y) - 2 - top), width: Int(f.width) + 4,
                              height: Int(f.height) + 4)
        }
    }

    static var actionSheet: FidelityCase {
        FidelityCase(name: "action sheet xamarin", group: .sheetScreens) { refs, typesetter in
            let height = 480 - sheetTop
            let chevron = try Picture(scene: actionSheetScene, file: "sheet.yaml", typesetter: typesetter)
                .cropped(left: 0, top: sheetTop, width: 320, height: height)
            let reference = try refs.picture("screens/xamarin-controls-18.png")
                .cropped(left: 0, top: sheetTop, width: 320, height: height)
            let outcome = Comparison.compare(reference: reference, chevron: chevron)
            let labels = try labelBoxes(actionSheetScene, top: sheetTop, typesetter)
            let note = "without the labels MAE "
                + Output.number("%.2f", Comparison.opaque(reference, chevron, ignored: labels).0.mae)
            return FidelityCase.Result(score: outcome.score, outcome: outcome, note: note, factor: factor)
        }
    }

    static var alert: FidelityCase {
        FidelityCase(name: "alert xamarin", group: .sheetScreens) { refs, typesetter in
            let (top, height) = alertRows
            let masked = alertMasked.compactMap { DiffRegion(x: $0.x, y: max(0, $0.y - top), width: $0.width,
                                                             height: $0.height - max(0, top - $0.y)) }
            let chevron = try Picture(scene: alertScene, file: "alert.yaml", typesetter: typesetter)
                .cropped(left: 0, top: top, width: 320, height: height)
            let reference = try refs.picture("screens/xamarin-controls-06.png")
                .cropped(left: 0, top: top, width: 320, height: height)
            let outcome = Comparison.compare(reference: reference, chevron: chevron, ignored: masked)
            let labels = try labelBoxes(alertScene, top: top, typesetter)
            let note = "masked \(masked.count) boxes; without the labels MAE "
                + Output.number("%.2f", Comparison.opaque(reference, chevron, ignored: masked + labels).0.mae)
            return FidelityCase.Result(score: outcome.score, outcome: outcome, note: note, factor: factor)
        }
    }

    static var art: [FidelityCase] {
        let buttons: [(String, LaidOutSheetButton.Look, String)] = [
            ("alert button @2x", .normal, "UIPopupAlertSheetButton@2x"),
            ("alert cancel button @2x", .cancel, "UIPopupAlertSheetDefaultButton@2x"),
        ]
        return [
            FidelityCase(name: "alert panel @2x", group: .sheetArt) { refs, _ in
                let canvas = try Canvas(width: 284, height: 62, scale: 2)
                SheetArt.drawAlertPanel(in: Rect(x: 4, y: 1, width: 276, height: 52), on: canvas)
                return ArtCases.compare(try refs.picture("alerts/UIPopupAlertSheetBackground@2x.png"), canvas.bitmap,
                                        factor: factor)
            },
        ] + buttons.map { name, look, file in
            FidelityCase(name: name, group: .sheetArt) { refs, _ in
                let canvas = try Canvas(width: 11, height: 43, scale: 2)
                SheetArt.drawAlertButton(in: Rect(x: 0, y: 0, width: 11, height: 43), look: look, on: canvas)
                return ArtCases.compare(try refs.picture("alerts/\(file).png"), canvas.bitmap, factor: artFactor)
            }
        }
    }
}
