/// A view controller as a navigation stack sees it: its title, navigation item, toolbar items and
/// whether it hides the bottom bar. `id` is its identity (two entries with the same id are the same
/// view controller), as the object's address is in UIKit.
public struct ViewController: Hashable, Sendable {
    public var id: String
    public var title: String?
    public var navigationItem: NavigationItem
    /// "Items are displayed in the toolbar in the same order they are provided in the array."
    public var toolbarItems: [BarButtonItem]
    /// "To hide the toolbar for a specific view controller, set the hidesBottomBarWhenPushed property
    /// of that view controller to YES."
    public var hidesBottomBarWhenPushed: Bool
    /// What its view shows (a mockup's stand-in for the view's contents).
    public var content: ContentView
    /// "When a view controller is presented, its view is normally sized to fit the space between
    /// the status bar and the bottom of the screen. Setting this property to YES causes the view to
    /// extend underneath the status bar" (UIViewController, iPhone OS 3): a photo under a
    /// translucent status bar.
    public var wantsFullScreenLayout: Bool
    /// `editing` (UIViewController, iPhone OS 3): the view shows its editable form — a table's
    /// editing controls — and an `editButtonItem` (`systemItem: edit`) shows Done
    /// (`ViewController+Editing.swift`).
    public var isEditing: Bool
    /// The navigation bar this view controller shows or hides as it appears (what an app sets with
    /// `setNavigationBarHidden:animated:` in `viewWillAppear:`); nil leaves the bar as it is
    /// (`NavigationController.applyTopBarWishes`).
    public var navigationBarHidden: Bool?
    /// The toolbar it shows or hides as it appears, likewise.
    public var toolbarHidden: Bool?

    public init(id: String, title: String? = nil, navigationItem: NavigationItem = NavigationItem(),
                toolbarItems: [BarButtonItem] = [], hidesBottomBarWhenPushed: Bool = false,
                content: ContentView = ContentView(), wantsFullScreenLayout: Bool = false,
                isEditing: Bool = false) {
        self.id = id
        self.title = title
        self.navigationItem = navigationItem
        self.toolbarItems = toolbarItems
        self.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed
        self.content = content
        self.wantsFullScreenLayout = wantsFullScreenLayout
        self.isEditing = isEditing
    }
}
