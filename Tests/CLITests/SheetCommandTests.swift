import Foundation
import Testing

/// `resolve`, `animate` and `flow` of the example action sheet and alert, as processes.
struct SheetCommandTests {
    @Test func resolveJSONHasTheSheetAndItsButtons() throws {
        let (r, json) = try ResolveCommandTests.json(["resolve", RenderCommandTests.scene("action-sheet.yaml"), "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(json["transition"] as? String == "showActionSheet")
        #expect(json["alert"] is NSNull)
        let sheet = json["actionSheet"] as? [String: Any] ?? [:]
        #expect(sheet["style"] as? String == "default" && sheet["actionSheetStyle"] as? String == "automatic")
        let buttons = sheet["buttons"] as? [[String: Any]] ?? []
        #expect(buttons.map { $0["title"] as? String ?? "" } == ["Delete Message", "Move to Junk", "Cancel"])
        #expect(buttons.map { $0["kind"] as? String ?? "" } == ["destructive", "normal", "cancel"])
        let frame = sheet["frame"] as? [String: Any] ?? [:]
        #expect((frame["y"] as? Double ?? 0) + (frame["height"] as? Double ?? 0) == 480, "\(frame)")
    }

    @Test func resolveTextHasTheAlert() throws {
        let r = try ChevronProcess.run(["resolve", RenderCommandTests.scene("alert.yaml")], in: try ChevronProcess.scratch())
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("alert: 276 x "), "\(r.stdout)")
        #expect(r.stdout.contains("buttons side by side"), "\(r.stdout)")
        #expect(r.stdout.contains("cancel \"OK\""), "\(r.stdout)")
        #expect(r.stdout.contains("normal \"Settings\""), "\(r.stdout)")
    }

    @Test func animateWritesTheAlertsPop() throws {
        let dir = try ChevronProcess.scratch()
        let r = try ChevronProcess.run(["animate", RenderCommandTests.scene("alert.yaml"), "-o", "pop.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let bytes = try Data(contentsOf: dir.appendingPathComponent("pop.png"))
        #expect(bytes.range(of: Data("acTL".utf8)) != nil)
    }

    @Test func aWarningForAnAlertWithoutButtons() throws {
        let dir = try ChevronProcess.scratch()
        let scene = dir.appendingPathComponent("wait.yaml")
        try """
            navigationController:
              viewControllers: [ { title: Mail } ]
              operations:
                - showAlert: { title: Checking Mail… }
            """.write(to: scene, atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["render", "wait.yaml"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("wait.yaml:4:7: warning"), "\(r.stderr)")
        #expect(r.stderr.contains("an alert with no buttons cannot be dismissed"), "\(r.stderr)")
    }
    /// A picker in an action sheet: `resolve --json` has its picker's rows and its done button,
    /// on the canvas.
    @Test func resolveJSONHasTheSheetsPicker() throws {
        let (r, json) = try ResolveCommandTests.json(["resolve", RenderCommandTests.scene("task-due-date-sheet.yaml"),
                                                      "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let sheet = json["actionSheet"] as? [String: Any] ?? [:]
        #expect(sheet["style"] as? String == "blackTranslucent")
        #expect((sheet["buttons"] as? [Any])?.isEmpty == true)
        let picker = sheet["picker"] as? [String: Any] ?? [:]
        #expect(picker["class"] as? String == "datePicker" && picker["datePickerMode"] as? String == "date")
        let wheels = picker["components"] as? [[String: Any]] ?? []
        #expect(wheels.count == 3)
        let done = sheet["doneButton"] as? [String: Any] ?? [:]
        #expect(done["title"] as? String == "Done")
        let frame = done["frame"] as? [String: Any] ?? [:]
        #expect(frame["x"] as? Double == 260 && frame["width"] as? Double == 50, "\(frame)")
    }

    /// Buttons beside a picker: exit 65 at the key's line and column.
    @Test func buttonsBesideAPickerExit65() throws {
        let dir = try ChevronProcess.scratch()
        try """
            navigationController:
              viewControllers: [ { title: Task } ]
              operations:
                - showActionSheet:
                    datePicker: { date: "2009-07-01 09:00" }
                    cancelButtonTitle: Cancel
            """.write(to: dir.appendingPathComponent("both.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["render", "both.yaml"], in: dir)
        #expect(r.status == 65, "\(r.stderr)")
        #expect(r.stderr.contains("both.yaml:6:"), "\(r.stderr)")
    }
}
