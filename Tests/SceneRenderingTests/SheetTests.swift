import Chevron
import ChevronTesting
import Foundation
import Layout
import Testing

/// Action sheets and alerts (docs/DESIGN.md §Action sheets and alerts): goldens in both
/// orientations at @1x and @2x (each looked at next to the xamarin-controls screenshots), the
/// motion of `showActionSheet` and `showAlert`, and the figures read off the screenshots.
struct SheetTests {
    static func screen(_ operation: String, orientation: String = "portrait", toolbar: String = "") -> String {
        """
        canvas: { orientation: \(orientation), statusBar: default }
        navigationController:
          \(toolbar.isEmpty ? "toolbarHidden: true" : "toolbarHidden: false")
          toolbar: { barStyle: \(toolbar.isEmpty ? "default" : toolbar) }
          viewControllers:
            - { id: list, title: Photos, toolbarItems: [ { systemItem: action }, { systemItem: flexibleSpace }, { systemItem: trash } ] }
          operations:
            - \(operation)
        """
    }

    static let scenes: [(name: String, yaml: String)] = [
        ("sheet-black-toolbar", screen("""
            showActionSheet: { title: "Delete 3 photos? This cannot be undone.", destructiveButtonTitle: Delete Photos, cancelButtonTitle: Cancel }
            """, toolbar: "black")),
        ("sheet-translucent", screen("""
            showActionSheet: { actionSheetStyle: blackTranslucent, otherButtonTitles: [Email Photo, Use as Wallpaper], cancelButtonTitle: Cancel }
            """)),
        ("alert-one-button", screen("""
            showAlert: { title: No Photos, message: "You can sync photos onto your iPhone using iTunes.", buttons: [OK] }
            """)),
        ("alert-stacked", screen("""
            showAlert: { title: Wi-Fi Networks Unavailable, buttons: [Settings, Retry], cancelButtonTitle: Cancel }
            """)),
    ]

    @Test("sheets and alerts", arguments: scenes.indices)
    func golden(index: Int) throws {
        let (name, yaml) = Self.scenes[index]
        let renderer = try SceneRenderer.bundled()
        for orientation in ["portrait", "landscape"] {
            let text = yaml.replacingOccurrences(of: "orientation: portrait", with: "orientation: \(orientation)")
            for scale in [1, 2] {
                let bitmap = try renderer.render(sceneBytes: Array(text.utf8), file: "\(name).yaml", folder: ".",
                                                 scale: scale).bitmap
                #expect(bitmap.width == (orientation == "portrait" ? 320 : 480) * scale)
                let suffix = orientation == "portrait" ? "" : "-landscape"
                assertGolden(bitmap, named: "\(name)\(suffix)@\(scale)x", tolerance: ExampleSceneTests.tolerance)
            }
        }
    }

    static func parse(_ yaml: String) throws -> Scene { try SceneParser.parse(Array(yaml.utf8), file: "s.yaml") }

    /// `animate` moves only the sheet or the alert: its first frame is the screen without it, its
    /// last the screen with it, and between them the sheet slides up as the dim fades in, the
    /// alert pops (0.4 → 1.1 → 0.9 → 1 times its size).
    @Test(arguments: [0, 3])
    func showingAnimates(index: Int) throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try Self.parse(Self.scenes[index].yaml)
        let before = try #require(scene.stages.dropLast().last).scene
        for scale in [1, 2] {
            let frames = try renderer.animationFrames(scene, scale: scale)
            #expect(frames.count == 22)
            #expect(frames.first == (try renderer.render(before, scale: scale)))
            #expect(frames.last == (try renderer.render(scene, scale: scale)))
            #expect(Set(frames).count == frames.count)
        }
        let transition = try renderer.transition(scene)
        let rest = renderer.layout(scene)
        if index == 0 {
            let half = try #require(transition.layout(at: 0.1).actionSheet)
            let sheet = try #require(rest.actionSheet)
            #expect(half.slide > 0 && half.slide < sheet.layout.frame.height)
            #expect(half.dim > 0 && half.dim < 1)
            // The screen under it does not move.
            #expect(transition.layout(at: 0.1).navigationBar == rest.navigationBar)
        } else {
            // The panel is a group node scaled about its centre and faded; the alert's own node
            // draws the dim under it.
            func panel(_ t: Double) throws -> LayoutGroup { try #require(transition.layout(at: t).groups.first) }
            #expect(abs(try panel(0.35 * 0.5).transform.a - 1.1) < 1e-9)
            #expect(abs(try panel(0.35 * 0.75).transform.d - 0.9) < 1e-9)
            #expect(try panel(0.35 * 0.25).opacity < 1)
            #expect(try #require(transition.layout(at: 0.35 * 0.25).alert).showsPanel == false)
            #expect(transition.layout(at: 0.35).groups.isEmpty && transition.layout(at: 0.35).alert?.showsPanel == true)
        }
    }

    /// `resolve --json` lists the sheet and the alert with their buttons, frames and labels as drawn.
    @Test func resolveReportsTheButtons() throws {
        let renderer = try SceneRenderer.bundled()
        let sheet = renderer.layout(try Self.parse(Self.scenes[0].yaml))
        let part = try #require(sheet.actionSheet)
        #expect(part.style == .blackOpaque)  // automatic, over a black toolbar
        #expect(part.layout.buttons.map(\.look) == [.destructive, .cancel])
        // It covers the toolbar: the sheet reaches the canvas's bottom.
        #expect(part.layout.frame.maxY == 480)
        let lines = SceneLayout.ActionSheetPart.reportLines(in: sheet)
        #expect(lines.contains { if case .row("button", "destructive \"Delete Photos\"", _?) = $0 { true } else { false } },
                "\(lines)")
        let alert = renderer.layout(try Self.parse(Self.scenes[3].yaml))
        let buttons = try #require(alert.alert).layout.buttons
        #expect(buttons.map(\.title) == ["Settings", "Retry", "Cancel"])
        #expect(buttons.map(\.look) == [.normal, .normal, .cancel])
        #expect(Set(buttons.map(\.frame.x)).count == 1)
    }

    /// Over a presented screen, `automatic` follows the toolbar that is visible — the presented
    /// screen's — never the presenter's, hidden under it.
    @Test func automaticFollowsThePresentedScreensToolbar() throws {
        func style(presenterToolbar: String, presentedToolbar: String) throws -> ActionSheetStyle? {
            try SceneRenderer.bundled().layout(try Self.parse("""
                navigationController:
                  toolbarHidden: false
                  toolbar: { barStyle: \(presenterToolbar) }
                  viewControllers: [ { id: inbox, title: Inbox, toolbarItems: [ { systemItem: compose } ] } ]
                  operations:
                    - present:
                        navigationController:
                          toolbar: { barStyle: \(presentedToolbar) }
                          toolbarHidden: \(presentedToolbar == "default")
                          viewControllers: [ { id: photo, title: Photo, toolbarItems: [ { systemItem: action } ] } ]
                    - showActionSheet: { otherButtonTitles: [Email Photo], cancelButtonTitle: Cancel }
                """)).actionSheet?.style
        }
        // The presented screen's black toolbar is the one the sheet covers.
        #expect(try style(presenterToolbar: "default", presentedToolbar: "black") == .blackOpaque)
        // The presenter's black toolbar is hidden under a presented screen without one.
        #expect(try style(presenterToolbar: "black", presentedToolbar: "default") == .default)
    }

    /// Shown from a tab bar controller's selected tab, the sheet covers the tab bar (it sits at the
    /// canvas's bottom, in a layer over the bars) and keeps the default style (a tab bar is not a
    /// toolbar: UIKit's `automatic` follows only a toolbar).
    @Test func aSheetCoversTheTabBar() throws {
        let scene = try Self.parse("""
            tabBarController:
              selectedIndex: 0
              viewControllers:
                - tabBarItem: { systemItem: favorites }
                  navigationController:
                    viewControllers: [ { title: Favorites } ]
                    operations:
                      - showActionSheet: { otherButtonTitles: [Add Favorite], cancelButtonTitle: Cancel }
                - { title: Keypad }
            """)
        let layout = try SceneRenderer.bundled().layout(scene)
        let sheet = try #require(layout.actionSheet)
        let bar = try #require(layout.tabBar?.frame)
        #expect(sheet.style == .default)
        #expect(sheet.layout.frame.maxY == 480 && sheet.layout.frame.minY < bar.minY)
        #expect(SceneLayout.ActionSheetPart.layer > SceneLayout.TabBarPart.layer)
        let kinds = layout.nodes.map { String(describing: $0.kind) }
        #expect(kinds.last == "ActionSheetPart", "\(kinds)")
    }
}

extension SheetTests {
    /// A sheet or alert that does not fit is said at the operation that showed it (file, line,
    /// column and key path), and an alert that fits the canvas but reaches above the status bar's
    /// bottom says it covers the status bar. (Its message now goes into a scrolling text view once
    /// the alert would pass the landscape screen's 300 pt, TSAlertView's rule, so it is 300 tall.)
    @Test func warningsAreSaidWhereTheSheetWasShown() throws {
        let renderer = try SceneRenderer.bundled()
        func diagnostics(_ operation: String) throws -> [Diagnostic] {
            renderer.layout(try Self.parse("""
                canvas: { orientation: landscape }
                navigationController:
                  viewControllers: [ { id: inbox, title: Inbox } ]
                  operations:
                    - push: { id: b, title: B }
                    - \(operation)
                """)).diagnostics
        }
        let covers = try diagnostics("""
            showAlert: { title: Choose, message: "Pick one of these three options, or cancel and come back.", buttons: [One, Two, Three], cancelButtonTitle: Cancel }
            """)
        #expect(covers.map(\.code) == [.alertCoversStatusBar])
        #expect(covers.first?.line == 6 && covers.first?.column == 7)
        #expect(covers.first?.keyPath == "navigationController.operations[1]")
        #expect(covers.first?.message.contains("its top is at y 16, above the status bar's bottom at 20") == true,
                "\(covers)")
        let cut = try diagnostics("showActionSheet: { otherButtonTitles: [A, B, C, D, E, F], cancelButtonTitle: Cancel }")
        #expect(cut.map(\.code) == [.actionSheetTooTall])
        #expect(cut.first?.line == 6 && cut.first?.keyPath == "navigationController.operations[1]")
        // One that fits below the status bar says nothing.
        #expect(try diagnostics("showAlert: { title: Choose, buttons: [One, Two, Three], cancelButtonTitle: Cancel }")
                .isEmpty)
    }
}

