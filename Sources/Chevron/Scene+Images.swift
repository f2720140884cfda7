import NavigationModel
import Scene

extension BarButtonItem {
    /// The image files this item draws: its image, or its segmented control's image segments.
    var imagePaths: [String] {
        switch kind {
        case .image(let path, _): return [path]
        case .customView(let view): return view.imagePaths
        case .title, .systemItem, .label: return []
        }
    }
}

extension CustomView {
    var imagePaths: [String] {
        switch self {
        case .segmentedControl(let control): return control.imagePaths
        case .view(let view): return view.imagesDrawn
        }
    }
}

extension SegmentedControl {
    var imagePaths: [String] {
        segments.compactMap { segment in
            if case .image(let path) = segment.content { return path }
            return nil
        }
    }
}

extension ContentView {
    /// Its image, its table's rows' (walked in place: 10 000 rows are not copied to find a few
    /// paths) and its views'.
    var imagePaths: [String] {
        [image].compactMap { $0 } + (table?.imagesDrawn ?? []) + (subviews ?? []).flatMap(\.imagesDrawn)
    }
}

extension NavigationItem {
    var imagePaths: [String] {
        (leftBarButtonItems + rightBarButtonItems + [backBarButtonItem].compactMap { $0 }).flatMap(\.imagePaths)
            + (titleView?.imagePaths ?? [])
    }
}

extension Scene {
    /// Every image file the scene can draw — in its final state, and before any of its operations
    /// (`animate` draws the screen a pop leaves) — so that they are all read (and any bad one
    /// reported) before drawing starts.
    public var imagePaths: [String] {
        canvas.content.imagePaths + rootImagePaths
    }

    private var rootImagePaths: [String] {
        switch root {
        case .navigationController(let nc):
            return Self.imagePaths(nc)
        case .tabBarController(let root):
            return root.tabs.flatMap { tab -> [String] in
                let screen: [String] = switch tab.screen {
                case .navigationController(let nc): Self.imagePaths(nc)
                case .viewController(let vc): Self.imagePaths([vc])
                }
                return [tab.item.image].compactMap { $0 } + screen
            }
        case .tabBar(let bar):
            return bar.items.compactMap(\.image)
        case .navigationBar(let bar):
            return bar.bar.entries.flatMap(\.item.imagePaths)
        case .toolbar(let toolbar):
            return toolbar.items.flatMap(\.imagePaths)
        case .segmentedControl(let s):
            return s.control.imagePaths
        case .backButton, .searchBar, .keyboard:
            return []
        }
    }

    /// A navigation controller's images: of every view controller it shows, as written and as each
    /// operation pushes or sets them.
    private static func imagePaths(_ nc: NavigationControllerScene) -> [String] {
        var controllers = nc.initial.viewControllers + nc.controller.viewControllers
        for step in nc.steps { controllers += step.operation.broughtViewControllers }
        return imagePaths(controllers)
    }

    private static func imagePaths(_ controllers: [ViewController]) -> [String] {
        controllers.flatMap {
            $0.content.imagePaths + $0.navigationItem.imagePaths
                + $0.toolbarItems.flatMap(\.imagePaths)
        }
    }
}
