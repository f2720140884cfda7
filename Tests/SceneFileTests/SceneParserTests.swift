import Testing
import NavigationModel
import Scene
@testable import SceneFile

func parse(_ yaml: String, file: String = "scene.yaml") throws(SceneError) -> Scene {
    try SceneParser.parse(Array(yaml.utf8), file: file)
}

/// Scenes that read: the full example scene and each root.
struct SceneParserTests {
    /// The full example scene (`Fixtures/spec-example.yaml`), operations left out (they are
    /// exercised in `OperationTests`).
    static let specExample = """
        canvas:
          width: 320            # points
          height: 480
          scale: 2
          orientation: portrait
          statusBar: default
          background: "#ffffff"
        navigationController:
          navigationBar: { barStyle: default, tintColor: null, translucent: false }
          toolbar:       { barStyle: default, tintColor: null, translucent: false }
          navigationBarHidden: false
          toolbarHidden: true
          viewControllers:                      # root first
            - id: albums                        # optional; defaults to the title
              title: Albums
            - id: photo
              title: Photo
              navigationItem:
                title: "Summer 2009"
                prompt: "Choose a photo"
                rightBarButtonItem: { systemItem: edit }
                backBarButtonItem: { title: "Photo" }
              toolbarItems:
                - { systemItem: flexibleSpace }
                - customView:
                    segmentedControl: { items: [Ascending, Descending], selectedSegmentIndex: 0, segmentedControlStyle: bar }
                - { systemItem: flexibleSpace }
        """

    @Test func specExampleReads() throws {
        let scene = try parse(Self.specExample)
        #expect(scene.canvas == SceneCanvas(width: 320, height: 480, scale: 2, orientation: .portrait,
                                            statusBar: .default, background: RGBAColor(r: 255, g: 255, b: 255)))
        guard case .navigationController(let nav) = scene.root else { Issue.record("root"); return }
        let controller = nav.controller
        #expect(controller.ids == ["albums", "photo"])
        #expect(controller.isToolbarHidden)
        let photo = controller.topViewController
        #expect(photo.navigationItem.title == "Summer 2009")
        #expect(photo.navigationItem.prompt == "Choose a photo")
        #expect(photo.navigationItem.rightBarButtonItem == .system(.edit))
        #expect(photo.navigationItem.backBarButtonItem == .title("Photo"))
        #expect(photo.toolbarItems.count == 3)
        let sort = try #require(SegmentedControl(segments: [.title("Ascending"), .title("Descending")],
                                                 selectedSegmentIndex: 0, style: .bar))
        #expect(photo.toolbarItems[1] == .segmentedControl(sort))
        #expect(nav.transition == .none)
        // Its toolbar is hidden (`toolbarHidden: true`), so the photo's toolbar items show nowhere.
        #expect(scene.warnings.map(\.keyPath) == ["navigationController.viewControllers[1].toolbarItems"])
    }

    @Test func defaultsOfANavigationController() throws {
        let scene = try parse("navigationController: { viewControllers: [ { title: Albums } ] }")
        #expect(scene.canvas.statusBar == .default)
        #expect(scene.canvas.background == RGBAColor(r: 255, g: 255, b: 255))
        #expect(scene.canvas.width == nil && scene.canvas.scale == nil)
        #expect(scene.canvas.statusBarTime == "9:41 AM")
        guard case .navigationController(let nav) = scene.root else { Issue.record("root"); return }
        #expect(nav.controller.ids == ["Albums"])  // "id: optional; defaults to the title"
        #expect(nav.controller.isToolbarHidden && !nav.controller.isNavigationBarHidden)
    }

    @Test func jsonIsValidYAML() throws {
        let scene = try parse(#"{"navigationBar": {"barStyle": "black", "items": [{"title": "Root"}, {"title": "Next"}]}}"#)
        guard case .navigationBar(let bar) = scene.root else { Issue.record("root"); return }
        #expect(bar.bar.ids == ["Root", "Next"])
        #expect(bar.bar.appearance.barStyle == .black)
        #expect(scene.canvas.statusBar == .none)
        #expect(scene.canvas.background.a == 0)
    }

    @Test func standaloneRoots() throws {
        let toolbar = try parse("""
            toolbar:
              barStyle: blackTranslucent
              tintColor: "#ff8000"
              items: [ { systemItem: action, style: plain }, { systemItem: flexibleSpace }, { title: Done, style: done, enabled: false } ]
            """)
        guard case .toolbar(let t) = toolbar.root else { Issue.record("root"); return }
        #expect(t.appearance == BarAppearance(barStyle: .blackTranslucent, tintColor: RGBAColor(r: 255, g: 128, b: 0)))
        #expect(t.items[2] == BarButtonItem(.title("Done", style: .done), isEnabled: false))

        let control = try parse("""
            segmentedControl:
              items: [One, { image: up.png, width: 40 }, { title: Three, enabled: false }]
              widths: [0, 0, 60]
              selectedSegmentIndex: -1
              segmentedControlStyle: bezeled
              momentary: true
              tintColor: "#333"
              barStyle: black
            """)
        guard case .segmentedControl(let s) = control.root else { Issue.record("root"); return }
        #expect(s.control.segments == [.title("One"), .init(.image(path: "up.png"), width: 40),
                                       .init(.title("Three"), width: 60, isEnabled: false)])
        #expect(s.control.selectedSegmentIndex == nil && s.control.isMomentary && s.control.style == .bezeled)
        #expect(s.barAppearance.barStyle == .black)

        let back = try parse("backButton: { title: Menu, barStyle: black, highlighted: true }")
        #expect(back.root == .backButton(BackButtonScene(title: "Menu", appearance: BarAppearance(barStyle: .black),
                                                         isHighlighted: true)))
    }

    @Test func navigationItemKeys() throws {
        let scene = try parse("""
            navigationBar:
              items:
                - { id: root, title: Root, backBarButtonItem: { image: back.png } }
                - title: Detail
                  leftBarButtonItems: [ { systemItem: cancel }, { title: Hi } ]
                  rightBarButtonItems: [ { systemItem: done }, { systemItem: add } ]
                  hidesBackButton: true
                  leftItemsSupplementBackButton: true
                  titleView: { segmentedControl: { items: [A, B] } }
            """)
        guard case .navigationBar(let bar) = scene.root else { Issue.record("root"); return }
        let top = bar.bar.entries[1].item
        #expect(bar.bar.ids == ["root", "Detail"])
        #expect(top.leftBarButtonItems == [.system(.cancel), .title("Hi")])
        #expect(top.rightBarButtonItems == [.system(.done), .system(.add)])
        #expect(top.hidesBackButton && top.leftItemsSupplementBackButton)
        #expect(top.titleView != nil)
        #expect(bar.bar.entries[0].item.backBarButtonItem == BarButtonItem(.image(path: "back.png", style: .plain)))
    }

    /// YAML anchors and merge keys are followed.
    @Test func anchorsAndMergeKeys() throws {
        let scene = try parse("""
            navigationController:
              viewControllers:
                - title: A
                  navigationItem:
                    rightBarButtonItem: &edit { systemItem: edit, style: done }
                - title: B
                  navigationItem:
                    rightBarButtonItem: { <<: *edit, enabled: false }
            """)
        guard case .navigationController(let nav) = scene.root else { Issue.record("root"); return }
        #expect(nav.controller.topViewController.navigationItem.rightBarButtonItem
            == BarButtonItem(.systemItem(.edit, style: .done), isEnabled: false))
    }

    @Test func canvasPixelLimitChecks() {
        #expect(SceneLimits.canvasProblem(width: 320, height: 480, scale: 3) == nil)
        #expect(SceneLimits.canvasProblem(width: 8192, height: 8192, scale: 1) == nil)
        #expect(SceneLimits.canvasProblem(width: 8193, height: 8192, scale: 1)?.contains("67108864 px (64 Mi)") == true)
        #expect(SceneLimits.canvasProblem(width: 6000, height: 10, scale: 3)?.contains("16384 px a side") == true)
    }
}
