/// `UIImageView`: an image (and the one shown while `highlighted`) fitted to the view's bounds by
/// its `contentMode`, as the content image's (`ContentMode`; UIImageView's default `scaleToFill`).
public struct ImageView: ViewContent {
    public static let className = "imageView"

    public var image: String?
    public var highlightedImage: String?
    public var isHighlighted: Bool
    public var contentMode: ContentMode

    public init(image: String? = nil, highlightedImage: String? = nil, isHighlighted: Bool = false,
                contentMode: ContentMode = .scaleToFill) {
        self.image = image
        self.highlightedImage = highlightedImage
        self.isHighlighted = isHighlighted
        self.contentMode = contentMode
    }

    /// The image shown: the highlighted one while highlighted, when there is one.
    public var shown: String? { isHighlighted ? highlightedImage ?? image : image }
}

/// `UISegmentedControl` as a view at a frame.
extension SegmentedControl: ViewContent {
    public static let className = "segmentedControl"
}

/// `UITableView` as a view at a frame (rather than filling the content).
extension TableView: ViewContent {
    public static let className = "tableView"
}
