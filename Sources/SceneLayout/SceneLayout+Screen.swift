import BarLayout
import Geometry
import NavigationModel
import SceneFile

extension SceneLayout {
    /// The parts of one navigation interface's screen (Figure 3-1): what a navigation controller
    /// scene shows, and what a tab bar controller shows above its tab bar.
    struct ScreenParts {
        var statusBar: StatusBarPart?
        var navigationBar: NavigationBarPart?
        var toolbar: ToolbarPart?
        var content: ContentLayout?
        var searchBar: SearchBarPart?
        var warnings: [String]
    }

    /// Lays out `controller`'s screen in `area` (from the top of the canvas): the status bar, the
    /// navigation bar below it, the toolbar at the bottom of the area, and the content between —
    /// under translucent bars, or from the top with `wantsFullScreenLayout` — headed by its search bar.
    static func screen(_ controller: NavigationController, scene: Scene, area: Size, context: LayoutContext)
        -> ScreenParts
    {
        let orientation = scene.canvas.orientation
        let bar = controller.resolvedNavigationBar
        let toolbar = controller.resolvedToolbar
        let screenLayout = ScreenLayout(
            canvas: area, showsStatusBar: scene.canvas.statusBar != .none,
            navigationBarHeight: bar.isHidden ? nil
                : NavigationBarLayout.height(hasPrompt: bar.hasPrompt, orientation: orientation),
            toolbarHeight: toolbar.isVisible ? ToolbarLayout.height(orientation: orientation) : nil)
        let barLayout = NavigationBarLayout(bar, width: area.width, context: context)
        let toolbarLayout = ToolbarLayout(items: toolbar.items, width: area.width, context: context)
        var parts = ScreenParts(warnings: [])
        parts.navigationBar = NavigationBarPart(resolved: bar, layout: barLayout, appearance: controller.navigationBar,
                                                frame: screenLayout.navigationBar, alpha: 1)
        parts.toolbar = ToolbarPart(resolved: toolbar, layout: toolbarLayout, appearance: controller.toolbar,
                                    frame: screenLayout.toolbar, alpha: 1)
        parts.statusBar = screenLayout.statusBar.map {
            StatusBarPart(frame: $0, style: scene.canvas.statusBar, fields: scene.canvas.statusBarFields,
                          measurer: context.measurer)
        }
        var top = screenLayout.content.minY, bottom = screenLayout.content.maxY
        if let f = screenLayout.navigationBar, controller.navigationBar.isTranslucent { top = f.minY }
        if let f = screenLayout.toolbar, controller.toolbar.isTranslucent { bottom = f.maxY }
        let topViewController = controller.topViewController
        if topViewController.wantsFullScreenLayout,
           screenLayout.navigationBar == nil || controller.navigationBar.isTranslucent {
            top = 0
        }
        let shown = topViewController.content.over(scene.canvas.content)
        // A search bar heads the content, below the bars (a table's header view), and the rows
        // start below it.
        parts.searchBar = shown.searchBar.map {
            SearchBarPart($0, at: (0, screenLayout.content.minY), width: area.width, context: context)
        }
        parts.content = ContentLayout(shown, frame: Rect(x: 0, y: top, width: area.width, height: max(0, bottom - top)),
                                      canvasBackground: scene.canvas.background, rowsByDefault: true,
                                      images: context.images, rowsTop: parts.searchBar?.frame.maxY)
        if let table = shown.table, let content = parts.content {
            let tableTop = max(content.frame.minY, parts.searchBar?.frame.maxY ?? content.frame.minY)
            parts.content?.table = TableLayout(table, frame: Rect(x: content.frame.minX, y: tableTop,
                                                                  width: content.frame.width,
                                                                  height: max(0, content.frame.maxY - tableTop)),
                                               context: context)
        }
        func warn(_ part: String, _ messages: [String]) {
            parts.warnings += messages.map { "\(scene.file): warning at \(part): \($0)" }
        }
        warn("navigationBar", bar.warnings + (bar.isHidden ? [] : barLayout.warnings))
        warn("toolbar", toolbar.isVisible ? toolbarLayout.warnings : [])
        return parts
    }

    /// The navigation controller a tab bar controller shows: the selected tab's (a plain view
    /// controller shows as the root of a controller without a navigation bar). A tab past the first
    /// four of more than five shows inside the More list's navigation controller, pushed onto it:
    /// a "More" back button over its title. The More list takes the id `More`, or `More 2`, `More 3`…
    /// when one of the tab's own view controllers has it (a tab titled "More" is one).
    public static func shownController(_ scene: TabBarControllerScene) -> NavigationController? {
        guard let index = scene.tabBar.selectedIndex else { return nil }
        let isInMore = scene.tabBar.hasMore && index >= TabBar.maxShown - 1
        let taken: Set<String> = switch scene.tabs[index].screen {
        case .navigationController(let nav): Set(nav.controller.viewControllers.map(\.id))
        case .viewController(let vc): [vc.id]
        }
        var moreID = "More", n = 1
        while taken.contains(moreID) {
            n += 1
            moreID = "More \(n)"
        }
        let more = ViewController(id: moreID, title: "More")
        switch scene.tabs[index].screen {
        case .navigationController(let nav):
            guard isInMore else { return nav.controller }
            let c = nav.controller
            return try? NavigationController(viewControllers: [more] + c.viewControllers, navigationBar: c.navigationBar,
                                             toolbar: c.toolbar, isToolbarHidden: c.isToolbarHidden)
        case .viewController(let vc):
            return try? NavigationController(viewControllers: isInMore ? [more, vc] : [vc],
                                             isNavigationBarHidden: !isInMore)
        }
    }
}
