/// `UIBarButtonItemStyle`.
public enum BarButtonItemStyle: String, CaseIterable, Hashable, Sendable {
    /// Glows when tapped; in a toolbar, embossed white text or glyph without art. "A plain item in a
    /// navigation bar is drawn bordered" (docs/DESIGN.md §Bar layout).
    case plain
    /// A bordered button (docs/DESIGN.md §Bordered button).
    case bordered
    /// The blue button for a Done-like action.
    case done
}

/// A view wrapped in a bar button item (`initWithCustomView:`) or set as a navigation item's
/// `titleView`: "custom views of your choosing" (seeds 000 and 004; docs/DESIGN.md §Custom views).
public enum CustomView: Hashable, Sendable {
    /// The segmented control of Listings 3-2 and 3-3, sized by its segments (or its `width`).
    case segmentedControl(SegmentedControl)
    /// Any view of the view tree (a label, an image view, a button, a spinner, a back button made
    /// by seed 003's category…), at its frame's size: the bar places it, so its frame's origin is
    /// not used.
    case view(SceneView)
}

/// `UIBarButtonItem`: one button (or space, or custom view) on a navigation bar or toolbar.
public struct BarButtonItem: Hashable, Sendable {
    /// How the item was created: `initWithTitle:style:`, `initWithBarButtonSystemItem:`,
    /// `initWithImage:style:` or `initWithCustomView:`.
    public enum Kind: Hashable, Sendable {
        case title(String, style: BarButtonItemStyle)
        case systemItem(BarButtonSystemItem, style: BarButtonItemStyle? = nil)
        /// An image, named by its path (relative to the scene file).
        case image(path: String, style: BarButtonItemStyle)
        case customView(CustomView)
        /// A custom view holding a label (`UILabel`), as Mail's toolbar shows "Updated 9:41 AM": white
        /// bold text, one line or two (split at a line break), centred.
        case label(String)
    }

    public var kind: Kind
    /// `width`: "If this property value is positive, the width of the combined image and title
    /// are fixed. If the value is 0.0 or negative, the item sets the width of the combined image and
    /// title to fit." Also the width of a fixed space.
    public var width: Double?
    public var isEnabled: Bool

    public init(_ kind: Kind, width: Double? = nil, isEnabled: Bool = true) {
        self.kind = kind
        self.width = width
        self.isEnabled = isEnabled
    }

    public static func title(_ title: String, style: BarButtonItemStyle = .plain) -> BarButtonItem {
        BarButtonItem(.title(title, style: style))
    }

    public static func system(_ item: BarButtonSystemItem) -> BarButtonItem {
        BarButtonItem(.systemItem(item))
    }

    /// A label shows at most two lines, as Mail's toolbar did.
    package static let labelMaxLines = 2

    public static func label(_ text: String) -> BarButtonItem {
        BarButtonItem(.label(text))
    }

    public static func segmentedControl(_ control: SegmentedControl) -> BarButtonItem {
        BarButtonItem(.customView(.segmentedControl(control)))
    }

    /// The style the item is drawn with: the one given, else a system item's implied style. Nil for
    /// a custom view, which draws itself.
    public var style: BarButtonItemStyle? {
        switch kind {
        case .title(_, let style), .image(_, let style): return style
        case .systemItem(let item, let style): return style ?? item.impliedStyle
        case .customView, .label: return nil
        }
    }

    /// The text the item shows: its title, or a system item's word.
    public var title: String? {
        switch kind {
        case .title(let title, _): return title
        case .systemItem(let item, _): return item.title
        case .image, .customView, .label: return nil
        }
    }

    /// The system item, if the item is one.
    public var systemItem: BarButtonSystemItem? {
        if case .systemItem(let item, _) = kind { return item }
        return nil
    }

    /// `width` when it is positive (the item's fixed width), else nil (the item sizes itself).
    public var fixedWidth: Double? {
        guard let width, width > 0 else { return nil }
        return width
    }
}
