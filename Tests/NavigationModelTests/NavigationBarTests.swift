import Testing
import NavigationModel

/// A standalone navigation bar's item stack (UINavigationBar reference).
struct NavigationBarTests {
    static func entry(_ id: String, _ item: NavigationItem = NavigationItem()) -> NavigationBar.Entry {
        NavigationBar.Entry(id: id, item: item.title == nil ? NavigationItem(title: id) : item)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var start: [String]
        var operation: NavigationBar.Operation
        var stack: [String]
        var transition: Transition
        var warns = false
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "You push new navigation items onto the stack using the pushNavigationItem:animated: method",
             start: ["A"], operation: .push(entry("B")), stack: ["A", "B"], transition: .push),
        Case(rule: "Popping a navigation item removes the top item from the stack and replaces it with the back item",
             start: ["A", "B"], operation: .pop, stack: ["A"], transition: .pop),
        Case(rule: "a bar without items has nothing to pop", start: [], operation: .pop, stack: [],
             transition: .none, warns: true),
        Case(rule: "if items A, B, and C are on the stack and you set items D, A, and B, this method uses a pop transition and the resulting stack contains the items D, A, and B",
             start: ["A", "B", "C"], operation: .setItems(["D", "A", "B"].map { entry($0) }), stack: ["D", "A", "B"],
             transition: .pop),
        Case(rule: "setItems with the top item last: no transition", start: ["A", "B"],
             operation: .setItems([entry("B")]), stack: ["B"], transition: .none),
        Case(rule: "setItems with a new last item: push", start: ["A"], operation: .setItems([entry("A"), entry("Z")]),
             stack: ["A", "Z"], transition: .push),
    ]

    @Test(arguments: cases)
    func operation(_ c: Case) throws {
        var bar = try NavigationBar(entries: c.start.map { Self.entry($0) })
        let result = try bar.apply(c.operation)
        #expect(bar.ids == c.stack)
        #expect(result.transition == c.transition)
        #expect(result.warnings.isEmpty == !c.warns)
    }

    @Test func pushingAnItemAlreadyOnTheStackIsRefused() throws {
        var bar = try NavigationBar(entries: [Self.entry("A"), Self.entry("B")])
        #expect(throws: NavigationError.alreadyOnStack("A")) { _ = try bar.apply(.push(Self.entry("A"))) }
        #expect(throws: NavigationError.duplicate("C")) { _ = try bar.apply(.setItems([Self.entry("C"), Self.entry("C")])) }
        #expect(bar.ids == ["A", "B"])
    }

    /// "If the leftBarButtonItem property of the topmost navigation item is nil, the navigation bar
    /// displays a back button whose title is derived from the item in this property [backItem]."
    /// "If there is only one item on the navigation bar's stack, the value of this property is nil."
    @Test func backItemAndTopItem() throws {
        let one = try NavigationBar(entries: [Self.entry("Root")])
        #expect(one.backItem == nil)
        #expect(one.resolved.left.isEmpty)
        #expect(one.resolved.center == .title("Root"))
        let two = try NavigationBar(entries: [Self.entry("Root"), Self.entry("Next")])
        #expect(two.backItem?.id == "Root")
        #expect(two.topItem?.id == "Next")
        #expect(two.resolved.left == [back("Root", .defaultBack)])
        let untitled = try NavigationBar(entries: [NavigationBar.Entry(id: "a", item: NavigationItem()),
                                                   NavigationBar.Entry(id: "b", item: NavigationItem())])
        #expect(untitled.resolved.left == [back("Back", .defaultBack)])
        #expect(untitled.resolved.center == nil)
    }

    /// "Pushing a navigation item displays the item's title in the center on the navigation bar. The
    /// previous top navigation item (if it exists) is displayed as a back button on the left side of
    /// the navigation bar. If the new top item has a left custom view, it is displayed instead of the
    /// back button."
    @Test func pushShowsTheNewTitleAndTheOldItemAsBack() throws {
        var bar = try NavigationBar(entries: [Self.entry("Root")])
        _ = try bar.apply(.push(Self.entry("Next", NavigationItem(title: "Next", leftBarButtonItems: [cancelItem]))))
        #expect(bar.resolved.center == .title("Next"))
        #expect(bar.resolved.left == [left(cancelItem)])
    }
}
