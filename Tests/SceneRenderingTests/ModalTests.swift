import Chevron
import ChevronTesting
import Foundation
import Testing

/// Presented screens drawn and moved (docs/DESIGN.md §Modal screens): `render` draws the visible
/// screen, the presented one covering everything below the status bar; `animate`'s first and last
/// frames are exactly `render` before and after; the presenter limits the presented screen's
/// full-screen layout; goldens of the sheet and of instants of each transition.
struct ModalTests {
    static func scene(style: String = "coverVertical", orientation: String = "portrait", dismiss: Bool = false,
                      presenterExtra: String = "", sheetExtra: String = "", sheetBar: String = "") -> String {
        """
        canvas: { orientation: \(orientation) }
        navigationController:
          toolbarHidden: false
          viewControllers:
            - { id: inbox, title: Inbox, toolbarItems: [ { systemItem: refresh }, { systemItem: flexibleSpace }, { systemItem: compose } ]\(presenterExtra) }
          operations:
            - present:
                navigationController:
                  \(sheetBar)viewControllers:
                    - { id: compose, title: New Message\(sheetExtra),
                        navigationItem: { leftBarButtonItem: { systemItem: cancel }, rightBarButtonItem: { title: Send, style: done } } }
                modalTransitionStyle: \(style)
        """ + (dismiss ? "\n    - dismiss\n" : "\n")
    }

    static func parse(_ yaml: String) throws -> Scene { try SceneParser.parse(Array(yaml.utf8), file: "modal.yaml") }

    static let cases: [(style: String, dismiss: Bool, frames: Int)] = [
        ("coverVertical", false, 19), ("coverVertical", true, 19), ("flipHorizontal", false, 40),
        ("flipHorizontal", true, 40), ("crossDissolve", false, 19), ("crossDissolve", true, 19),
    ]

    @Test("the first and last frames are render before and after", arguments: cases.indices)
    func theEndsAreTheRenders(index: Int) throws {
        let (style, dismiss, count) = Self.cases[index]
        let renderer = try SceneRenderer.bundled()
        let scene = try Self.parse(Self.scene(style: style, dismiss: dismiss))
        let before = try #require(scene.stages.dropLast().last).scene
        for scale in [1, 2] {
            let frames = try renderer.animationFrames(scene, scale: scale)
            #expect(frames.count == count, "\(style) @\(scale)x")
            #expect(frames.first == (try renderer.render(before, scale: scale)), "\(style) @\(scale)x")
            #expect(frames.last == (try renderer.render(scene, scale: scale)), "\(style) @\(scale)x")
            #expect(frames[frames.count / 2] != frames.first && frames[frames.count / 2] != frames.last)
        }
        #expect(renderer.transitionDuration(scene) == (style == "flipHorizontal" ? 0.65 : 0.3))
    }

    /// The presented sheet covers the whole screen below the status bar: its own navigation bar at
    /// y 20, no trace of the presenter's toolbar; and half-way through coverVertical its navigation
    /// bar is half the covered height down.
    @Test func theSheetCoversTheScreenBelowTheStatusBar() throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try Self.parse(Self.scene())
        let layout = renderer.layout(scene)
        #expect(layout.part(SceneLayout.NavigationBarPart.self)?.frame == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(layout.part(SceneLayout.ToolbarPart.self)?.frame == nil)
        #expect(layout.part(ContentLayout.self)?.frame == Rect(x: 0, y: 64, width: 320, height: 416))
        let modal = try #require(renderer.modalTransition(scene))
        let after = try renderer.render(modal.to, scale: 1, images: .none)
        let before = try renderer.render(modal.from, scale: 1, images: .none)
        // Find the seconds where the eased progress is one half: the sheet's top is 20 + 230.
        let half = try renderer.render(modal.layout(at: 0.15), scale: 1, images: .none)
        #expect(modal.motion.progress(at: 0.15) == 0.5)
        for y in 0..<480 {
            let expected = y < 250 ? before.pixels[y * 320 + 160] : after.pixels[(y - 230) * 320 + 160]
            #expect(half.pixels[y * 320 + 160] == expected, "row \(y)")
        }
    }

    /// "If that view controller does not want to underlap the status bar, then the modally
    /// presented navigation controller is not going to be allowed to underlap the status bar either."
    @Test func thePresenterLimitsThePresentedScreen() throws {
        let renderer = try SceneRenderer.bundled()
        let wants = ", wantsFullScreenLayout: true"
        let translucent = "navigationBar: { barStyle: blackTranslucent }\n" + String(repeating: " ", count: 10)
        let limited = renderer.layout(try Self.parse(Self.scene(sheetExtra: wants, sheetBar: translucent)))
        #expect(limited.part(ContentLayout.self)?.frame.y == 20)
        #expect(limited.diagnostics.map(\.code) == [.presentFullScreenLayoutLimited])
        // Said at the `present` that showed the screen, with its line and column, as the
        // operations' other warnings are.
        let said = try #require(limited.diagnostics.first)
        #expect(said.keyPath == "navigationController.operations[0]")
        #expect(said.line == 7 && said.column == 7)
        // In a tab, at the tab's operation.
        let tab = Self.tabs.replacingOccurrences(of: "- { id: new, title: New Contact,", with: "- { id: new, title: New Contact, wantsFullScreenLayout: true,")
        let inTab = try #require(renderer.layout(try Self.parse(tab)).diagnostics.first)
        #expect(inTab.code == .presentFullScreenLayoutLimited)
        #expect(inTab.keyPath == "tabBarController.viewControllers[0].navigationController.operations[0]")
        #expect(inTab.line == 8)
        // A presenter that underlaps the status bar lets the presented screen do so.
        let presenter = ", wantsFullScreenLayout: true"
        let free = renderer.layout(try Self.parse(
            Self.scene(presenterExtra: presenter, sheetExtra: wants, sheetBar: translucent)
                .replacingOccurrences(of: "  toolbarHidden: false", with: "  toolbarHidden: false\n  navigationBar: { barStyle: blackTranslucent }")))
        #expect(free.part(ContentLayout.self)?.frame.y == 0)
        #expect(free.diagnostics.isEmpty)
    }

    /// A tab bar controller's selected tab presents: the sheet covers the tab bar too.
    static let tabs = """
        tabBarController:
          selectedIndex: 0
          viewControllers:
            - tabBarItem: { systemItem: contacts }
              navigationController:
                viewControllers: [ { id: all, title: All Contacts } ]
                operations:
                  - present:
                      navigationController:
                        viewControllers:
                          - { id: new, title: New Contact, navigationItem: { leftBarButtonItem: { systemItem: cancel },
                                                                              rightBarButtonItem: { systemItem: done } } }
            - { title: Keypad, tabBarItem: { title: Keypad } }
        """

    @Test func aTabPresentsOverTheTabBar() throws {
        let renderer = try SceneRenderer.bundled()
        let layout = renderer.layout(try Self.parse(Self.tabs))
        #expect(layout.part(SceneLayout.TabBarPart.self) == nil)
        #expect(layout.part(ContentLayout.self)?.frame.maxY == 480)
    }

    @Test("goldens of the presented screen", arguments: [("portrait", 1), ("portrait", 2), ("landscape", 1),
                                                          ("landscape", 2)])
    func presentedScreenGoldens(orientation: String, scale: Int) throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try Self.parse(Self.scene(orientation: orientation))
        assertGolden(try renderer.render(scene, scale: scale), named: "modal-sheet-\(orientation)@\(scale)x",
                     tolerance: ExampleSceneTests.tolerance)
        let tabs = try Self.parse(Self.tabs.replacingOccurrences(of: "tabBarController:",
                                                                with: "canvas: { orientation: \(orientation) }\ntabBarController:"))
        assertGolden(try renderer.render(tabs, scale: scale), named: "modal-tabs-\(orientation)@\(scale)x",
                     tolerance: ExampleSceneTests.tolerance)
    }

    @Test("goldens of instants of each transition",
          arguments: [("coverVertical", false, 0.12), ("coverVertical", true, 0.12), ("flipHorizontal", false, 0.2),
                      ("flipHorizontal", true, 0.45), ("crossDissolve", false, 0.15)])
    func transitionGoldens(style: String, dismiss: Bool, at seconds: Double) throws {
        let renderer = try SceneRenderer.bundled()
        // Portrait at 1x, landscape at @2x: each instant in both orientations and at both scales.
        for (orientation, scale) in [("portrait", 1), ("landscape", 2)] {
            let scene = try Self.parse(Self.scene(style: style, orientation: orientation, dismiss: dismiss))
            do {
                let name = "modal-\(dismiss ? "dismiss" : "present")-\(style)-at-\(seconds)-\(orientation)@\(scale)x"
                assertGolden(try renderer.still(scene, at: seconds, scale: scale), named: name,
                             tolerance: ExampleSceneTests.tolerance)
            }
        }
    }
}

extension ModalTests {
    /// A canvas shorter than the status bar, or one point wide: every style still draws every
    /// frame (nothing moves below a status bar that fills the canvas).
    @Test(arguments: ["coverVertical", "flipHorizontal", "crossDissolve"])
    func tinyCanvases(style: String) throws {
        let renderer = try SceneRenderer.bundled()
        for canvas in ["{ height: 10 }", "{ width: 1, height: 30 }", "{ width: 3, height: 3, statusBar: none }"] {
            for dismiss in [false, true] {
                let yaml = Self.scene(style: style, dismiss: dismiss)
                    .replacingOccurrences(of: "canvas: { orientation: portrait }", with: "canvas: \(canvas)")
                let scene = try Self.parse(yaml)
                let frames = try renderer.animationFrames(scene, scale: 2)
                #expect(frames.last == (try renderer.render(scene, scale: 2)), "\(style) \(canvas)")
            }
        }
    }
}

extension ModalTests {
    /// A view controller presented alone has no navigation bar: its view fills the screen below
    /// the status bar, and `resolve` names it the visible view controller.
    @Test func aViewControllerAloneHasNoNavigationBar() throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try Self.parse("""
            navigationController:
              viewControllers: [ { id: albums, title: Albums } ]
              operations:
                - present: { id: about, title: About, content: { background: "#333366" } }
            """)
        let layout = renderer.layout(scene)
        #expect(layout.part(SceneLayout.NavigationBarPart.self)?.frame == nil)
        #expect(layout.part(ContentLayout.self)?.frame == Rect(x: 0, y: 20, width: 320, height: 460))
        let bitmap = try renderer.render(scene, scale: 1)
        #expect(bitmap.color(x: 160, y: 30) == Color(r: 0x33, g: 0x33, b: 0x66, a: 255))
        #expect(bitmap.color(x: 160, y: 479) == Color(r: 0x33, g: 0x33, b: 0x66, a: 255))
    }
}
