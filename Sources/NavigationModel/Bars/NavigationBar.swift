import ChevronSupport

/// A standalone `UINavigationBar`: "A navigation bar manages a stack of UINavigationItem objects
/// […] The topmost item in the stack represents the navigation item whose contents are currently
/// displayed by the navigation bar." Items are bottom first: "The bottom item is at index 0, the back
/// item is at index n-2, and the top item is at index n-1".
public struct NavigationBar: Hashable, Sendable {
    /// A navigation item on the bar's stack with its identity (the object's address in UIKit).
    public struct Entry: Hashable, Sendable {
        public var id: String
        public var item: NavigationItem

        public init(id: String, item: NavigationItem) {
            self.id = id
            self.item = item
        }
    }

    /// A change to the bar's item stack.
    public enum Operation: Hashable, Sendable, CustomStringConvertible {
        /// `pushNavigationItem:animated:`.
        case push(Entry)
        /// `popNavigationItemAnimated:`.
        case pop
        /// `setItems:animated:`, bottom first.
        case setItems([Entry])

        public var name: String {
            switch self {
            case .push: return "push"
            case .pop: return "pop"
            case .setItems: return "setItems"
            }
        }

        public var description: String {
            switch self {
            case .push(let entry): return "push \(entry.id)"
            case .pop: return "pop"
            case .setItems(let entries): return "setItems [" + entries.map(\.id).joined(separator: ", ") + "]"
            }
        }
    }

    public private(set) var entries: [Entry]
    public var appearance: BarAppearance

    /// A bar may start empty ("The default value is nil" for `items`), but never holds the same
    /// item twice.
    public init(entries: [Entry] = [], appearance: BarAppearance = BarAppearance()) throws(NavigationError) {
        try NavigationBar.validate(entries)
        self.entries = entries
        self.appearance = appearance
    }

    public var ids: [String] { entries.map(\.id) }
    /// `topItem`.
    public var topItem: Entry? { entries.last }
    /// `backItem`: "If there is only one item on the navigation bar's stack, the value of this
    /// property is nil."
    public var backItem: Entry? { entries.count > 1 ? entries[entries.count - 2] : nil }

    /// Applies one operation. A standalone bar's delegate hears `shouldPushItem`/`didPushItem`-style
    /// messages that Chevron does not model: `events` is always empty.
    public mutating func apply(_ operation: Operation) throws(NavigationError) -> OperationResult {
        switch operation {
        case .push(let entry):
            guard !ids.contains(entry.id) else { throw .alreadyOnStack(entry.id) }
            entries.append(entry)
            return OperationResult(transition: .push)
        case .pop:
            // "Popping a navigation item removes the top item from the stack and replaces it with the
            // back item." An empty bar has nothing to pop.
            guard !entries.isEmpty else { return .ignored("pop ignored: the navigation bar has no items") }
            entries.removeLast()
            // Popping the only item leaves an empty bar (UIKit allows it): say so, as nothing is
            // shown on it any more.
            let warnings: [Diagnostic] = entries.isEmpty
                ? [.warning(.navigationBarEmpty, "pop removes the bar's only item: the navigation bar is left empty")]
                : []
            return OperationResult(transition: .pop, warnings: warnings)
        case .setItems(let new):
            try NavigationBar.validate(new)
            let transition = Transition.replacing(ids, with: new.map(\.id))
            entries = new
            return OperationResult(transition: transition)
        }
    }

    private static func validate(_ entries: [Entry]) throws(NavigationError) {
        var seen = Set<String>()
        for entry in entries where !seen.insert(entry.id).inserted { throw .duplicate(entry.id) }
    }

    /// What the bar shows: the same rules as a navigation controller's bar, with each item's own
    /// title (there is no view controller to fall back to).
    public var resolved: ResolvedNavigationBar {
        BarResolution.navigationBar(stack: entries.map { BarResolution.Level(item: $0.item, ownerTitle: nil) },
                                    isHidden: false)
    }
}
