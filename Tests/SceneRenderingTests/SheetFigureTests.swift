import Chevron
import ChevronTesting
import Foundation
import Testing

/// Action sheets and alerts against the iOS 5 simulator's screenshots in ../shared/fidelity
/// (test references only, never part of the repository; skipped, and said so, when absent): every
/// figure is read off the screenshot here and compared with what Chevron draws from the same scene
/// (the scenes of the fidelity check, `SheetCases`).
struct SheetFigureTests {
    static let available = FidelityReferences.required("screens/xamarin-controls-18.png", "screens/xamarin-controls-06.png")

    static let sheetScene = """
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

    static func sum(_ c: Color) -> Int { Int(c.r) + Int(c.g) + Int(c.b) }

    /// The rows where a button's rim starts below the sheet's flat body, down column 60.
    static func buttonTops(_ b: Bitmap) -> [Int] {
        let body = b.color(x: 60, y: 470)
        return (212..<480).filter { y in
            sum(b.color(x: 60, y: y - 1)) == sum(body) && sum(b.color(x: 60, y: y)) < sum(body) - 30
        }
    }

    /// The sheet's title: its ink's rows and width, read off the screenshot (regular 14: 13 inked
    /// 178 px of the phone's 188, one row short).
    @Test(.enabled(if: available, "../shared/fidelity is absent: the action sheet's title is not checked"))
    func actionSheetTitleIsTheScreenshots() throws {
        let reference = try TableFigureTests.reference("screens/xamarin-controls-18.png")
        let drawn = try TableFigureTests.render(Self.sheetScene).bitmap
        // Light ink on the sheet's dark body between its top edge and the first button.
        func ink(_ b: Bitmap) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
            var xs: [Int] = [], ys: [Int] = []
            for y in 218..<250 {
                for x in 20..<300 where Self.sum(b.color(x: x, y: y)) > 3 * 170 {
                    xs.append(x)
                    ys.append(y)
                }
            }
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
            return (y0...y1, x0...x1)
        }
        let ours = try #require(ink(drawn)), phone = try #require(ink(reference))
        #expect(ours.rows == phone.rows)
        #expect(abs(ours.columns.count - phone.columns.count) <= 2, "\(ours.columns) against \(phone.columns)")
        #expect(abs(ours.columns.lowerBound - phone.columns.lowerBound) <= 1)
    }

    @Test(.enabled(if: available, "../shared/fidelity is absent: the action sheet's figures are not checked"))
    func actionSheetRowsAreTheScreenshots() throws {
        let reference = try TableFigureTests.reference("screens/xamarin-controls-18.png")
        let drawn = try TableFigureTests.render(Self.sheetScene).bitmap
        // The sheet's dark top edge: the first dark row under the dimmed content.
        func top(_ b: Bitmap) -> Int? { (180..<480).first { Self.sum(b.color(x: 40, y: $0)) < 200 } }
        #expect(top(drawn) == top(reference))
        #expect(Self.buttonTops(drawn) == Self.buttonTops(reference))
        #expect(Self.buttonTops(reference).count == 4)
        // The buttons' rims, left and right, along a row of the first button.
        func rim(_ b: Bitmap) -> [Int] { (0..<320).filter { Self.sum(b.color(x: $0, y: 270)) < 180 } }
        #expect(rim(drawn).first == rim(reference).first && rim(drawn).last == rim(reference).last)
        // The body's colour, and the dim over white content (black at 0.5: 127).
        #expect(abs(Self.sum(drawn.color(x: 10, y: 470)) - Self.sum(reference.color(x: 10, y: 470))) <= 3)
        #expect(abs(Int(drawn.color(x: 300, y: 150).r) - Int(reference.color(x: 300, y: 150).r)) <= 1)
    }

    /// The status bar is dimmed with the rest: the screenshot's status bar under the sheet is half
    /// as light as the same status bar in a screenshot without one.
    @Test(.enabled(if: available, "../shared/fidelity is absent: the dim is not checked"))
    func theStatusBarIsDimmedToo() throws {
        let dimmed = try TableFigureTests.reference("screens/xamarin-controls-18.png").color(x: 200, y: 1)
        let plain = try TableFigureTests.reference("screens/xamarin-tables-01.png").color(x: 200, y: 1)
        let factor = Double(dimmed.g) / Double(plain.g)
        let scene = try SceneParser.parse(Array(Self.sheetScene.utf8), file: "s.yaml")
        let before = try #require(scene.stages.dropLast().last).scene
        let renderer = try SceneRenderer.bundled()
        let ours = Double(try renderer.render(scene, scale: 1).color(x: 200, y: 1).g)
            / Double(try renderer.render(before, scale: 1).color(x: 200, y: 1).g)
        #expect(abs(ours - factor) < 0.02, "\(ours) against \(factor)")
    }

    @Test(.enabled(if: available, "../shared/fidelity is absent: the alert's figures are not checked"))
    func alertPanelIsWhereTheScreenshotsIs() throws {
        let reference = try TableFigureTests.reference("screens/xamarin-controls-06.png")
        let drawn = try TableFigureTests.render(Self.alertScene).bitmap
        // The border's light columns along row 250, its light rows down column 160.
        func columns(_ b: Bitmap) -> [Int] { (0..<320).filter { b.color(x: $0, y: 250).r > 170 } }
        func rows(_ b: Bitmap) -> [Int] { (150..<340).filter { b.color(x: 160, y: $0).b > 200 } }
        #expect(columns(drawn).first == columns(reference).first && columns(drawn).last == columns(reference).last)
        #expect(rows(drawn).first == rows(reference).first)
        // The button's dark top line, and the panel's bottom border.
        func buttonTop(_ b: Bitmap) -> Int? { (250..<320).first { b.color(x: 160, y: $0).r < 45 } }
        #expect(buttonTop(drawn) == buttonTop(reference))
        func bottom(_ b: Bitmap) -> Int? { (300..<330).last { b.color(x: 160, y: $0).b > 200 } }
        #expect(bottom(drawn) == bottom(reference))
        // The panel's body over the screen's centre (the art at 0.8 over the dim there), and the
        // dim in a corner of white content.
        #expect(abs(Self.sum(drawn.color(x: 160, y: 250)) - Self.sum(reference.color(x: 160, y: 250))) <= 6)
        #expect(abs(Int(drawn.color(x: 5, y: 470).r) - Int(reference.color(x: 5, y: 470).r)) <= 3)
        #expect(abs(Int(drawn.color(x: 5, y: 245).r) - Int(reference.color(x: 5, y: 245).r)) <= 3)
    }
}
