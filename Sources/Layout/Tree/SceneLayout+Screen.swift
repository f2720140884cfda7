import ChevronSupport
import Geometry
import NavigationModel
import Scene

extension SceneLayout {
    /// Lays out `controller`'s screen in `area` (from the top of the canvas): the status bar, the
    /// navigation bar below it, the toolbar at the bottom of the area, and the content between —
    /// under translucent bars, or from the top with `wantsFullScreenLayout` — headed by its search bar.
    /// Returns the warnings about them.
    mutating func layOutScreen(_ controller: NavigationController, scene: Scene, area: Size, context: LayoutContext)
        -> [Diagnostic]
    {
        let orientation = scene.canvas.orientation
        let bar = controller.resolvedNavigationBar
        let shownToolbar = controller.resolvedToolbar
        let screenLayout = ScreenLayout(
            canvas: area, showsStatusBar: scene.canvas.statusBar != .none,
            // A call in the background doubles the status bar and pushes everything below it down.
            statusBarHeight: scene.canvas.statusBarFields.isInCall ? BarMetrics.inCallStatusBarHeight
                : BarMetrics.statusBarHeight,
            navigationBarHeight: bar.isHidden ? nil
                : NavigationBarLayout.height(hasPrompt: bar.hasPrompt, orientation: orientation),
            toolbarHeight: shownToolbar.isVisible ? ToolbarLayout.height(orientation: orientation) : nil)
        let barLayout = NavigationBarLayout(bar, width: area.width, context: context)
        let toolbarLayout = ToolbarLayout(items: shownToolbar.items, width: area.width, context: context)
        var warnings: [Diagnostic] = []
        navigationBar = NavigationBarPart(resolved: bar, layout: barLayout, appearance: controller.navigationBar,
                                          frame: screenLayout.navigationBar, alpha: 1)
        toolbar = ToolbarPart(resolved: shownToolbar, layout: toolbarLayout, appearance: controller.toolbar,
                              frame: screenLayout.toolbar, alpha: 1)
        statusBar = screenLayout.statusBar.map {
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
        let shown = topViewController.shownContent(over: scene.canvas.content)
        // A search bar heads the content, below the bars (a table's header view), and the rows
        // start below it.
        searchBar = shown.searchBar.map {
            SearchBarPart($0, at: (0, screenLayout.content.minY), width: area.width, context: context)
        }
        content = ContentLayout(shown, frame: Rect(x: 0, y: top, width: area.width, height: max(0, bottom - top)),
                                canvasBackground: scene.canvas.background, rowsByDefault: true,
                                images: context.images, rowsTop: searchBar?.frame.maxY)
        if var shown = shown.table, let frame = content?.frame {
            let top = max(frame.minY, searchBar?.frame.maxY ?? frame.minY)
            var tableFrame = Rect(x: frame.minX, y: top, width: frame.width, height: max(0, frame.maxY - top))
            // A table is a scroll view: under a translucent bar its content starts below the bar.
            let inset = ContentInset.adjusted(
                frame: tableFrame, isScrollView: true,
                navigationBar: screenLayout.navigationBar.map { ($0, controller.navigationBar.isTranslucent) },
                toolbar: screenLayout.toolbar.map { ($0, controller.toolbar.isTranslucent) })
            // The search bar is the table's header view: scrolled (`contentOffset` past its rest at
            // −inset), it goes up with the rows — under the bars — and the rows show where it was.
            if let bar = searchBar, let offset = shown.contentOffset, offset + inset.top != 0 {
                let scrolled = offset + inset.top
                var moved = bar
                moved.frame = bar.frame.offsetBy(dx: 0, dy: -scrolled)
                searchBar = moved
                let newTop = max(frame.minY, min(top, top - scrolled))
                tableFrame = Rect(x: frame.minX, y: newTop, width: frame.width, height: max(0, frame.maxY - newTop))
                // The first row stays where the scroll puts it: below the moved search bar.
                shown.contentOffset = newTop - (top + inset.top - scrolled)
            }
            // A cell's field or the search bar being edited: UITableViewController makes room for
            // its keyboard (the search bar is its table's header view).
            let searching = searchBar.flatMap { $0.bar.isFirstResponder ? $0.bar.traits : nil }
            if let traits = shown.firstResponder?.traits ?? searching {
                table = TableLayout.withKeyboard(
                    shown, frame: tableFrame, contentInset: inset,
                    keyboardTop: area.height - SceneLayout.inputHeight(traits, orientation: orientation),
                    context: context)
            } else {
                table = TableLayout(shown, frame: tableFrame, contentInset: inset, context: context)
            }
        }
        if let subviews = shown.subviews, let frame = content?.frame {
            let laidOut = ViewTreeLayout.layOut(subviews, in: frame, file: scene.file, context: context)
            views = ViewTreePart(root: laidOut.root)
            warnings += laidOut.warnings
        }
        // Said at the view controller on top, whose navigation item and toolbar items the bars show.
        let topPlace = scene.sources.definition(topViewController.id)
        warnings += (bar.warnings + (bar.isHidden ? [] : barLayout.warnings)).map {
            $0.placed(at: topPlace, file: scene.file, part: "navigationBar")
        }
        warnings += (shownToolbar.isVisible ? toolbarLayout.warnings : []).map {
            $0.placed(at: scene.sources.toolbarItems[topViewController.id] ?? topPlace, file: scene.file, part: "toolbar")
        }
        return warnings
    }

}
