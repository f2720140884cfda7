import Testing
import NavigationModel

/// `setItems:animated:` / `setViewControllers:animated:` (UINavigationBar reference).
struct TransitionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var current: [String]
        var new: [String]
        var expected: Transition
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "if items A, B, and C are on the stack and you set items D, A, and B, this method uses a pop transition",
             current: ["A", "B", "C"], new: ["D", "A", "B"], expected: .pop),
        Case(rule: "If the item is currently on the stack, but is not the topmost item, this method uses a pop transition",
             current: ["A", "B", "C"], new: ["A"], expected: .pop),
        Case(rule: "if it is the topmost item, no transition is performed",
             current: ["A", "B", "C"], new: ["X", "C"], expected: .none),
        Case(rule: "the same stack again: no transition", current: ["A", "B"], new: ["A", "B"], expected: .none),
        Case(rule: "If the item is not on the stack, this method uses a push transition",
             current: ["A", "B"], new: ["A", "B", "D"], expected: .push),
        Case(rule: "a wholly new stack pushes", current: ["A"], new: ["X", "Y"], expected: .push),
        Case(rule: "an empty bar given items pushes", current: [], new: ["A"], expected: .push),
        Case(rule: "no last item: nothing to animate", current: ["A"], new: [], expected: .none),
    ]

    @Test(arguments: cases)
    func setItemsRule(_ c: Case) {
        #expect(Transition.replacing(c.current, with: c.new) == c.expected)
    }
}
