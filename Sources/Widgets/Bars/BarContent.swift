import Geometry
import Raster

/// What a navigation bar or toolbar shows, already laid out: each item with its frame in the bar's
/// own coordinates (points). The layout layer produces this; `BarPainter` only draws it
/// (docs/DESIGN.md §Layers: widgets turn frames and styles into drawing).
public struct BarContent: Sendable {
    public enum Kind: Hashable, Sendable { case navigationBar, toolbar }

    public enum Item: Hashable, Sendable {
        /// A back button with its (possibly truncated) label.
        case backButton(title: String)
        /// A back button showing an image instead of a label (a `backBarButtonItem` with an image),
        /// the image drawn in `in` (bar coordinates, as layout placed it).
        case imageBackButton(Bitmap, in: Rect)
        /// A bordered or done button with a title.
        case button(title: String, role: ButtonPalette.Role)
        /// A bordered or done button showing a system glyph (a plain item in a navigation bar).
        case iconButton(SystemIcon, in: Rect, role: ButtonPalette.Role)
        /// A plain toolbar item: an embossed white glyph without art.
        case plainIcon(SystemIcon, in: Rect)
        /// A plain toolbar item with a title: embossed white text without art.
        case plainTitle(String)
        /// An image item, on bordered art or plain, the image drawn in `in`.
        case image(Bitmap, in: Rect, bordered: Bool)
        /// A segmented control (a custom view).
        case segmentedControl(SegmentedControlView)
        /// The title in the centre of a navigation bar, in bold at `size` points.
        case title(String, size: Double)
    }

    public struct Placed: Sendable {
        public var item: Item
        public var frame: Rect
        public var enabled: Bool
        public var pressed: Bool
        /// Where the item's text sits (bar coordinates), when layout placed it; otherwise the
        /// measured defaults (a button label 19 pt below the button's top, a title 28 pt below the
        /// top of its row).
        public var baseline: Double?
        /// Where the item's label starts (bar coordinates), when layout placed it; otherwise the
        /// label is centred on the frame.
        public var labelX: Double?
        /// The item's own opacity (1 at rest; a transition fades through it), under the look's fades.
        public var alpha: Double

        public init(_ item: Item, frame: Rect, enabled: Bool = true, pressed: Bool = false, baseline: Double? = nil,
                    labelX: Double? = nil, alpha: Double = 1) {
            self.item = item
            self.frame = frame
            self.enabled = enabled
            self.pressed = pressed
            self.baseline = baseline
            self.labelX = labelX
            self.alpha = alpha
        }
    }

    public var kind: Kind
    public var look: BarLook
    public var size: Size
    /// The prompt line of a 74-pt navigation bar: its text as shown, where it starts (`frame`, as
    /// wide as the text) and its baseline.
    public var prompt: (text: String, frame: Rect, baseline: Double)?
    public var items: [Placed]

    public init(kind: Kind, look: BarLook, size: Size, prompt: (text: String, frame: Rect, baseline: Double)? = nil, items: [Placed]) {
        self.kind = kind
        self.look = look
        self.size = size
        self.prompt = prompt
        self.items = items
    }
}
