import Chevron

/// The table views' cases (../shared/fidelity/tables and screens/quickdialog1-hello-world.png):
/// each piece of table art drawn alone by `TableArt` at 1x at the art's own size, and the whole
/// grouped screen of QuickDialog's README drawn from a scene, compared below its navigation bar.
enum TableCases {
    static let factor = 8

    static var all: [FidelityCase] { art + [screen, plainScreen] }

    static var art: [FidelityCase] {
        [
            FidelityCase(name: "table pinstripe", group: .tables) { refs, _ in
                let canvas = try Canvas(width: 7, height: 1, scale: 1)
                TableArt.drawPinstripe(in: Rect(x: 0, y: 0, width: 7, height: 1), originX: 0, on: canvas)
                return ArtCases.compare(try refs.picture("tables/UIPinStripe.png"), canvas.bitmap, factor: factor)
            },
            FidelityCase(name: "table selection", group: .tables) { refs, _ in
                let canvas = try Canvas(width: 1, height: 43, scale: 1)
                TableArt.drawSelection(in: Rect(x: 0, y: 0, width: 1, height: 43), on: canvas)
                return ArtCases.compare(try refs.picture("tables/UITableSelection.png"), canvas.bitmap, factor: factor)
            },
            disclosure("table disclosure", selected: false, file: "UITableNext"),
            disclosure("table disclosure selected", selected: true, file: "UITableNextSelected"),
            FidelityCase(name: "table checkmark", group: .tables) { refs, _ in
                let canvas = try Canvas(width: 13, height: 13, scale: 1)
                TableArt.drawCheckmark(in: Rect(x: 0, y: 0, width: 13, height: 13), selected: false, on: canvas)
                return ArtCases.compare(try refs.picture("tables/accessoryCheckmark.png"), canvas.bitmap, factor: factor)
            },
            FidelityCase(name: "table detail disclosure button", group: .tables) { refs, _ in
                let canvas = try Canvas(width: 28, height: 28, scale: 1)
                TableArt.drawDetailDisclosureButton(in: Rect(x: -0.5, y: -1.5, width: 29, height: 31), on: canvas)
                return ArtCases.compare(try refs.picture("tables/detailDisclosureButton.png"), canvas.bitmap,
                                        factor: factor)
            },
        ]
    }

    static func disclosure(_ name: String, selected: Bool, file: String) -> FidelityCase {
        FidelityCase(name: name, group: .tables) { refs, _ in
            let canvas = try Canvas(width: 10, height: 13, scale: 1)
            TableArt.drawDisclosureIndicator(in: Rect(x: 0, y: 0, width: 10, height: 13), selected: selected, on: canvas)
            return ArtCases.compare(try refs.picture("tables/\(file).png"), canvas.bitmap, factor: factor)
        }
    }

    /// QuickDialog's "Hello World": a grouped table of one value-1 row under a default bar, drawn
    /// whole at 1x and compared with the screenshot's rows 64–479 (the table; the status bar and
    /// the bar are the screens cases').
    static let quickDialogScene = """
        canvas: {width: 320, height: 480, scale: 1}
        navigationController:
          viewControllers:
            - title: Hello World
              content:
                table:
                  style: grouped
                  sections:
                    - rows:
                        - { text: Hello, detailText: world!, style: value1 }
        """

    static var screen: FidelityCase {
        FidelityCase(name: "table screen quickdialog", group: .tableScreen) { refs, typesetter in
            let drawn = try Picture(scene: quickDialogScene, file: "quickdialog.yaml", typesetter: typesetter)
            let chevron = drawn.cropped(left: 0, top: 64, width: 320, height: 416)
            let reference = try refs.picture("screens/quickdialog1-hello-world.png")
                .cropped(left: 0, top: 64, width: 320, height: 416)
            let outcome = Comparison.compare(reference: reference, chevron: chevron)
            // The cell alone (its outline's rows): where the phone's iOS 4/5 cell (#f7f7f7, a darker
            // border, an etched line) differs from iPhone OS 3's white one.
            var note = ""
            if let cell = DiffRegion(x: 0, y: 10, width: 320, height: 46) {
                note = "cell rows MAE " + Output.number("%.1f", Comparison.opaque(reference, chevron, region: cell).0.mae)
            }
            return FidelityCase.Result(score: outcome.score, outcome: outcome, note: note, factor: 2)
        }
    }

    /// Xamarin's "Table with Index" (xamarin-tables-05, iOS 5 at 1x: the plain table had not changed
    /// since iPhone OS 3): section header strips, 44-pt rows and the index, compared below the bar.
    static let plainScene = """
        canvas: {width: 320, height: 480, scale: 1}
        navigationController:
          viewControllers:
            - title: Back
            - title: Table with Index
              content:
                table:
                  sectionIndexTitles: [A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z]
                  sections:
                    - { headerTitle: A, rows: [Apple, Artichoke] }
                    - { headerTitle: B, rows: [Banana, Berries] }
                    - { headerTitle: C, rows: [Cucumber, Cantalopes] }
                    - { headerTitle: D, rows: [Daikon] }
                    - { headerTitle: E, rows: [Eggplant] }
        """

    static var plainScreen: FidelityCase {
        FidelityCase(name: "table screen xamarin plain index", group: .tableScreen) { refs, typesetter in
            let drawn = try Picture(scene: plainScene, file: "plain.yaml", typesetter: typesetter)
            let chevron = drawn.cropped(left: 0, top: 64, width: 320, height: 416)
            let reference = try refs.picture("screens/xamarin-tables-05.png")
                .cropped(left: 0, top: 64, width: 320, height: 416)
            let outcome = Comparison.compare(reference: reference, chevron: chevron)
            var note = ""
            if let rows = DiffRegion(x: 0, y: 0, width: 290, height: 416) {
                note = "without the index MAE " + Output.number("%.1f", Comparison.opaque(reference, chevron, region: rows).0.mae)
            }
            return FidelityCase.Result(score: outcome.score, outcome: outcome, note: note, factor: 2)
        }
    }
}
