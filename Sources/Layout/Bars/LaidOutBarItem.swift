import Geometry
import NavigationModel

/// One item of a bar, placed: what to draw (`face`), where (`frame`, bar coordinates, points), in
/// which state and how opaque. The widgets layer draws exactly this; it never decides sizes itself.
public struct LaidOutBarItem: Hashable, Sendable {
    public var face: ItemFace
    public var frame: Rect
    public var isEnabled: Bool
    /// Drawn pressed (a highlighted back button).
    public var isHighlighted: Bool
    /// The item's own opacity, 0…1: 1 at rest; a transition fades items in and out through it. The
    /// look's fades (a translucent bar's buttons, a disabled item) come on top of it when painted.
    public var alpha: Double
    /// The label as placed (text possibly truncated), for faces that show text.
    public var label: LaidOutText?
    /// Where an image or glyph face's picture goes (bar coordinates, its own size in points): on
    /// a bordered button or a plain item centred on the body, on a back button 12 pt in from the
    /// tip. An image may reach past `frame` (an image larger than its button); layout warns when it
    /// leaves the bar.
    public var content: Rect?
    /// The lines of a label face (one or two, each centred on the frame); empty for other faces,
    /// whose text is `label`.
    public var lines: [LaidOutText]
    /// A custom view face's view, laid out as the view tree lays out its views, its frame this
    /// item's frame (bar coordinates); nil for other faces.
    public var view: ViewNode?

    public init(face: ItemFace, frame: Rect, isEnabled: Bool = true, isHighlighted: Bool = false,
                alpha: Double = 1, label: LaidOutText? = nil, content: Rect? = nil, lines: [LaidOutText] = [],
                view: ViewNode? = nil) {
        self.face = face
        self.frame = frame
        self.isEnabled = isEnabled
        self.isHighlighted = isHighlighted
        self.alpha = alpha
        self.label = label
        self.content = content
        self.lines = lines
        self.view = view
    }

    /// The same item moved by (`dx`, `dy`), its label and image with it.
    public func offsetBy(dx: Double, dy: Double) -> LaidOutBarItem {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        if var label {
            label.frame = label.frame.offsetBy(dx: dx, dy: dy)
            label.baseline += dy
            moved.label = label
        }
        moved.content = content?.offsetBy(dx: dx, dy: dy)
        moved.view = view?.offsetBy(dx: dx, dy: dy)
        moved.lines = lines.map { line in
            var line = line
            line.frame = line.frame.offsetBy(dx: dx, dy: dy)
            line.baseline += dy
            return line
        }
        return moved
    }
}

/// How an item looks: the art, and the content on it.
public enum ItemFace: Hashable, Sendable {
    /// The chevron back button with its (possibly truncated) title, or an image.
    case backButton(title: String, image: String?)
    /// A button with a word on bordered or done art.
    case button(title: String, style: ButtonStyle)
    /// A system glyph on bordered or done art.
    case glyphButton(BarButtonSystemItem, style: ButtonStyle)
    /// An image on bordered or done art.
    case imageButton(path: String, style: ButtonStyle)
    /// A plain toolbar item: embossed white text without art.
    case plainTitle(String)
    /// A plain toolbar item: an embossed white system glyph without art.
    case plainGlyph(BarButtonSystemItem)
    /// A plain toolbar item: an image without art.
    case plainImage(path: String)
    /// A custom view: Listing 3-2's segmented control, sized by its segments.
    case segmentedControl(SegmentedControl)
    /// A custom view: any view of the view tree, at its frame's size (`LaidOutBarItem.view`).
    case view(SceneView)
    /// A custom view label: white bold text without art, its lines (one or two) centred.
    case label(lines: [String])
    /// Blank space (toolbars).
    case flexibleSpace
    case fixedSpace

    /// The art under a button's content.
    public enum ButtonStyle: String, Hashable, Sendable {
        case bordered
        case done
    }

    /// The face of a bar button item in a bar of `kind`: "a plain item in a navigation bar is drawn
    /// bordered" (docs/DESIGN.md §Bar layout); in a toolbar a plain item has no art.
    package static func of(_ item: BarButtonItem, in kind: BarKind, title: String? = nil) -> ItemFace {
        let art: ButtonStyle? = switch item.style {
        case .done: .done
        case .bordered: .bordered
        case .plain: kind == .navigationBar ? .bordered : nil
        case nil: nil
        }
        switch item.kind {
        case .title(let text, _):
            let shown = title ?? text
            return art.map { .button(title: shown, style: $0) } ?? .plainTitle(shown)
        case .systemItem(let system, _):
            switch system.content {
            case .flexibleSpace: return .flexibleSpace
            case .fixedSpace: return .fixedSpace
            case .text(let word):
                let shown = title ?? word
                return art.map { .button(title: shown, style: $0) } ?? .plainTitle(shown)
            case .glyph:
                return art.map { .glyphButton(system, style: $0) } ?? .plainGlyph(system)
            }
        case .image(let path, _):
            return art.map { .imageButton(path: path, style: $0) } ?? .plainImage(path: path)
        case .customView(.segmentedControl(let control)):
            return .segmentedControl(control)
        case .customView(.view(let view)):
            return .view(view)
        case .label(let text):
            return .label(lines: ItemFace.lines(of: text))
        }
    }

    /// A label's text as lines: split at line breaks, at most
    /// `BarMetrics.labelMaxLines` (the rest joins the last line).
    package static func lines(of text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        while lines.count > BarMetrics.labelMaxLines {
            let last = lines.removeLast()
            lines[lines.count - 1] += " " + last
        }
        return lines
    }

    /// The text the face shows, if any.
    public var text: String? {
        switch self {
        case .backButton(let title, _), .button(let title, _), .plainTitle(let title): return title
        default: return nil
        }
    }
}

/// Which bar an item sits on.
public enum BarKind: String, Hashable, Sendable {
    case navigationBar
    case toolbar
}

/// A line of text, placed: the text as shown (tail-truncated when it did not fit), its font, the
/// box of its advance (`frame.y` / `height` are those of the row it sits in) and its baseline (bar
/// coordinates).
public struct LaidOutText: Hashable, Sendable {
    public var text: String
    public var isTruncated: Bool
    public var font: FontSpec
    public var frame: Rect
    public var baseline: Double
    /// The text's own opacity, 0…1 (1 at rest; see `LaidOutBarItem.alpha`).
    public var alpha: Double

    public init(text: String, isTruncated: Bool, font: FontSpec, frame: Rect, baseline: Double,
                alpha: Double = 1) {
        self.text = text
        self.isTruncated = isTruncated
        self.font = font
        self.frame = frame
        self.baseline = baseline
        self.alpha = alpha
    }
}
