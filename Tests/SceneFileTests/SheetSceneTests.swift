import NavigationModel
import Scene
import Testing
@testable import SceneFile

/// `showActionSheet` and `showAlert` (docs/DESIGN.md §Action sheets and alerts): read with their
/// keys, applied as operations, and their bad input at its line.
struct SheetSceneTests {
    static func scene(_ operation: String) -> String {
        """
        navigationController:
          viewControllers: [ { id: inbox, title: Inbox } ]
          operations:
            - \(operation)
        """
    }

    static func shown(_ operation: String) throws -> (ShownSheet?, Scene) {
        let scene = try parse(Self.scene(operation))
        guard case .navigationController(let nav) = scene.root else { return (nil, scene) }
        return (nav.controller.shownSheet, scene)
    }

    @Test func actionSheetButtonsInUIKitsOrder() throws {
        let (shown, scene) = try Self.shown("""
            showActionSheet: { title: Delete?, destructiveButtonTitle: Delete, cancelButtonTitle: Cancel, otherButtonTitles: [Save, Move] }
            """)
        guard case .actionSheet(let sheet) = shown else { Issue.record("no action sheet"); return }
        // "destructive first, then the others, cancel last" (initWithTitle:…otherButtonTitles:).
        #expect(sheet.buttons.map(\.title) == ["Delete", "Save", "Move", "Cancel"])
        #expect(sheet.buttons.map(\.kind) == [.destructive, .other, .other, .cancel])
        #expect(sheet.style == .automatic)
        guard case .navigationController(let nav) = scene.root else {
            Issue.record("the scene's root is not a navigation controller: \(scene.root)")
            return
        }
        #expect(nav.transition == .showActionSheet)
        #expect(nav.steps.last?.operation.name == "showActionSheet")
        // The stack does not change: the sheet is over the same top.
        #expect(nav.controller.ids == ["inbox"])
        #expect(scene.warnings.isEmpty)
    }

    @Test func cancelButtonIndexMovesTheCancelButton() throws {
        let (shown, _) = try Self.shown("""
            showActionSheet: { destructiveButtonTitle: delete, cancelButtonTitle: cancel, cancelButtonIndex: 1, otherButtonTitles: [a, b] }
            """)
        guard case .actionSheet(let sheet) = shown else { Issue.record("no action sheet"); return }
        #expect(sheet.buttons.map(\.title) == ["delete", "cancel", "a", "b"])
    }

    @Test func alertButtonsSideBySideOrStacked() throws {
        let (two, _) = try Self.shown("showAlert: { title: Hi, buttons: [OK], cancelButtonTitle: Cancel }")
        guard case .alert(let alert) = two else { Issue.record("no alert"); return }
        // Two buttons side by side, cancel on the left.
        #expect(alert.isSideBySide)
        #expect(alert.buttons.map(\.title) == ["Cancel", "OK"])
        let (three, _) = try Self.shown("showAlert: { title: Hi, buttons: [One, Two], cancelButtonTitle: Cancel }")
        guard case .alert(let stacked) = three else { Issue.record("no alert"); return }
        // Three and more stacked, cancel at the bottom.
        #expect(!stacked.isSideBySide)
        #expect(stacked.buttons.map(\.title) == ["One", "Two", "Cancel"])
    }

    /// UIActionSheet.h: "take appearance from toolbar style otherwise uses 'default'".
    @Test func automaticStyleFollowsTheToolbar() {
        #expect(ActionSheetStyle.automatic.resolved(toolbar: nil) == .default)
        #expect(ActionSheetStyle.automatic.resolved(toolbar: BarAppearance()) == .default)
        #expect(ActionSheetStyle.automatic.resolved(toolbar: BarAppearance(barStyle: .black)) == .blackOpaque)
        #expect(ActionSheetStyle.automatic.resolved(toolbar: BarAppearance(barStyle: .blackTranslucent))
                == .blackTranslucent)
        #expect(ActionSheetStyle.automatic.resolved(toolbar: BarAppearance(barStyle: .black, translucent: true))
                == .blackTranslucent)
        #expect(ActionSheetStyle.blackOpaque.resolved(toolbar: BarAppearance()) == .blackOpaque)
    }

    @Test func unknownStyleSuggestsTheRightWord() {
        #expect {
            _ = try parse(Self.scene("showActionSheet: { cancelButtonTitle: Cancel, actionSheetStyle: blackTranslucnt }"))
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            return error.location.line == 4 && error.keyPath.hasSuffix("actionSheetStyle")
                && error.message.contains("did you mean `blackTranslucent`")
        }
    }

    /// UIKit shows a sheet or an alert without buttons (a "please wait" alert), but the user cannot
    /// dismiss it: a warning at the operation's line, not an error.
    @Test func noButtonsIsAWarningAtItsLine() throws {
        let (_, alert) = try Self.shown("showAlert: { title: Please wait… }")
        #expect(alert.warnings.map(\.code) == [.alertNoButtons])
        #expect(alert.warnings.first?.line == 4)
        let (_, sheet) = try Self.shown("showActionSheet: { title: Nothing to pick }")
        #expect(sheet.warnings.map(\.code) == [.actionSheetNoButtons])
        #expect(sheet.warnings.first?.line == 4)
        #expect(sheet.warnings.first?.message.contains("cancelButtonTitle") == true)
    }

    @Test func unknownKeyAndMisplacedIndexAreErrors() {
        #expect {
            _ = try parse(Self.scene("showAlert: { title: Hi, butons: [OK] }"))
        } throws: { error in
            (error as? SceneError)?.message.contains("did you mean `buttons`") == true
        }
        #expect {
            _ = try parse(Self.scene("showActionSheet: { otherButtonTitles: [A], cancelButtonIndex: 0 }"))
        } throws: { error in
            (error as? SceneError)?.message.contains("add a cancelButtonTitle") == true
        }
        #expect {
            _ = try parse(Self.scene("showActionSheet: { cancelButtonTitle: C, otherButtonTitles: [A], cancelButtonIndex: 5 }"))
        } throws: { error in
            (error as? SceneError)?.message.contains("out of range") == true
        }
    }

    @Test func laterOperationsHappenUnderTheSheet() throws {
        let scene = try parse("""
            navigationController:
              viewControllers: [ { id: inbox, title: Inbox } ]
              operations:
                - showAlert: { title: New mail, buttons: [OK] }
                - push: { id: mail, title: Mail }
            """)
        guard case .navigationController(let nav) = scene.root else { Issue.record("root"); return }
        #expect(nav.controller.ids == ["inbox", "mail"])
        if case .alert(let alert) = nav.controller.shownSheet { #expect(alert.title == "New mail") } else {
            Issue.record("the alert stays shown")
        }
        #expect(scene.stages.map(\.caption) == [nil, "showAlert \"New mail\"", "push Mail"])
    }
}
