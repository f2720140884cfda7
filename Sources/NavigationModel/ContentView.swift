/// What a mockup shows in a view controller's view (docs/DESIGN.md §Content): a background colour,
/// an image scaled to fill the view, and the placeholder lines of a plain table. Every property is
/// optional: a view controller's content overrides the canvas's key by key, and what neither says
/// takes the defaults (the canvas background; rows on a light background without an image).
public struct ContentView: Hashable, Sendable {
    /// An image file (relative to the scene), scaled to fill the content area, aspect ratio kept.
    public var image: String?
    /// The placeholder table lines; nil leaves it to the default.
    public var rows: Bool?
    public var background: RGBAColor?
    /// A search bar at the top of the content (a table's header view).
    public var searchBar: SearchBar?
    /// How the image fits the content area (UIView's `contentMode`); nil: `scaleAspectFill`.
    public var contentMode: ContentMode?
    /// A table view filling the content (below its search bar): docs/DESIGN.md §Table views.
    public var table: TableView?
    /// `subviews`: the view controller's view's own views, back to front (docs/DESIGN.md §Views).
    public var subviews: [SceneView]?

    public init(image: String? = nil, rows: Bool? = nil, background: RGBAColor? = nil, searchBar: SearchBar? = nil,
                contentMode: ContentMode? = nil, table: TableView? = nil, subviews: [SceneView]? = nil) {
        self.image = image
        self.rows = rows
        self.background = background
        self.searchBar = searchBar
        self.contentMode = contentMode
        self.table = table
        self.subviews = subviews
    }

    /// `self`'s keys, else `base`'s.
    public func over(_ base: ContentView) -> ContentView {
        ContentView(image: image ?? base.image, rows: rows ?? base.rows, background: background ?? base.background,
                    searchBar: searchBar ?? base.searchBar, contentMode: contentMode ?? base.contentMode,
                    table: table ?? base.table, subviews: subviews ?? base.subviews)
    }
}

/// UIView's content modes for a content image, by UIKit's names: `scaleAspectFill` covers the area
/// (the overflow cut), `scaleAspectFit` shows the whole image inside it (letterboxed on the view's
/// background), `scaleToFill` stretches it to the area, `center` draws it at its own size, centred.
public enum ContentMode: String, CaseIterable, Hashable, Sendable {
    case scaleAspectFill, scaleAspectFit, scaleToFill, center
}
