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
        // Each view a line, one depth in per level of the tree (the report indents them).
        let lines = part.reportLines().map { line -> (String, Int) in
            if case .text(let text, let depth) = line { (text, depth) } else { ("", -1) }
        }
        #expect(lines.map(\.1) == [0, 1, 2])
        #expect(lines[1].0.hasPrefix("view #card at x 10 y 20 w 300 h 100"))
        #expect(lines[2].0.hasPrefix(#"label "Tab\there\nnext""#), "\(lines[2])")
        #expect(lines.allSatisfy { !$0.0.contains("\n") && !$0.0.contains("\t") })
    }
}

/// A view controller's view of many views is laid out in two halves at once
/// (`ViewTreeLayout.viewsForTwoThreads`): the nodes, the warnings and what the measurer finds are
/// each view's own, laid out alone, in the order written.
struct TwoThreadViewTreeLayoutTests {
    /// 300 cells (2 views each), every 50th with a view outside its clipping cell (a warning) and a
    /// label whose text holds a marked character the measurer records.
    static func cells() throws -> [SceneView] {
        var yaml = "navigationController:\n  viewControllers:\n    - title: A\n      content:\n        subviews:\n"
        for i in 0..<300 {
            let outside = i % 50 == 7 ? 400 : 2
            yaml += "          - view: { frame: [0, \(i), 80, 60], clipsToBounds: true, subviews: "
                + "[ { label: { frame: [\(outside), 2, 40, 12], text: \"\(i % 50 == 7 ? "§" : "")cell \(i)\" } } ] }\n"
        }
        let scene = try SceneParser.parse(Array(yaml.utf8), file: "s.yaml")
        guard case .navigationController(let nc) = scene.root else { throw Unexpected() }
        return try #require(nc.controller.topViewController.content.subviews)
    }

    struct Unexpected: Error {}

    /// A measurer that records the texts holding "§" (as the renderer's records characters no font
    /// has), each once in the order met; its forks record on their own and append when joined.
    static func recording(into list: Locked<[String]>) -> TextMeasurer {
        TextMeasurer(
            width: { text, font in
                if text.contains("§") { list.withLock { if !$0.contains(text) { $0.append(text) } } }
                return SceneLayoutTests.measurer.width(text, font)
            },
            fork: {
                let own = Locked<[String]>([])
                return (recording(into: own), {
                    let found = own.withLock { $0 }
                    list.withLock { all in for text in found where !all.contains(text) { all.append(text) } }
                })
            })
    }

    @Test func twoHalvesLayOutAsEachViewAlone() throws {
        let cells = try Self.cells()
        #expect(cells.reduce(0) { $0 + $1.count } >= ViewTreeLayout.viewsForTwoThreads)
        let split = try #require(ViewTreeLayout.halves(of: cells))
        #expect(split == 150)
        let frame = Rect(x: 0, y: 64, width: 320, height: 416)
        let found = Locked<[String]>([])
        let whole = ViewTreeLayout.layOut(cells, in: frame, file: "s.yaml",
                                          context: LayoutContext(measurer: Self.recording(into: found)))
        var nodes: [ViewNode] = [], warnings: [Diagnostic] = []
        let alone = Locked<[String]>([])
        for cell in cells {
            let one = ViewTreeLayout.layOut([cell], in: frame, file: "s.yaml",
                                            context: LayoutContext(measurer: Self.recording(into: alone)))
            nodes += one.root.subviews
            warnings += one.warnings
        }
        #expect(whole.root.subviews == nodes)
        #expect(whole.warnings == warnings)
        #expect(whole.warnings.count == 6 && whole.warnings.allSatisfy { $0.code == .viewOutsideClip })
        let lines = whole.warnings.compactMap(\.line)
        #expect(lines.count == 6 && lines == lines.sorted())
        // The texts in the order written: the first half's, then the second's.
        let marked = found.withLock { $0 }
        #expect(marked == alone.withLock { $0 })
        let texts = [7, 57, 107, 157, 207, 257].map { "§cell \($0)" }
        #expect(marked.filter(texts.contains) == texts, "\(marked)")
    }

    @Test func fewViewsStayOnOneThread() {
        let views = Array(repeating: SceneView(PlainView(), frame: ViewFrame(x: 0, y: 0, width: 1, height: 1)!),
                          count: ViewTreeLayout.viewsForTwoThreads - 1)
        #expect(ViewTreeLayout.halves(of: views) == nil)
        #expect(ViewTreeLayout.halves(of: views + views.prefix(1)) == ViewTreeLayout.viewsForTwoThreads / 2)
    }
}
