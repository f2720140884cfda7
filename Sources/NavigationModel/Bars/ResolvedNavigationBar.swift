import ChevronSupport
/// What a navigation bar shows for the top of its stack, decided by `BarResolution`: the left
/// items (the back button and/or left bar button items), the centre (a title or a title view), the
/// right items and the prompt. No sizes: `BarLayout` places these.
public struct ResolvedNavigationBar: Hashable, Sendable {
    /// `navigationBarHidden` of the navigation controller (a standalone bar is never hidden).
    public var isHidden: Bool
    /// Left to right.
    public var left: [ResolvedBarItem]
    /// Nil when nothing shows in the centre.
    public var center: ResolvedCenter?
    /// In `rightBarButtonItems` order: the first is the rightmost.
    public var right: [ResolvedBarItem]
    /// "custom prompt text above the navigation bar controls"; a bar with a prompt is 74 pt tall
    /// instead of 44 (docs/DESIGN.md §Centre and right).
    public var prompt: String?
    /// Items UIKit ignores in the positions they were given (see `BarResolution.backButton`).
    public var warnings: [Diagnostic]

    public init(isHidden: Bool = false, left: [ResolvedBarItem] = [], center: ResolvedCenter? = nil,
                right: [ResolvedBarItem] = [], prompt: String? = nil, warnings: [Diagnostic] = []) {
        self.isHidden = isHidden
        self.left = left
        self.center = center
        self.right = right
        self.prompt = prompt
        self.warnings = warnings
    }

    public var hasPrompt: Bool { prompt != nil }
}

/// An item on the left or right of a navigation bar, with the rule that put it there.
public struct ResolvedBarItem: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        /// The chevron-shaped back button.
        case backButton(BackButton)
        /// A bar button item as given (a button, a system item, an image or a custom view).
        case item(BarButtonItem)
    }

    /// A back button's face: its title, or an image from the previous item's `backBarButtonItem`.
    public struct BackButton: Hashable, Sendable {
        public var title: String
        public var image: String?
        public var isEnabled: Bool

        public init(title: String, image: String? = nil, isEnabled: Bool = true) {
            self.title = title
            self.image = image
            self.isEnabled = isEnabled
        }
    }

    /// Which rule chose the item (`resolve --json`'s `source`, docs/DESIGN.md §Command line). Items
    /// of the `leftBarButtonItems` / `rightBarButtonItems` arrays report the singular name.
    public enum Source: String, CaseIterable, Hashable, Sendable {
        case leftBarButtonItem
        case backBarButtonItem
        case defaultBack
        case rightBarButtonItem
    }

    public var content: Content
    public var source: Source

    public init(_ content: Content, source: Source) {
        self.content = content
        self.source = source
    }

    public var isBackButton: Bool {
        if case .backButton = content { return true }
        return false
    }
}

/// What shows in the centre of a navigation bar.
public enum ResolvedCenter: Hashable, Sendable {
    /// "a custom view containing the view controller's title".
    case title(String)
    /// The navigation item's `titleView`.
    case view(CustomView)
}

/// Whether the navigation controller's toolbar shows, and with which items.
public struct ResolvedToolbar: Hashable, Sendable {
    public enum HiddenReason: Hashable, Sendable {
        /// `toolbarHidden` is set (the default).
        case toolbarHidden
        /// The view controller with this id has `hidesBottomBarWhenPushed`.
        case hidesBottomBarWhenPushed(String)
    }

    /// Nil when the toolbar shows.
    public var hiddenReason: HiddenReason?
    /// The top view controller's `toolbarItems`, in order (also when hidden).
    public var items: [BarButtonItem]

    public init(hiddenReason: HiddenReason? = nil, items: [BarButtonItem] = []) {
        self.hiddenReason = hiddenReason
        self.items = items
    }

    public var isVisible: Bool { hiddenReason == nil }
}
