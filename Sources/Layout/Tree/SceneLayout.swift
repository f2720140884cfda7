import ChevronSupport
import Geometry
import NavigationModel
import Scene

/// A whole scene laid out, once, for everyone who reads it: `render` paints it, `resolve` reports it,
/// `back-button` and the gallery draw from it. Every frame is in points on the canvas except the
/// items of a bar, which are in that bar's own coordinates (add the bar's `frame` origin, or use
/// `canvasFrame`). Besides frames it holds what each item shows (its face, its label as shown), its
/// state and opacity, and every warning about the scene.
///
/// A value: an animated transition is a `SceneLayout` at an instant, between two of them.
public struct SceneLayout: Hashable, Sendable {
    /// A canvas with nothing on it yet, for layouts put together part by part (the gallery's).
    package init(file: String, canvas: Size, background: RGBAColor = RGBAColor(r: 0, g: 0, b: 0, a: 0)) {
        self.file = file
        self.canvas = canvas
        self.background = background
        diagnostics = []
    }

    public package(set) var file: String
    /// The canvas in points: the scene's own size, else the root's natural size.
    public package(set) var canvas: Size
    public package(set) var background: RGBAColor
    /// The scene's parts, back to front (`ScenePart.layer`, a leaving part before the arriving one
    /// of its kind): painting them in this order draws the scene.
    package private(set) var nodes: [LayoutNode] = []
    /// Whole screens moved as one over the nodes (`LayoutGroup`), back to front: only an instant of
    /// a present or a dismiss has any.
    package var groups: [LayoutGroup] = []
    /// Every warning about the scene: the scene's (operations UIKit ignores, at their line), then the
    /// model's and the layout's (what does not fit, at the part they are about).
    public package(set) var diagnostics: [Diagnostic]

    /// Lays out `scene` with `context`'s text measurer, image sizes and orientation.
    public init(_ scene: Scene, context: LayoutContext) {
        file = scene.file
        background = scene.canvas.window
        canvas = Size(width: 0, height: 0)
        diagnostics = []
        let orientation = scene.canvas.orientation
        var warnings = scene.warnings
        /// `found` said at `place` (what caused it), `part` naming it when the scene has no place.
        func warn(_ part: String, at place: SourcePlace?, _ found: [Diagnostic]) {
            warnings += found.map { $0.placed(at: place, file: scene.file, part: part) }
        }

        // The root lays itself out (`RootLayingOut`): the canvas and its parts.
        if let root = scene.root.value as? any RootLayingOut {
            warnings += root.layOut(into: &self, scene: scene, context: context)
        }
        // A screen's bars stack from the top (status bar, navigation bar) and from the bottom
        // (toolbar, tab bar); on a canvas shorter than all of them they overlap or leave it.
        if scene.root.isInterface {
            let stacked: [(String, Rect?)] = [("status bar", statusBar?.frame), ("navigation bar", navigationBar?.frame),
                                              ("toolbar", toolbar?.frame), ("tab bar", tabBar?.frame)]
            let bars = stacked.compactMap { name, frame in frame.map { (name, $0.height) } }
            let needed = bars.reduce(0) { $0 + $1.1 }
            if needed > canvas.height {
                warn("canvas", at: scene.sources.canvas ?? scene.sources.root, [.warning(.canvasTooShort,
                                         "the canvas is \(Points.format(canvas.height)) pt tall, too short for the "
                                         + bars.map { "\($0.0) (\(Points.format($0.1)))" }.joined(separator: ", ")
                                         + ": together they need \(Points.format(needed)) pt, so they overlap or "
                                         + "are cut off")])
            }
        }
        // The keyboard of the screen's first responder, at the bottom of the window over its bars.
        if scene.root.isInterface, keyboard == nil, let bar = searchBar?.bar, bar.isFirstResponder {
            let found = bringUpInput(bar.traits, text: bar.text, orientation: orientation, responder: "searchBar",
                                     context: context)
            // Said at the view controller whose search bar it is.
            warn("keyboard", at: scene.sources.definition(scene.root.shownController?.visibleViewController.id), found)
        }
        // A text field's or text view's of the view tree (at most one per screen: the parser's rule).
        if scene.root.isInterface, keyboard == nil, inputView == nil, let root = views?.root,
           let (node, _) = root.firstResponder, let responder = node.responder {
            let found = bringUpInput(responder.traits, text: responder.text, orientation: orientation,
                                     responder: (node.drawing?.base as? TableLayout)?.responder?.name
                                         ?? node.id ?? node.className,
                                     context: context)
            let place = node.source.line.map { line in
                SourcePlace(location: SourceLocation(file: scene.file, line: line, column: node.source.column ?? 1),
                            keyPath: node.source.keyPath)
            }
            warn(node.source.keyPath.isEmpty ? "keyboard" : node.source.keyPath, at: place ?? scene.sources.root, found)
        }
        // A table's: a custom cell's text field or text view, or a form row's text field.
        if scene.root.isInterface, keyboard == nil, inputView == nil, let responder = table?.responder {
            let found = bringUpInput(responder.traits, text: responder.text, orientation: orientation,
                                     responder: responder.name, context: context)
            let place = responder.source.line.map { line in
                SourcePlace(location: SourceLocation(file: scene.file, line: line, column: responder.source.column ?? 1),
                            keyPath: responder.source.keyPath)
            }
            warn(responder.source.keyPath.isEmpty ? "keyboard" : responder.source.keyPath,
                 at: place ?? scene.sources.root, found)
        }
        // An action sheet or alert shown by the interface's operations, over everything.
        if let (shown, toolbar, step) = SceneLayout.shownSheet(scene.root) {
            // Said at the operation that showed it.
            let place = step.map { SourcePlace(location: $0.location, keyPath: $0.keyPath) } ?? scene.sources.root
            warnings += layOutSheet(shown, toolbar: toolbar, context: context).map {
                $0.placed(at: place, file: scene.file, part: shown.operationName)
            }
        }
        if content == nil, scene.canvas.content != ContentView() {
            content = ContentLayout(scene.canvas.content,
                                    frame: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height),
                                    canvasBackground: scene.canvas.background, rowsByDefault: false,
                                    images: context.images)
        }
        diagnostics = warnings
    }

    // MARK: The tree

    /// The first arriving part of a kind (nil: the scene has none).
    package func part<P: ScenePart>(_ kind: P.Type) -> P? {
        for node in nodes where !node.isDeparting {
            if let part = node.part as? P { return part }
        }
        return nil
    }

    /// Every arriving part of a kind, back to front.
    package func parts<P: ScenePart>(_ kind: P.Type) -> [P] {
        nodes.compactMap { $0.isDeparting ? nil : $0.part as? P }
    }

    /// The leaving part of a kind during a transition (nil at rest).
    package func departing<P: ScenePart>(_ kind: P.Type) -> P? {
        for node in nodes where node.isDeparting {
            if let part = node.part as? P { return part }
        }
        return nil
    }

    /// Whether anything is leaving the screen: true only inside a transition.
    public var isInTransition: Bool { nodes.contains(where: \.isDeparting) || !groups.isEmpty }

    /// Puts `part` in place of the (arriving or leaving) parts of its kind; nil removes them.
    package mutating func set<P: ScenePart>(_ part: P?, departing: Bool = false) {
        setAll(part.map { [$0] } ?? [], departing: departing)
    }

    /// Puts `parts` in place of the (arriving or leaving) parts of their kind.
    package mutating func setAll<P: ScenePart>(_ parts: [P], departing: Bool = false) {
        nodes.removeAll { $0.isDeparting == departing && $0.part is P }
        for part in parts { insert(LayoutNode(part, isDeparting: departing)) }
    }

    /// Adds a node in its place back to front, after the nodes of the same order.
    mutating func insert(_ node: LayoutNode) {
        let index = nodes.firstIndex { $0.order > node.order } ?? nodes.endIndex
        nodes.insert(node, at: index)
    }

    /// A box of `size` centred on `canvas`, at whole points.
    static func centred(_ size: Size, on canvas: Size) -> Rect {
        Rect(x: ((canvas.width - size.width) / 2).rounded(), y: ((canvas.height - size.height) / 2).rounded(),
                 width: size.width, height: size.height)
    }

    /// A frame of a bar's own coordinates on the canvas.
    public static func canvasFrame(_ frame: Rect, in bar: Rect) -> Rect {
        frame.offsetBy(dx: bar.x, dy: bar.y)
    }
}
