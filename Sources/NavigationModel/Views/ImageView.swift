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

    public var imagesDrawn: [String] { [image, highlightedImage].compactMap { $0 } }

    /// The image shown: the highlighted one while highlighted, when there is one.
    public var shown: String? { isHighlighted ? highlightedImage ?? image : image }
}

/// `UISegmentedControl` as a view at a frame.
extension SegmentedControl: ViewContent {
    public static let className = "segmentedControl"

    public var imagesDrawn: [String] {
        segments.compactMap { segment in
            if case .image(let path) = segment.content { return path }
            return nil
        }
    }
}

/// `UITableView` as a view at a frame (rather than filling the content).
extension TableView: ViewContent {
    public static let className = "tableView"

    /// Its rows' images and their views' (custom cells).
    public var imagesDrawn: [String] {
        var seen = Set<String>(), paths: [String] = []
        for section in sections {
            for row in section.rows {
                for image in [row.image].compactMap({ $0 }) + (row.subviews?.flatMap(\.imagesDrawn) ?? [])
                where seen.insert(image).inserted {
                    paths.append(image)
                }
            }
        }
        return paths
    }
}
