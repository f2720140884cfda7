import Testing
import NavigationModel

/// "Using Custom Buttons and Views as Navigation Items": one table per position, each case naming
/// the rule it checks.
struct BarResolutionTests {
    struct LeftCase: Sendable, CustomTestStringConvertible {
        var rule: String
        var top: NavigationItem
        var previous: BarResolution.Level?
        var expected: [ResolvedBarItem]
        var testDescription: String { rule }
    }

    static let leftCases: [LeftCase] = [
        LeftCase(rule: "If the topmost view controller is the root view controller, no default back button is displayed",
                 top: NavigationItem(title: "Albums"), previous: nil, expected: []),
        LeftCase(rule: "a default back button is used and its title is set to the value of the title property of the previous view controller",
                 top: NavigationItem(), previous: level(owner: "Albums"), expected: [back("Albums", .defaultBack)]),
        LeftCase(rule: "the back button's title is derived from backItem: the previous navigation item's title wins over its view controller's",
                 top: NavigationItem(), previous: level(NavigationItem(title: "Summer"), owner: "Albums"),
                 expected: [back("Summer", .defaultBack)]),
        LeftCase(rule: "with no title anywhere the default back button says Back",
                 top: NavigationItem(), previous: level(), expected: [back("Back", .defaultBack)]),
        LeftCase(rule: "the navigation item of the view controller one level down has a valid item in its backBarButtonItem property",
                 top: NavigationItem(), previous: level(NavigationItem(backBarButtonItem: .title("Photo")), owner: "Albums"),
                 expected: [back("Photo", .backBarButtonItem)]),
        LeftCase(rule: "a custom bar button item in leftBarButtonItem is given the highest preference (over backBarButtonItem)",
                 top: NavigationItem(leftBarButtonItems: [cancelItem]),
                 previous: level(NavigationItem(backBarButtonItem: .title("Photo"))), expected: [left(cancelItem)]),
        LeftCase(rule: "a custom bar button item in leftBarButtonItem is given the highest preference (over the default back button)",
                 top: NavigationItem(leftBarButtonItems: [cancelItem]), previous: level(owner: "Albums"),
                 expected: [left(cancelItem)]),
        LeftCase(rule: "left items on the root view controller show",
                 top: NavigationItem(leftBarButtonItems: [editItem]), previous: nil, expected: [left(editItem)]),
        LeftCase(rule: "hidesBackButton hides the back button",
                 top: NavigationItem(hidesBackButton: true), previous: level(owner: "Albums"), expected: []),
        LeftCase(rule: "hidesBackButton never hides left items",
                 top: NavigationItem(leftBarButtonItems: [cancelItem], hidesBackButton: true),
                 previous: level(owner: "Albums"), expected: [left(cancelItem)]),
        LeftCase(rule: "leftItemsSupplementBackButton shows the back button and then the left items",
                 top: NavigationItem(leftBarButtonItems: [cancelItem, editItem], leftItemsSupplementBackButton: true),
                 previous: level(owner: "Albums"),
                 expected: [back("Albums", .defaultBack), left(cancelItem), left(editItem)]),
        LeftCase(rule: "leftItemsSupplementBackButton with hidesBackButton shows only the left items",
                 top: NavigationItem(leftBarButtonItems: [cancelItem], hidesBackButton: true,
                                     leftItemsSupplementBackButton: true),
                 previous: level(owner: "Albums"), expected: [left(cancelItem)]),
        LeftCase(rule: "leftItemsSupplementBackButton on the root: no back button to supplement",
                 top: NavigationItem(leftBarButtonItems: [cancelItem], leftItemsSupplementBackButton: true),
                 previous: nil, expected: [left(cancelItem)]),
        LeftCase(rule: "leftBarButtonItems show left to right in array order",
                 top: NavigationItem(leftBarButtonItems: [editItem, cancelItem]), previous: level(owner: "A"),
                 expected: [left(editItem), left(cancelItem)]),
        LeftCase(rule: "an empty previous title is kept (only a missing one falls back)",
                 top: NavigationItem(), previous: level(NavigationItem(title: ""), owner: "Albums"),
                 expected: [back("", .defaultBack)]),
        LeftCase(rule: "a word system item as backBarButtonItem shows its word on the chevron",
                 top: NavigationItem(), previous: level(NavigationItem(backBarButtonItem: .system(.cancel))),
                 expected: [back("Cancel", .backBarButtonItem)]),
    ]

    @Test(arguments: leftCases)
    func leftPosition(_ c: LeftCase) {
        #expect(BarResolution.leftItems(top: level(c.top), previous: c.previous).items == c.expected)
    }

    @Test func anImageBackBarButtonItemShowsItsImageOnTheChevron() {
        let previous = level(NavigationItem(backBarButtonItem: BarButtonItem(.image(path: "home.png", style: .plain),
                                                                              isEnabled: false)))
        let (item, warnings) = BarResolution.backButton(previous: previous)
        #expect(item == ResolvedBarItem(.backButton(.init(title: "", image: "home.png", isEnabled: false)),
                                        source: .backBarButtonItem))
        #expect(warnings.isEmpty)
    }

    /// "custom controls in some positions may be ignored in favor of the expected controls".
    @Test(arguments: [
        BarButtonItem.segmentedControl(sortControl), BarButtonItem.system(.add), BarButtonItem.system(.flexibleSpace),
    ])
    func invalidBackBarButtonItemsFallBackToTheDefaultBackButton(_ backItem: BarButtonItem) {
        let previous = level(NavigationItem(title: "Albums", backBarButtonItem: backItem))
        let (item, warnings) = BarResolution.backButton(previous: previous)
        #expect(item == back("Albums", .defaultBack))
        #expect(warnings.count == 1)
    }

    struct CenterCase: Sendable, CustomTestStringConvertible {
        var rule: String
        var top: BarResolution.Level
        var expected: ResolvedCenter?
        var testDescription: String { rule }
    }

    static let centerCases: [CenterCase] = [
        CenterCase(rule: "If you assign a custom view to the titleView property […] the navigation bar displays that view",
                   top: level(NavigationItem(title: "Photo", titleView: .segmentedControl(sortControl)), owner: "P"),
                   expected: .view(.segmentedControl(sortControl))),
        CenterCase(rule: "The string for this view is obtained from the title property of the view controller's navigation item",
                   top: level(NavigationItem(title: "Summer 2009"), owner: "Photo"), expected: .title("Summer 2009")),
        CenterCase(rule: "If the value of that property is nil, the string from the title property of the view controller itself is used",
                   top: level(NavigationItem(), owner: "Photo"), expected: .title("Photo")),
        CenterCase(rule: "no title anywhere: nothing in the centre", top: level(), expected: nil),
        CenterCase(rule: "an empty title shows nothing", top: level(NavigationItem(title: ""), owner: "Photo"),
                   expected: nil),
    ]

    @Test(arguments: centerCases)
    func centerPosition(_ c: CenterCase) {
        #expect(BarResolution.center(top: c.top) == c.expected)
    }

    struct RightCase: Sendable, CustomTestStringConvertible {
        var rule: String
        var top: NavigationItem
        var expected: [BarButtonItem]
        var testDescription: String { rule }
    }

    static let rightCases: [RightCase] = [
        RightCase(rule: "If the new top-level view controller has a custom right bar button item, that item is displayed",
                  top: NavigationItem(rightBarButtonItems: [editItem]), expected: [editItem]),
        RightCase(rule: "If no custom right bar button item is specified, the navigation bar displays nothing on the right side",
                  top: NavigationItem(), expected: []),
        RightCase(rule: "rightBarButtonItems keep their order (the first is the rightmost)",
                  top: NavigationItem(rightBarButtonItems: [aboutItem, editItem]), expected: [aboutItem, editItem]),
        RightCase(rule: "Because it is in the right position on the navigation bar, you must wrap the custom view with a UIBarButtonItem",
                  top: NavigationItem(rightBarButtonItems: [.segmentedControl(sortControl)]),
                  expected: [.segmentedControl(sortControl)]),
    ]

    @Test(arguments: rightCases)
    func rightPosition(_ c: RightCase) {
        let resolved = BarResolution.rightItems(top: level(c.top))
        #expect(resolved.map(\.content) == c.expected.map { .item($0) })
        #expect(resolved.allSatisfy { $0.source == .rightBarButtonItem })
    }

    @Test func onlyTheTopItemsPromptShows() {
        let stack = [level(NavigationItem(prompt: "Below")), level(NavigationItem(title: "Top", prompt: "Choose a photo"))]
        #expect(BarResolution.navigationBar(stack: stack).prompt == "Choose a photo")
        let noPrompt = [level(NavigationItem(prompt: "Below")), level(NavigationItem(title: "Top"))]
        #expect(BarResolution.navigationBar(stack: noPrompt).hasPrompt == false)
    }

    /// Figure 3-8: "The navigation item associated with the current view controller provides the
    /// content for the center and right positions of the navigation bar. The navigation item for the
    /// previous view controller provides the content for the left position."
    @Test func figure3_8WholeBar() {
        let stack = [
            level(NavigationItem(title: "Albums", rightBarButtonItems: [aboutItem]), owner: "Albums"),
            level(NavigationItem(prompt: "Choose", rightBarButtonItems: [editItem]), owner: "Photo"),
        ]
        let bar = BarResolution.navigationBar(stack: stack)
        #expect(bar.left == [back("Albums", .defaultBack)])
        #expect(bar.center == .title("Photo"))
        #expect(bar.right == [ResolvedBarItem(.item(editItem), source: .rightBarButtonItem)])
        #expect(bar.prompt == "Choose")
        #expect(BarResolution.navigationBar(stack: []) == ResolvedNavigationBar())
    }

    struct ToolbarCase: Sendable, CustomTestStringConvertible {
        var rule: String
        var stack: [ViewController]
        var toolbarHidden: Bool
        var expected: ResolvedToolbar.HiddenReason?
        var testDescription: String { rule }
    }

    static let toolbarCases: [ToolbarCase] = [
        ToolbarCase(rule: "display of the toolbar is optional: toolbarHidden hides it",
                    stack: [vc("a", toolbar: [editItem])], toolbarHidden: true, expected: .toolbarHidden),
        ToolbarCase(rule: "shown when toolbarHidden is false", stack: [vc("a"), vc("b", toolbar: [editItem])],
                    toolbarHidden: false, expected: nil),
        ToolbarCase(rule: "To hide the toolbar for a specific view controller, set the hidesBottomBarWhenPushed property",
                    stack: [vc("a"), vc("b", hidesBottomBar: true)], toolbarHidden: false,
                    expected: .hidesBottomBarWhenPushed("b")),
        ToolbarCase(rule: "a view controller below with hidesBottomBarWhenPushed keeps it hidden for those pushed after",
                    stack: [vc("a"), vc("b", hidesBottomBar: true), vc("c")], toolbarHidden: false,
                    expected: .hidesBottomBarWhenPushed("b")),
    ]

    @Test(arguments: toolbarCases)
    func toolbarVisibility(_ c: ToolbarCase) {
        #expect(BarResolution.toolbar(stack: c.stack, isToolbarHidden: c.toolbarHidden).hiddenReason == c.expected)
    }

    /// "a navigation interface can display a toolbar and populate it with items provided by the
    /// currently visible view controller"; "Items are displayed in the toolbar in the same order".
    @Test func toolbarItemsAreTheTopViewControllers() {
        let flexible = BarButtonItem.system(.flexibleSpace)
        let items = [flexible, BarButtonItem.segmentedControl(sortControl), flexible]
        let toolbar = BarResolution.toolbar(stack: [vc("a", toolbar: [editItem]), vc("b", toolbar: items)],
                                            isToolbarHidden: false)
        #expect(toolbar.items == items)
        #expect(toolbar.isVisible)
    }
}
