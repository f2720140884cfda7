import NavigationModel
import Scene
import Testing
@testable import SceneFile

/// `dismissWithClickedButtonIndex` (docs/DESIGN.md §Action sheets and alerts): the shown sheet or
/// alert goes, as when its button at that index is tapped; UIKit's indices; what UIKit ignores is a
/// warning at its line, bad values are errors at theirs.
struct SheetDismissalTests {
    static func scene(_ operations: [String]) -> String {
        """
        navigationController:
          viewControllers: [ { id: inbox, title: Inbox } ]
          operations:
        \(operations.map { "    - " + $0 }.joined(separator: "\n"))
        """
    }

    static let sheet = "showActionSheet: { destructiveButtonTitle: Delete, cancelButtonTitle: Cancel, otherButtonTitles: [Move] }"
    static let alert = "showAlert: { title: No Mail, buttons: [Retry], cancelButtonTitle: OK }"

    static func controller(_ operations: [String]) throws -> NavigationControllerScene? {
        guard case .navigationController(let nav) = try parse(Self.scene(operations)).root else { return nil }
        return nav
    }

    @Test func theSheetGoesWithItsTransition() throws {
        let nav = try #require(try Self.controller([Self.sheet, "dismissWithClickedButtonIndex: 0"]))
        #expect(nav.controller.shownSheet == nil)
        #expect(nav.transition == .dismissActionSheet)
        #expect(nav.controller.ids == ["inbox"])
        let alert = try #require(try Self.controller([Self.alert, "dismissWithClickedButtonIndex: 1"]))
        #expect(alert.controller.shownSheet == nil && alert.transition == .dismissAlert)
        let still = try #require(try Self.controller([Self.alert,
                                                      "dismissWithClickedButtonIndex: { buttonIndex: 0, animated: false }"]))
        #expect(still.transition == .none && still.controller.shownSheet == nil)
    }

    /// UIKit's button indices: an action sheet's top to bottom (destructive 0, cancel last); an
    /// alert's cancel button 0, then the others, though two sit side by side and three stack with
    /// cancel at the bottom. The storyboard names the button.
    @Test func captionsNameTheTappedButtonByUIKitsIndex() throws {
        let sheet = try parse(Self.scene([Self.sheet, "dismissWithClickedButtonIndex: 2"]))
        #expect(sheet.stages.last?.caption == "dismissWithClickedButtonIndex 2 \"Cancel\"")
        let alert = try parse(Self.scene([Self.alert, "dismissWithClickedButtonIndex: 1"]))
        #expect(alert.stages.last?.caption == "dismissWithClickedButtonIndex 1 \"Retry\"")
        let stacked = "showAlert: { title: Hi, buttons: [One, Two], cancelButtonTitle: Cancel }"
        let three = try parse(Self.scene([stacked, "dismissWithClickedButtonIndex: { buttonIndex: 0, animated: false }"]))
        #expect(three.stages.last?.caption == "dismissWithClickedButtonIndex 0 (not animated) \"Cancel\"")
        #expect(ShownSheet.alert(AlertView(buttons: ["One", "Two"], cancelButtonTitle: "Cancel")).buttonTitles
                == ["Cancel", "One", "Two"])
    }

    /// UIKit ignores the call when nothing is shown and dismisses all the same for an index that is
    /// no button's: warnings at the operation's line, not errors.
    @Test func whatUIKitLetsPassIsAWarningAtItsLine() throws {
        let nothing = try parse(Self.scene(["dismissWithClickedButtonIndex: 0"]))
        #expect(nothing.warnings.map(\.code) == [.operationIgnored])
        #expect(nothing.warnings.first?.line == 4)
        #expect(nothing.warnings.first?.message.contains("no action sheet or alert is shown") == true)
        let far = try parse(Self.scene([Self.alert, "dismissWithClickedButtonIndex: 7"]))
        #expect(far.warnings.map(\.code) == [.sheetNoSuchButton])
        #expect(far.warnings.first?.line == 5)
        #expect(far.warnings.first?.message.contains("its buttons are 0–1: \"OK\", \"Retry\"") == true)
        // Dismissed all the same.
        guard case .navigationController(let nav) = far.root else { Issue.record("root"); return }
        #expect(nav.controller.shownSheet == nil)
    }

    /// The warning names the buttons as every message quotes a value, by its first 40 characters: a
    /// sheet of 30 buttons of 4000 characters each made one warning line of 120 000 characters.
    @Test func theButtonsANoSuchButtonWarningListsAreShortened() throws {
        let long = String(repeating: "x", count: 4000)
        let buttons = (0..<30).map { "\(long)\($0)" }.joined(separator: ", ")
        let far = try parse(Self.scene(["showActionSheet: { otherButtonTitles: [\(buttons)] }",
                                        "dismissWithClickedButtonIndex: 33"]))
        let message = try #require(far.warnings.first?.message)
        #expect(far.warnings.map(\.code) == [.sheetNoSuchButton])
        #expect(message.contains("its buttons are 0–29: \"\(String(long.prefix(40)))…\", \""), "\(message.prefix(200))")
        #expect(message.count < 2000, "\(message.count) characters")
    }

    /// One button is named as one, not as the range 0–0.
    @Test func aNoSuchButtonWarningOfOneButtonNamesIt() throws {
        let one = try parse(Self.scene(["showAlert: { title: Hi, buttons: [OK] }", "dismissWithClickedButtonIndex: 1"]))
        #expect(one.warnings.first?.message == "dismissWithClickedButtonIndex 1 is no button of the alert (its one "
                + "button is 0: \"OK\"); UIKit dismisses it all the same")
    }

    @Test func badValuesAreErrorsAtTheirKey() {
        for (operation, message, key) in [
            ("dismissWithClickedButtonIndex: -1", "out of range", "dismissWithClickedButtonIndex"),
            ("dismissWithClickedButtonIndex: OK", "expected", "dismissWithClickedButtonIndex"),
            ("dismissWithClickedButtonIndex", "needs a value", ""),
            ("dismissWithClickedButtonIndex: { animated: false }", "buttonIndex", "dismissWithClickedButtonIndex"),
            ("dismissWithClickedButtonIndex: { buttonIndex: 0, animatd: false }", "did you mean `animated`", "dismissWithClickedButtonIndex"),
            ("dismissWithClickedButtonIndex: { buttonIndex: 0, animated: perhaps }", "true or false", "animated"),
        ] {
            #expect {
                _ = try parse(Self.scene([Self.sheet, operation]))
            } throws: { error in
                guard let error = error as? SceneError else { return false }
                return error.location.line == 5 && error.message.contains(message) && error.keyPath.hasSuffix(key)
            }
        }
    }

    /// A sheet belongs to the whole interface: over a presented screen it is dismissed there too.
    @Test func overAPresentedScreen() throws {
        let nav = try #require(try Self.controller([
            "present: { id: compose, title: New Message }", Self.sheet, "dismissWithClickedButtonIndex: 0",
        ]))
        #expect(nav.controller.shownSheet == nil && nav.transition == .dismissActionSheet)
        #expect(nav.controller.visibleViewController.id == "compose")
    }
}
