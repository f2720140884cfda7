/// `UISegmentedControlStyle`.
public enum SegmentedControlStyle: String, CaseIterable, Hashable, Sendable {
    /// The default: large white segments (44 pt tall).
    case plain
    /// Large segments with a border (44 pt tall).
    case bordered
    /// The small glossy control made for bars (30 pt tall): `UISegmentedControlStyleBar`, as in
    /// Listings 3-2 and 3-3.
    case bar
    /// A large glossy control (40 pt tall; iPhone OS 4's bezeled style).
    case bezeled
}

/// `UISegmentedControl`: the custom view of Apple's Listing 3-2 (up/down images, bar style,
/// momentary, 90 pt wide) and Listing 3-3 (Ascending / Descending, bar style, segment 0 selected);
/// docs/DESIGN.md §Listings 3-2 and 3-3.
public struct SegmentedControl: Hashable, Sendable {
    /// One segment: a title or an image (`initWithItems:` takes "NSString objects (for segment
    /// titles) or UIImage objects (for segment images)").
    public struct Segment: Hashable, Sendable {
        public enum Content: Hashable, Sendable {
            case title(String)
            /// An image, named by its path (relative to the scene file).
            case image(path: String)
        }

        public var content: Content
        /// `setWidth:forSegmentAtIndex:`; nil (or 0 in a scene) lets the control size the segment.
        public var width: Double?
        /// `setEnabled:forSegmentAtIndex:`.
        public var isEnabled: Bool

        public init(_ content: Content, width: Double? = nil, isEnabled: Bool = true) {
            self.content = content
            self.width = width
            self.isEnabled = isEnabled
        }

        public static func title(_ title: String) -> Segment { Segment(.title(title)) }
    }

    public var segments: [Segment]
    /// The selected segment; nil is `UISegmentedControlNoSegment` (-1).
    public var selectedSegmentIndex: Int?
    public var style: SegmentedControlStyle
    public var tintColor: RGBAColor?
    /// A momentary control does not keep a segment selected ("the segments don't show the selected
    /// state").
    public var isMomentary: Bool
    /// The control's width (its frame in Apple's Listing 3-2: 90 pt); nil sizes it to its segments.
    public var width: Double?

    /// Nil when `selectedSegmentIndex` is outside the segments.
    public init?(segments: [Segment], selectedSegmentIndex: Int? = nil, style: SegmentedControlStyle = .plain,
                 tintColor: RGBAColor? = nil, isMomentary: Bool = false, width: Double? = nil) {
        if let index = selectedSegmentIndex, !segments.indices.contains(index) { return nil }
        self.segments = segments
        self.selectedSegmentIndex = selectedSegmentIndex
        self.style = style
        self.tintColor = tintColor
        self.isMomentary = isMomentary
        self.width = width
    }

    /// The segment drawn selected: none for a momentary control, whose selection does not stay.
    public var displayedSelectedIndex: Int? { isMomentary ? nil : selectedSegmentIndex }
}
