extension NavigationController {
    /// The bars the top view controller asks for as it appears (rule V2). Seed 000: "if a view
    /// controller shows or hides the navigation bar in its viewWillAppear: method, the navigation
    /// controller animates the appearance or disappearance of the bar to coincide with the
    /// appearance of the new view controller." A view controller's `navigationBarHidden` /
    /// `toolbarHidden` is that call: whenever it comes to the top (the stack as written, a push, a
    /// pop, `setViewControllers`), the controller's bar takes its value, and the bar moves within
    /// the push or pop's own animation. A view controller that asks nothing leaves the bar as it is,
    /// as UIKit does.
    mutating func applyTopBarWishes() {
        let top = topViewController
        if let hidden = top.navigationBarHidden { isNavigationBarHidden = hidden }
        if let hidden = top.toolbarHidden { isToolbarHidden = hidden }
    }
}
