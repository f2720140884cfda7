import ChevronSupport
/// The item-resolution rules of "Using Custom Buttons and Views as Navigation Items" (Apple's
/// Navigation Controllers guide and its iOS 5/6 revisions; docs/DESIGN.md §Navigation model), each
/// a pure function. Chameleon's navigation bar buries these in view code, never reads
/// `hidesBackButton` and lets a back button override `leftBarButtonItem`; here every rule is
/// separate and tested by name.
package enum BarResolution {
    /// One level of a navigation stack: its navigation item, and the title of the view controller
    /// that owns it (nil for a standalone bar's items).
    package struct Level: Hashable, Sendable {
        package var item: NavigationItem
        package var ownerTitle: String?

        package init(item: NavigationItem, ownerTitle: String? = nil) {
            self.item = item
            self.ownerTitle = ownerTitle
        }
    }

    /// The whole bar for a stack (bottom first). An empty stack (a standalone bar without items)
    /// shows nothing.
    package static func navigationBar(stack: [Level], isHidden: Bool = false) -> ResolvedNavigationBar {
        guard let top = stack.last else { return ResolvedNavigationBar(isHidden: isHidden) }
        let previous = stack.count > 1 ? stack[stack.count - 2] : nil
        let (left, warnings) = leftItems(top: top, previous: previous)
        return ResolvedNavigationBar(isHidden: isHidden, left: left, center: center(top: top),
                                     right: rightItems(top: top), prompt: prompt(top: top), warnings: warnings)
    }

    // MARK: Left

    /// The left position:
    /// - "If you assign a custom bar button item to the leftBarButtonItem property of the topmost
    ///   view controller's navigation item, that item is given the highest preference."
    /// - Otherwise the back button (`backButton(previous:)`): "(If the topmost view controller is the
    ///   root view controller, no default back button is displayed.)"
    /// - `hidesBackButton` hides only the back button, never the left items
    ///   (docs/DESIGN.md §Left side).
    /// - `leftItemsSupplementBackButton` shows the back button and then the left items.
    package static func leftItems(top: Level, previous: Level?) -> (items: [ResolvedBarItem], warnings: [Diagnostic]) {
        let custom = top.item.leftBarButtonItems.map { ResolvedBarItem(.item($0), source: .leftBarButtonItem) }
        guard let previous, !top.item.hidesBackButton,
              custom.isEmpty || top.item.leftItemsSupplementBackButton
        else { return (custom, []) }
        let (back, warnings) = backButton(previous: previous)
        return ([back] + custom, warnings)
    }

    /// The back button the item one level down provides:
    /// - "If you do not provide a custom bar button item and the navigation item of the view
    ///   controller one level down on the navigation stack has a valid item in its backBarButtonItem
    ///   property, the navigation bar displays that item."
    /// - "If a bar button item is not specified by either of the view controllers, a default back
    ///   button is used and its title is set to the value of the title property of the previous view
    ///   controller" — the previous navigation item's title, else its view controller's (the bar
    ///   reference: the back button's "title is derived from" `backItem`), else "Back".
    ///
    /// A back button is always the chevron, so only a title or an image of `backBarButtonItem`
    /// counts as valid: "custom controls in some positions may be ignored in favor of the expected
    /// controls" — a custom view, a glyph-only system item or a space there falls back to the
    /// default back button, with a warning.
    package static func backButton(previous: Level) -> (item: ResolvedBarItem, warnings: [Diagnostic]) {
        let fallback = ResolvedBarItem(.backButton(.init(title: defaultBackTitle(previous: previous))),
                                       source: .defaultBack)
        guard let back = previous.item.backBarButtonItem else { return (fallback, []) }
        // Said at the item, where the scene writes it.
        func ignored(_ message: String) -> [Diagnostic] {
            let warning = Diagnostic.warning(.backBarButtonItemIgnored, message)
            guard let source = previous.item.backBarButtonItemSource else { return [warning] }
            return [warning.located(file: "", line: source.line, column: source.column, keyPath: source.keyPath)]
        }
        switch back.kind {
        case .title(let title, _):
            return (ResolvedBarItem(.backButton(.init(title: title, isEnabled: back.isEnabled)),
                                    source: .backBarButtonItem), [])
        case .image(let path, _):
            return (ResolvedBarItem(.backButton(.init(title: "", image: path, isEnabled: back.isEnabled)),
                                    source: .backBarButtonItem), [])
        case .systemItem(let system, _):
            if let word = system.title {
                return (ResolvedBarItem(.backButton(.init(title: word, isEnabled: back.isEnabled)),
                                        source: .backBarButtonItem), [])
            }
            return (fallback, ignored("backBarButtonItem `\(system.rawValue)` ignored: a back button shows a title or an image"))
        case .customView, .label:
            return (fallback, ignored("backBarButtonItem ignored: a back button cannot hold a custom view"))
        }
    }

    /// The default back button's title: the previous navigation item's title, else its view
    /// controller's title, else "Back". Only a missing title falls back; an empty one is kept.
    package static func defaultBackTitle(previous: Level) -> String {
        previous.item.title ?? previous.ownerTitle ?? "Back"
    }

    // MARK: Centre

    /// The centre position:
    /// - "If you assign a custom view to the titleView property of the topmost view controller's
    ///   navigation item, the navigation bar displays that view."
    /// - "If no custom title view is set, the navigation bar displays a custom view containing the
    ///   view controller's title. The string for this view is obtained from the title property of the
    ///   view controller's navigation item. If the value of that property is nil, the string from the
    ///   title property of the view controller itself is used."
    /// - Else (or with an empty title) nothing.
    package static func center(top: Level) -> ResolvedCenter? {
        if let view = top.item.titleView { return .view(view) }
        guard let title = top.item.title ?? top.ownerTitle, !title.isEmpty else { return nil }
        return .title(title)
    }

    // MARK: Right

    /// The right position:
    /// - "If the new top-level view controller has a custom right bar button item, that item is
    ///   displayed."
    /// - "If no custom right bar button item is specified, the navigation bar displays nothing on
    ///   the right side of the bar."
    package static func rightItems(top: Level) -> [ResolvedBarItem] {
        top.item.rightBarButtonItems.map { ResolvedBarItem(.item($0), source: .rightBarButtonItem) }
    }

    // MARK: Prompt

    /// "To add custom prompt text above the navigation bar controls, assign a value to the prompt
    /// property of the navigation item." Only the top item's prompt shows.
    package static func prompt(top: Level) -> String? { top.item.prompt }

    // MARK: Toolbar

    /// The navigation toolbar (docs/DESIGN.md §Toolbar visibility): shown when `toolbarHidden` is
    /// false and no view controller in the stack has `hidesBottomBarWhenPushed` ("To hide the
    /// toolbar for a specific view controller, set the hidesBottomBarWhenPushed property of that
    /// view controller to YES. […] it generates an appropriate transition animation whenever the
    /// view controller is pushed onto (or removed from) the navigation stack": the toolbar changes
    /// when the flagged controller is pushed or removed, not when another is pushed over it —
    /// iPhone OS 3's "the bottom bar remains hidden until the view controller is popped". Unlike
    /// later UIKit, which reads only the top's flag); its items are the top view controller's
    /// `toolbarItems` ("a toolbar […] populate[d] with items provided by the currently visible view
    /// controller").
    package static func toolbar(stack: [ViewController], isToolbarHidden: Bool) -> ResolvedToolbar {
        let items = stack.last?.shownToolbarItems ?? []
        if isToolbarHidden { return ResolvedToolbar(hiddenReason: .toolbarHidden, items: items) }
        if let hider = stack.first(where: \.hidesBottomBarWhenPushed) {
            return ResolvedToolbar(hiddenReason: .hidesBottomBarWhenPushed(hider.id), items: items)
        }
        return ResolvedToolbar(items: items)
    }
}
