/// `UITabBarSystemItem`: the twelve tab bar items iPhone OS 3 draws itself, each with its title.
public enum TabBarSystemItem: String, CaseIterable, Hashable, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
         mostViewed

    /// The title UIKit gives it.
    public var title: String {
        switch self {
        case .more: return "More"
        case .favorites: return "Favorites"
        case .featured: return "Featured"
        case .topRated: return "Top Rated"
        case .recents: return "Recents"
        case .contacts: return "Contacts"
        case .history: return "History"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .downloads: return "Downloads"
        case .mostRecent: return "Most Recent"
        case .mostViewed: return "Most Viewed"
        }
    }
}

/// `UITabBarItem` (docs/DESIGN.md §Tab bar): a system item, or a title with an image (drawn as a
/// template: its alpha is the shape), and a badge.
public struct TabBarItem: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case system(TabBarSystemItem)
        case custom(title: String, image: String?)
    }

    public var kind: Kind
    /// `badgeValue`: shown in a red oval at the icon's top right; nil for none.
    public var badgeValue: String?

    public init(_ kind: Kind, badgeValue: String? = nil) {
        self.kind = kind
        self.badgeValue = badgeValue
    }

    public var title: String {
        switch kind {
        case .system(let item): return item.title
        case .custom(let title, _): return title
        }
    }

    public var image: String? {
        if case .custom(_, let image) = kind { return image }
        return nil
    }

    public static let more = TabBarItem(.system(.more))
}

/// `UITabBar`: its items and the selected one. "If you add more than five items to the
/// viewControllers property, the tab bar controller automatically inserts a special view controller
/// (called the More view controller)": the bar shows the first four and More.
public struct TabBar: Hashable, Sendable {
    public var items: [TabBarItem]
    public var selectedIndex: Int?

    /// The most items a tab bar shows.
    package static let maxShown = 5

    /// Nil when `selectedIndex` is not one of the items.
    public init?(items: [TabBarItem], selectedIndex: Int? = nil) {
        if let i = selectedIndex, !items.indices.contains(i) { return nil }
        self.items = items
        self.selectedIndex = selectedIndex
    }

    /// Whether the items are more than the bar shows, so that the last shown is More.
    public var hasMore: Bool { items.count > Self.maxShown }

    /// What the bar shows: every item, or the first four and More.
    public var shownItems: [TabBarItem] {
        hasMore ? Array(items.prefix(Self.maxShown - 1)) + [.more] : items
    }

    /// The shown item drawn selected: More when the selected item is past the first four.
    public var shownSelectedIndex: Int? {
        guard let i = selectedIndex else { return nil }
        return hasMore && i >= Self.maxShown - 1 ? Self.maxShown - 1 : i
    }
}
