import NavigationModel

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
        [image].compactMap { $0 } + (table?.imagesDrawn ?? []) + SceneView.imagesDrawn(by: subviews ?? [])
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
        canvas.content.imagePaths + root.value.imagePaths
    }

    static func imagePaths(_ controllers: [ViewController]) -> [String] {
        controllers.flatMap {
            $0.content.imagePaths + $0.navigationItem.imagePaths
                + $0.toolbarItems.flatMap(\.imagePaths)
        }
    }
}
