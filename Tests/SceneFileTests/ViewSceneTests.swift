import ChevronSupport
import NavigationModel
import Scene
import Testing
@testable import SceneFile

/// `content.subviews`: a tree of views, each a one-key mapping naming its class; bad input is one
/// located line naming the nearest word.
struct ViewSceneTests {
    static func scene(_ subviews: String) -> String {
        """
        navigationController:
          viewControllers:
            - title: A
              content:
                subviews:
        \(subviews.split(separator: "\n", omittingEmptySubsequences: false).map { "          " + $0 }.joined(separator: "\n"))
        """
    }

    static func views(_ subviews: String) throws -> [SceneView] {
        let scene = try parse(scene(subviews))
        guard case .navigationController(let nav) = scene.root else { return [] }
        return nav.controller.topViewController.content.subviews ?? []
    }

    static func error(_ subviews: String) -> String? {
        do {
            _ = try parse(scene(subviews))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aTreeOfViews() throws {
        let views = try Self.views("""
            - view:
                id: cell
                frame: [0, 0, 320, 88]
                backgroundColor: "#ffffff"
                clipsToBounds: true
                subviews:
                  - label: { frame: [20, 4, 200, 20], text: Sender, font: { size: 17, weight: bold } }
                  - imageView: { frame: [4, 30, 12, 12], image: dot.png, hidden: true, alpha: 0.5 }
            """)
        #expect(views.count == 1)
        let cell = try #require(views.first)
        #expect(cell.id == "cell" && cell.className == "view" && cell.clipsToBounds)
        #expect(cell.frame == ViewFrame(x: 0, y: 0, width: 320, height: 88))
        #expect(cell.subviews.map(\.className) == ["label", "imageView"])
        let label = try #require(cell.subviews[0].content.base as? LabelView)
        #expect(label.text == "Sender" && label.font == ViewFont(size: 17, isBold: true) && label.numberOfLines == 1)
        #expect(cell.subviews[1].isHidden && cell.subviews[1].alpha == 0.5)
        #expect(cell.subviews[1].source.keyPath
                == "navigationController.viewControllers[0].content.subviews[0].view.subviews[1].imageView")
    }

    @Test func anUnknownClassNamesTheNearest() {
        #expect(Self.error("- lable: { frame: [0, 0, 10, 10] }") == """
            scene.yaml:6:13: error at navigationController.viewControllers[0].content.subviews[0]: \
            unknown view class `lable` — did you mean `label`?
            """)
    }

    @Test func anUnknownKeyNamesTheNearest() {
        #expect(Self.error("- label: { frame: [0, 0, 10, 10], txt: A }")?
            .hasSuffix("unknown key `txt` — did you mean `text`?") == true)
    }

    @Test func aFrameIsFourNumbersWithoutANegativeSize() {
        #expect(Self.error("- view: { frame: [0, 0, 10] }") == """
            scene.yaml:6:28: error at navigationController.viewControllers[0].content.subviews[0].view.frame: \
            expected a frame of four numbers: [x, y, width, height], found 3 values
            """)
        #expect(Self.error("- view: { frame: [0, 0, -10, 5] }")?
            .contains("a frame's width and height cannot be negative: found -10 x 5") == true)
        #expect(Self.error("- view: { frame: [0, 0, wide, 5] }")?.contains("expected a number") == true)
        #expect(Self.error("- label: { text: A }")?.contains("missing required key `frame`") == true)
    }

    @Test func aColourThatIsNotOne() {
        #expect(Self.error("- view: { frame: [0, 0, 1, 1], backgroundColor: bleu }")?
            .contains("`bleu` is not a colour") == true)
    }

    @Test func tooManyViewsAreRefused() {
        let many = String(repeating: "- view: { frame: [0, 0, 1, 1] }\n", count: SceneLimits.maxViews + 1)
        let message = Self.error(many)
        #expect(message?.contains("more than 4096 views") == true || message?.contains("values") == true,
                "\(message ?? "parsed")")
    }

    @Test func labelKeys() throws {
        let views = try Self.views("""
            - label:
                frame: [0, 0, 100, 40]
                text: "Two\\nlines"
                textColor: "#ff0000"
                shadowColor: "#ffffff"
                shadowOffset: [0, 1]
                textAlignment: center
                numberOfLines: 0
                lineBreakMode: middleTruncation
                adjustsFontSizeToFitWidth: true
                minimumFontSize: 10
            """)
        let label = try #require(views.first?.content.base as? LabelView)
        #expect(label.text == "Two\nlines" && label.textAlignment == .center && label.numberOfLines == 0)
        #expect(label.lineBreakMode == .middleTruncation && label.adjustsFontSizeToFitWidth && label.minimumFontSize == 10)
        #expect(label.shadowOffset == (0, 1) && label.textColor == RGBAColor(r: 255, g: 0, b: 0))
        #expect(Self.error("- label: { frame: [0, 0, 1, 1], lineBreakMode: tailTruncaton }")?
            .contains("did you mean `tailTruncation`?") == true)
    }

    @Test func segmentedControlAndTableAtAFrame() throws {
        let views = try Self.views("""
            - segmentedControl: { frame: [10, 10, 300, 44], items: [A, B], selectedSegmentIndex: 0 }
            - tableView: { frame: [0, 60, 320, 200], style: grouped, rows: [One, Two] }
            """)
        #expect((views[0].content.base as? SegmentedControl)?.segments.count == 2)
        #expect((views[1].content.base as? TableView)?.rowCount == 2)
    }
}

/// The standard controls' keys, by UIKit's names.
struct ControlSceneTests {
    @Test func controlsAreRead() throws {
        let views = try ViewSceneTests.views("""
            - switch: { frame: [0, 0, 94, 27], on: true }
            - slider: { frame: [0, 0, 100, 23], value: 5, minimumValue: 0, maximumValue: 10 }
            - progressView: { frame: [0, 0, 100, 9], progress: 0.5, progressViewStyle: bar }
            - activityIndicatorView: { frame: [0, 0, 37, 37], activityIndicatorViewStyle: whiteLarge }
            - pageControl: { frame: [0, 0, 100, 36], numberOfPages: 4, currentPage: 2 }
            - button: { frame: [0, 0, 100, 37], buttonType: contactAdd, state: highlighted }
            - textField: { frame: [0, 0, 100, 31], borderStyle: roundedRect, text: a, secureTextEntry: true, clearButtonMode: always }
            - textView: { frame: [0, 0, 100, 100], text: Notes }
            """)
        #expect(views.map(\.className) == ["switch", "slider", "progressView", "activityIndicatorView", "pageControl",
                                           "button", "textField", "textView"])
        #expect((views[0].content.base as? Switch)?.isOn == true)
        #expect((views[1].content.base as? Slider)?.value == 5)
        #expect((views[2].content.base as? Progress)?.style == .bar)
        #expect((views[4].content.base as? PageControl)?.currentPage == 2)
        #expect((views[5].content.base as? Button)?.state == .highlighted)
        #expect((views[6].content.base as? TextField)?.showsClearButton == true)
    }

    @Test func badControlValues() {
        #expect(ViewSceneTests.error("- button: { frame: [0, 0, 1, 1], buttonType: roundRect }")?
            .contains("did you mean `roundedRect`?") == true)
        #expect(ViewSceneTests.error("- pageControl: { frame: [0, 0, 1, 1], numberOfPages: 3, currentPage: 3 }")?
            .contains("currentPage 3 is out of range") == true)
        #expect(ViewSceneTests.error("- progressView: { frame: [0, 0, 1, 1], progress: 2 }")?
            .contains("out of range") == true)
        #expect(ViewSceneTests.error("- swich: { frame: [0, 0, 1, 1] }")?.contains("did you mean `switch`?") == true)
    }
}
