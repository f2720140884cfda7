/// `UINavigationItem`: what one level of a navigation stack shows on the bar (Table 3-2). Each
/// view controller provides its own; a standalone navigation bar holds a stack of them.
public struct NavigationItem: Hashable, Sendable {
    /// "The string for this view is obtained from the title property of the view controller's
    /// navigation item. If the value of that property is nil, the string from the title property of
    /// the view controller itself is used."
    public var title: String?
    /// "To add some custom prompt text above the navigation bar controls, assign a value to the
    /// prompt property of the navigation item."
    public var prompt: String?
    /// "If you assign a custom view to the titleView property of the topmost view controller's
    /// navigation item, the navigation bar displays that view."
    public var titleView: CustomView?
    /// What this item contributes as the back button when another item is pushed on top of it.
    public var backBarButtonItem: BarButtonItem?
    /// Where the scene writes `backBarButtonItem` (its line, column and key path), for what the
    /// model says about it; nil when it was not read from a file.
    public var backBarButtonItemSource: ViewSource?
    /// `leftBarButtonItems` (first item leftmost); `leftBarButtonItem` is the one-element case.
    public var leftBarButtonItems: [BarButtonItem]
    /// `rightBarButtonItems` (first item rightmost, as UIKit lays them out); `rightBarButtonItem` is
    /// the one-element case.
    public var rightBarButtonItems: [BarButtonItem]
    /// Hides the back button only; never the left items.
    public var hidesBackButton: Bool
    /// Shows the back button and then the left items, instead of the left items replacing it.
    public var leftItemsSupplementBackButton: Bool

    public init(title: String? = nil, prompt: String? = nil, titleView: CustomView? = nil,
                backBarButtonItem: BarButtonItem? = nil, leftBarButtonItems: [BarButtonItem] = [],
                rightBarButtonItems: [BarButtonItem] = [], hidesBackButton: Bool = false,
                leftItemsSupplementBackButton: Bool = false) {
        self.title = title
        self.prompt = prompt
        self.titleView = titleView
        self.backBarButtonItem = backBarButtonItem
        self.leftBarButtonItems = leftBarButtonItems
        self.rightBarButtonItems = rightBarButtonItems
        self.hidesBackButton = hidesBackButton
        self.leftItemsSupplementBackButton = leftItemsSupplementBackButton
    }

    /// `leftBarButtonItem`: the first of the left items.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// `rightBarButtonItem`: the first (rightmost) of the right items.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
}
