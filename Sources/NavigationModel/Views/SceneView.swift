/// One view of a view controller's view, as a scene writes it under `content.subviews`
/// (docs/DESIGN.md §Views): UIView's own properties — its frame in its superview, background,
/// alpha, `hidden`, `clipsToBounds` — what its class draws (`content`: a label's text, an image
/// view's image, …) and its subviews, back to front. Names follow UIKit without the `UI` prefix.
public struct SceneView: Hashable, Sendable {
    /// `id`: how operations and messages name it.
    public var id: String?
    /// `frame`, in points in the superview's coordinates.
    public var frame: ViewFrame
    public var backgroundColor: RGBAColor?
    /// `alpha`, 0…1: the view and everything in it, composited as one layer.
    public var alpha: Double
    /// `hidden`: neither the view nor its subviews are drawn (it is still reported).
    public var isHidden: Bool
    /// `clipsToBounds`: its subviews are cut at its bounds.
    public var clipsToBounds: Bool
    /// `bounds.origin`: what the view's content is scrolled by (a scroll view's `contentOffset`).
    public var boundsOrigin: (x: Double, y: Double)
    /// What its class draws.
    public var content: AnyViewContent
    public var subviews: [SceneView]
    /// Where the scene writes it, for what layout says about it.
    public var source: ViewSource

    public init(_ content: any ViewContent, frame: ViewFrame, id: String? = nil, backgroundColor: RGBAColor? = nil,
                alpha: Double = 1, isHidden: Bool = false, clipsToBounds: Bool = false,
                subviews: [SceneView] = [], source: ViewSource = ViewSource()) {
        self.content = AnyViewContent(content)
        self.frame = frame
        self.id = id
        self.backgroundColor = backgroundColor
        self.alpha = alpha
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.boundsOrigin = (0, 0)
        self.subviews = subviews
        self.source = source
    }

    /// UIKit's class name as a scene writes it (`label`).
    public var className: String { type(of: content.base).className }

    /// The image files the tree draws, each once.
    public var imagesDrawn: [String] { SceneView.imagesDrawn(by: [self]) }

    /// The image files the trees draw, each once, in the order first met: one walk of them all.
    /// A scene names a few images many times (2000 views, one dot): each path is compared with
    /// the few found so far, which costs less than hashing it into a set, until there are many.
    public static func imagesDrawn(by views: [SceneView]) -> [String] {
        var out: [String] = [], seen = Set<String>()
        func add(_ path: String) {
            if out.count < 16 {
                if !out.contains(path) { out.append(path) }
                return
            }
            if seen.isEmpty { seen = Set(out) }
            if seen.insert(path).inserted { out.append(path) }
        }
        func visit(_ view: SceneView) {
            for path in view.content.base.imagesDrawn { add(path) }
            for child in view.subviews { visit(child) }
        }
        for view in views { visit(view) }
        return out
    }

    /// The views in the tree, itself included.
    public var count: Int { subviews.reduce(1) { $0 + $1.count } }
    /// How many levels deep the tree goes (1: no subviews).
    public var depth: Int { 1 + (subviews.map(\.depth).max() ?? 0) }

    public static func == (a: SceneView, b: SceneView) -> Bool {
        a.id == b.id && a.frame == b.frame && a.backgroundColor == b.backgroundColor && a.alpha == b.alpha
            && a.isHidden == b.isHidden && a.clipsToBounds == b.clipsToBounds && a.boundsOrigin == b.boundsOrigin
            && a.content == b.content && a.subviews == b.subviews && a.source == b.source
    }

    public func hash(into h: inout Hasher) {
        h.combine(id)
        h.combine(frame)
        h.combine(content)
        h.combine(subviews)
    }
}

/// A view's frame: `[x, y, width, height]` in points in its superview; width and height ≥ 0.
public struct ViewFrame: Hashable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double

    /// Nil when a size is negative or a value is not finite.
    public init?(x: Double, y: Double, width: Double, height: Double) {
        guard [x, y, width, height].allSatisfy(\.isFinite), width >= 0, height >= 0 else { return nil }
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// (0, 0, 0, 0): a view that sizes itself.
    public static let zero = ViewFrame(uncheckedX: 0, y: 0, width: 0, height: 0)

    private init(uncheckedX x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Where a view is written: its line and column and its key path (`content.subviews[0].label`).
public struct ViewSource: Hashable, Sendable {
    public var line: Int?
    public var column: Int?
    public var keyPath: String

    public init(line: Int? = nil, column: Int? = nil, keyPath: String = "") {
        self.line = line
        self.column = column
        self.keyPath = keyPath
    }
}

/// What a view's class draws inside its bounds: one type per UIKit class (`LabelView` for
/// `UILabel`), each in its own file, laid out by its conformance in `Layout/Views/` and painted
/// by its conformance in `Chevron/Paint/`.
public protocol ViewContent: Hashable, Sendable {
    /// UIKit's class as a scene names it: `label` for `UILabel`.
    static var className: String { get }
    /// The image files it draws (read before drawing starts); none by default.
    var imagesDrawn: [String] { get }
}

extension ViewContent {
    public var imagesDrawn: [String] { [] }
}

/// A view's content of any class, compared by value.
public struct AnyViewContent: Hashable, Sendable {
    public let base: any ViewContent

    public init(_ base: any ViewContent) { self.base = base }

    public static func == (a: AnyViewContent, b: AnyViewContent) -> Bool { AnyHashable(a.base) == AnyHashable(b.base) }
    public func hash(into h: inout Hasher) { h.combine(AnyHashable(base)) }
}

/// `UIView` itself: draws nothing but its background; a group for its subviews.
public struct PlainView: ViewContent {
    public static let className = "view"
    public init() {}
}
