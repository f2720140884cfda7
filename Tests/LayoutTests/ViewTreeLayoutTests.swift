import Layout
import ChevronSupport
import Geometry
import NavigationModel
import Scene
import SceneFile
import Testing

/// The view tree laid out: where UIKit puts the view controller's view, frames in the superview,
/// a label's lines, the warning for a view its clipping superview hides. Text is measured by
/// `SceneLayoutTests.measurer` (7 pt a character, 12 the ellipsis).
struct ViewTreeLayoutTests {
    func layout(_ yaml: String) throws -> SceneLayout {
        let scene = try SceneParser.parse(Array(yaml.utf8), file: "s.yaml")
        return SceneLayout(scene, context: SceneLayoutTests.context)
    }

    func screen(bar: String = "{}", _ subviews: String) -> String {
        """
        navigationController:
          navigationBar: \(bar)
          viewControllers:
            - title: A
              content:
                subviews:
        \(subviews.split(separator: "\n").map { "          " + $0 }.joined(separator: "\n"))
        """
    }

    /// "The view controller's view": below an opaque navigation bar (20 + 44 pt), under a
    /// translucent one from the top of the screen — the status bar's 20 pt.
    @Test func theRootIsTheViewControllersView() throws {
        let opaque = try layout(screen("- view: { frame: [0, 0, 10, 10] }"))
        #expect(opaque.views?.root.frame == Rect(x: 0, y: 64, width: 320, height: 416))
        let translucent = try layout(screen(bar: "{ barStyle: blackTranslucent }", "- view: { frame: [0, 0, 10, 10] }"))
        #expect(translucent.views?.root.frame.y == 20)
        #expect(try layout(screen(bar: "{}", "[]").replacingOccurrences(of: "subviews:\n          []",
                                                                          with: "rows: false")).views == nil)
    }

    /// Frames stay in the superview; the canvas frame adds every superview's origin and subtracts
    /// its bounds origin.
    @Test func framesNestInTheirSuperviews() throws {
        let l = try layout(screen("""
            - view:
                frame: [10, 20, 300, 100]
                subviews:
                  - view: { frame: [5, 6, 50, 40], subviews: [ { label: { frame: [1, 2, 30, 20], text: x } } ] }
            """))
        let root = try #require(l.views?.root)
        var absolute: [Rect] = []
        root.walk { _, frame, _, _ in absolute.append(frame) }
        #expect(absolute == [Rect(x: 0, y: 64, width: 320, height: 416), Rect(x: 10, y: 84, width: 300, height: 100),
                             Rect(x: 15, y: 90, width: 50, height: 40), Rect(x: 16, y: 92, width: 30, height: 20)])
        #expect(root.subviews[0].subviews[0].subviews[0].frame == Rect(x: 1, y: 2, width: 30, height: 20))
    }

    func label(_ keys: String, frame: String = "[0, 0, 100, 60]") throws -> LaidOutLabel {
        let l = try layout(screen("- label: { frame: \(frame), \(keys) }"))
        return try #require(l.views?.root.subviews.first?.drawing?.base as? LaidOutLabel)
    }

    /// Words wrap at spaces within the width (7 pt a character: 14 characters in 100 pt); the
    /// block is centred vertically on the 21-pt lines UIKit gives a 17-pt font.
    @Test func wordsWrapAndTheBlockIsCentred() throws {
        let l = try label("text: aaaa bbbb cccc dddd, numberOfLines: 0")
        #expect(l.lines.map(\.text) == ["aaaa bbbb cccc", "dddd"])
        #expect(l.lines.map(\.width) == [98, 28])
        // Two 21-pt lines in 60 pt: 9 pt above; the second baseline 21 below the first.
        #expect(l.lines[1].origin.y - l.lines[0].origin.y == 21)
        #expect(l.lines[0].origin.y > 9 && l.lines[0].origin.y <= 9 + 21)
    }

    /// 100 pt hold twelve characters and the ellipsis (12 × 7 + 12 = 96).
    @Test func oneLineIsCutByItsMode() throws {
        let text = "text: abcdefghijklmnopqrstuvwxyz"
        #expect(try label(text).lines.map(\.text) == ["abcdefghijkl…"])
        #expect(try label(text + ", lineBreakMode: headTruncation").lines.map(\.text) == ["…opqrstuvwxyz"])
        #expect(try label(text + ", lineBreakMode: middleTruncation").lines.map(\.text) == ["abcdef…uvwxyz"])
        #expect(try label(text + ", lineBreakMode: clip").lines.map(\.text) == ["abcdefghijklmnopqrstuvwxyz"])
        // The last of two lines takes the rest, cut at its tail.
        let two = try label("text: aaaa bbbb cccc dddd eeee ffff gggg, numberOfLines: 2")
        #expect(two.lines.map(\.text) == ["aaaa bbbb cccc", "dddd eeee ff…"])
    }

    @Test func alignment() throws {
        #expect(try label("text: abcd, textAlignment: center").lines[0].origin.x == 36)
        #expect(try label("text: abcd, textAlignment: right").lines[0].origin.x == 72)
        #expect(try label("text: abcd").lines[0].origin.x == 0)
    }

    /// `adjustsFontSizeToFitWidth` shrinks the font (the fake measurer ignores sizes, so the font
    /// goes down to the minimum and the text is then cut).
    @Test func shrinkingStopsAtTheMinimum() throws {
        let l = try label("text: abcdefghijklmnopqrstuvwxyz, adjustsFontSizeToFitWidth: true, minimumFontSize: 12")
        #expect(l.font.size == 12)
        #expect(l.lines.map(\.text) == ["abcdefghijkl…"])
    }

    @Test func aLineBreakInAOneLineLabelIsSaid() throws {
        let l = try layout(screen(#"- label: { frame: [0, 0, 100, 60], text: "One\nTwo" }"#))
        let drawn = try #require(l.views?.root.subviews.first?.drawing?.base as? LaidOutLabel)
        #expect(drawn.lines.map(\.text) == ["One"])
        #expect(l.diagnostics.contains { $0.code == .labelLineBreak && $0.line == 7 })
    }

    @Test func aViewWhollyOutsideItsClippingSuperviewIsSaid() throws {
        let l = try layout(screen("""
            - view:
                frame: [0, 0, 100, 100]
                clipsToBounds: true
                subviews:
                  - view: { frame: [120, 0, 10, 10] }
                  - view: { frame: [90, 90, 20, 20] }
            """))
        let found = l.diagnostics.filter { $0.code == .viewOutsideClip }
        #expect(found.map(\.keyPath) == ["navigationController.viewControllers[0].content.subviews[0].view.subviews[0].view"])
    }

    /// A segmented control keeps its style's own height (44 pt plain) at the frame's width.
    @Test func aSegmentedControlKeepsItsHeight() throws {
        let l = try layout(screen("- segmentedControl: { frame: [10, 10, 300, 30], items: [A, B] }"))
        #expect(l.views?.root.subviews.first?.frame == Rect(x: 10, y: 10, width: 300, height: 44))
    }

    /// `resolve --json`: the tree nested, each view's kind, frame in its superview and on the
    /// canvas, a label's drawn lines; the text form one line per view, indented, text escaped.
    @Test func resolveReportsTheTree() throws {
        let l = try layout(screen("""
            - view:
                id: card
                frame: [10, 20, 300, 100]
                subviews:
                  - label: { frame: [5, 6, 100, 30], text: "Tab\there\\nnext", numberOfLines: 0 }
            """))
        let part = try #require(l.views)
        let json = part.json().compact()
        #expect(json.contains(#""subviews":[{"kind":"view","id":"card","frame":{"x":10,"y":20,"width":300,"height":100},"absoluteFrame":{"x":10,"y":84,"width":300,"height":100}"#), "\(json)")
        #expect(json.contains(#""kind":"label","frame":{"x":5,"y":6,"width":100,"height":30},"absoluteFrame":{"x":15,"y":90,"width":100,"height":30}"#), "\(json)")
        #expect(json.contains(#""lines":[{"text":"Tab\there","x":0,"baseline":"#), "\(json)")
        let text = part.textLines()
        #expect(text.count == 3)
        #expect(text[1].hasPrefix("  view #card at x 10 y 20 w 300 h 100"))
        #expect(text[2].hasPrefix(#"    label "Tab\there\nnext""#), "\(text[2])")
        #expect(text.allSatisfy { !$0.contains("\n") && !$0.contains("\t") })
    }
}
