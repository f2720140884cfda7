import Testing
import NavigationModel

/// The visible view controller's item changes and the bars' hiding, as operations: each changes
/// what the bar resolves to and animates as its family says (rules L8, L9, T7, V1, T10).
struct ItemChangeTests {
    static let root = vc("albums", title: "Albums")
    static let top = vc("photos", title: "Photos", item: NavigationItem(rightBarButtonItems: [editItem]),
                        toolbar: [editItem])

    func controller() throws -> NavigationController {
        try NavigationController(viewControllers: [Self.root, Self.top], isToolbarHidden: false)
    }

    /// L9, seed 003: "Sometimes you want to swap out the buttons on a nav. bar with a fade animation.
    /// You might use the UINavigationController's setLeftBarButtonItem:animated: method to do this."
    @Test func L9_setLeftBarButtonItemReplacesTheBackButtonAndCrossFades() throws {
        var nav = try controller()
        #expect(nav.resolvedNavigationBar.left.first?.source == .defaultBack)
        let result = try nav.apply(.setLeftBarButtonItem(cancelItem))
        #expect(result.transition == .barItems && result.warnings.isEmpty)
        #expect(nav.resolvedNavigationBar.left == [left(cancelItem)])
        // Removing it brings the back button back.
        _ = try nav.apply(.setLeftBarButtonItem(nil))
        #expect(nav.resolvedNavigationBar.left.first?.source == .defaultBack)
    }

    @Test func setRightBarButtonItemReplacesTheRightItem() throws {
        var nav = try controller()
        #expect(try nav.apply(.setRightBarButtonItem(aboutItem)).transition == .barItems)
        #expect(nav.resolvedNavigationBar.right.map(\.content) == [.item(aboutItem)])
        #expect(nav.viewControllers.first == Self.root)  // only the top changes
    }

    /// L8, seed 003: `setHidesBackButton:animated:`.
    @Test func L8_setHidesBackButtonHidesOnlyTheBackButton() throws {
        var nav = try controller()
        #expect(try nav.apply(.setHidesBackButton(true)).transition == .barItems)
        #expect(nav.resolvedNavigationBar.left.isEmpty)
    }

    /// T7, seed 000: "a view controller can also change its existing set of toolbar items
    /// dynamically using the setToolbarItems:animated: method".
    @Test func T7_setToolbarItemsChangesTheShownToolbar() throws {
        var nav = try controller()
        let items = [BarButtonItem.system(.flexibleSpace), .system(.trash)]
        #expect(try nav.apply(.setToolbarItems(items)).transition == .barItems)
        #expect(nav.resolvedToolbar.items == items)
    }

    @Test func titleAndPromptChangeAtOnce() throws {
        var nav = try controller()
        #expect(try nav.apply(.setTitle("Camera Roll")).transition == .none)
        #expect(try nav.apply(.setPrompt("Choose a photo")).transition == .none)
        #expect(nav.resolvedNavigationBar.center == .title("Camera Roll"))
        #expect(nav.resolvedNavigationBar.prompt == "Choose a photo")
    }

    /// "An animated change that changes nothing: a warning", as `setEditing` gives one.
    @Test(arguments: [NavigationOperation.setRightBarButtonItem(editItem), .setHidesBackButton(false),
                      .setToolbarItems([editItem]), .setTitle(nil), .setNavigationBarHidden(false),
                      .setToolbarHidden(false)])
    func aChangeThatChangesNothingWarns(_ operation: NavigationOperation) throws {
        var nav = try controller()
        let before = nav
        let result = try nav.apply(operation)
        #expect(result.transition == .none && nav == before)
        #expect(result.warnings.map(\.code) == [.operationIgnored])
        #expect(result.warnings.first?.message.contains("changes nothing") == true)
    }

    /// V1 and T10, seed 000: "you always use the setNavigationBarHidden:animated: method of
    /// UINavigationController to show and hide the navigation bar"; "you can call the
    /// setToolbarHidden:animated: method of the navigation controller at any time".
    @Test func V1_T10_theBarsHideAndShowAnimated() throws {
        var nav = try controller()
        #expect(try nav.apply(.setNavigationBarHidden(true)).transition == .navigationBarVisibility)
        #expect(nav.resolvedNavigationBar.isHidden)
        #expect(try nav.apply(.setToolbarHidden(true)).transition == .toolbarVisibility)
        #expect(!nav.resolvedToolbar.isVisible)
        // Not animated: the same change, said so.
        var quiet = try controller()
        let result = try quiet.apply(NavigationOperation.setNavigationBarHidden(true).animated(false))
        #expect(result.transition == .navigationBarVisibility && !result.isAnimated && !result.animates)
    }
}
