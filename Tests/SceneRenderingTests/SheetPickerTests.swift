import Chevron
import ChevronTesting
import Foundation
import Layout
import Testing

/// A picker in an action sheet (docs/figures.md §A picker in an action sheet): where the apps put
/// the picker and the done button (Greg Allen's PhoneGap DatePicker plugin, 2011: the picker
/// `initWithFrame:CGRectMake(0, 40, 0, 0)`, the control `CGRectMake(260, 7.0f, 50.0f, 30.0f)`), the
/// picker the same pixels as the picker among a screen's views, ink where `resolve` reports the
/// rows and the button, and the sheet's slide, its ends exactly `render`'s.
struct SheetPickerTests {
    static func scene(_ sheet: String = "datePicker: { datePickerMode: date, date: \"2009-07-01 09:00\" }, doneButton: Done") -> String {
        """
        canvas: { width: 320, height: 480, scale: 1 }
        navigationController:
          viewControllers:
            - { title: Edit Task, content: { rows: false } }
          operations:
            - showActionSheet: { actionSheetStyle: blackTranslucent, \(sheet) }
        """
    }

    static func parse(_ yaml: String) throws -> Scene { try SceneParser.parse(Array(yaml.utf8), file: "p.yaml") }
    static func sum(_ c: Color) -> Int { Int(c.r) + Int(c.g) + Int(c.b) }

    /// The sheet's subviews where the apps' frames put them, the picker at UIKit's fixed 320 × 216
    /// (the frame logged by `initWithFrame:` in portrait) ending at the bottom of the screen.
    @Test func theFramesAreTheApps() throws {
        let l = try SceneRenderer.bundled().layout(try Self.parse(Self.scene()))
        let sheet = try #require(l.actionSheet?.layout.picker)
        let picker = try #require(sheet.picker)
        #expect(picker.frame == Rect(x: 0, y: 480 - 216, width: 320, height: 216))
        #expect(sheet.frame.minY == picker.frame.minY - 40 && sheet.frame.maxY == 480)
        let done = try #require(sheet.doneButton)
        #expect(done.title == "Done")
        #expect(done.frame == Rect(x: 260, y: sheet.frame.minY + 7, width: 50, height: 30))
        #expect(l.actionSheet?.layout.buttons.isEmpty == true)
        #expect(l.diagnostics.isEmpty)
    }

    /// The picker is drawn by the picker's own widget: the same pixels as the same date picker among
    /// a screen's subviews at that place (the dim lies under the sheet, not over it).
    @Test func thePickerIsThePickerAmongTheViews() throws {
        let drawn = try TableFigureTests.render(Self.scene()).bitmap
        let alone = try TableFigureTests.render("""
            canvas: { width: 320, height: 480, scale: 1 }
            navigationController:
              viewControllers:
                - title: Edit Task
                  content:
                    rows: false
                    subviews: [ { datePicker: { frame: [0, \(480 - 216 - 64), 320, 216], datePickerMode: date, date: "2009-07-01 09:00" } } ]
            """).bitmap
        var differing = 0
        for y in 480 - 216..<480 {
            for x in 0..<320 where drawn.color(x: x, y: y) != alone.color(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
    }

    /// Every row `resolve` reports inks its frame (dark titles on the face); the done button's
    /// frame holds its white title on the black control; the strip above the picker is the dark
    /// translucent sheet.
    @Test func inkWhereResolveReportsIt() throws {
        let drawn = try TableFigureTests.render(Self.scene()).bitmap
        let l = try SceneRenderer.bundled().layout(try Self.parse(Self.scene()))
        let sheet = try #require(l.actionSheet?.layout.picker)
        let (picker, frame) = try #require(sheet.picker)
        let rows = picker.offsetBy(dx: frame.minX, dy: frame.minY).wheels.flatMap(\.rows)
        #expect(rows.count == 15)
        for row in rows where row.frame.height >= 40 {
            let ink = (Int(row.frame.minY)..<Int(row.frame.maxY)).contains { y in
                (Int(row.frame.minX) + 4..<Int(row.frame.maxX) - 4).contains { x in Self.sum(drawn.color(x: x, y: y)) < 3 * 90 }
            }
            #expect(ink, "row \(row.title) at \(row.frame)")
        }
        let done = try #require(sheet.doneButton).frame
        var white = 0, black = 0
        for y in Int(done.minY)..<Int(done.maxY) {
            for x in Int(done.minX)..<Int(done.maxX) {
                let s = Self.sum(drawn.color(x: x, y: y))
                if s > 3 * 230 { white += 1 } else if s < 3 * 40 { black += 1 }
            }
        }
        #expect(white >= 30 && black >= 500, "white \(white), black \(black)")
        // Left of the button, the strip is the sheet's dark panel over the dimmed screen.
        let strip = drawn.color(x: 100, y: Int(sheet.frame.minY) + 20)
        #expect(Self.sum(strip) < 3 * 60, "\(strip)")
    }

    /// `resolve` names the picker, its rows and the button.
    @Test func resolveReportsThePickerAndTheButton() throws {
        let l = try SceneRenderer.bundled().layout(try Self.parse(Self.scene()))
        let lines = SceneLayout.ActionSheetPart.reportLines(in: l)
        #expect(lines.contains { if case .row("picker", "datePicker date, (July | 1 | 2009)", _?) = $0 { true } else { false } },
                "\(lines)")
        #expect(lines.contains { if case .row("row 0.6", "\"July\", selected", _?) = $0 { true } else { false } })
        #expect(lines.contains { if case .row("doneButton", let text, Rect(x: 260, y: 231, width: 50, height: 30)?) = $0 {
            text.contains("\"Done\"")
        } else { false } }, "\(lines)")
    }

    /// It slides up as every action sheet does: the first frame the screen without it, the last
    /// `render`'s, every frame between different, as many frames as a sheet with buttons.
    @Test func itSlidesAsTheSheet() throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try Self.parse(Self.scene())
        let before = try #require(scene.stages.dropLast().last).scene
        for scale in [1, 2] {
            let frames = try renderer.animationFrames(scene, scale: scale)
            #expect(frames.first == (try renderer.render(before, scale: scale)))
            #expect(frames.last == (try renderer.render(scene, scale: scale)))
            #expect(Set(frames).count == frames.count)
            let buttons = try Self.parse(Self.scene("cancelButtonTitle: Cancel"))
            #expect(try renderer.animationFrames(buttons, scale: scale).count == frames.count)
        }
        let half = try #require(try renderer.transition(scene).layout(at: 0.1).actionSheet)
        #expect(half.slide > 0 && half.slide < half.layout.frame.height)
    }
}
