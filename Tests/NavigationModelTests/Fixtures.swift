import NavigationModel

/// Small builders for the tables below.
func vc(_ id: String, title: String? = nil, item: NavigationItem = NavigationItem(),
        toolbar: [BarButtonItem] = [], hidesBottomBar: Bool = false) -> ViewController {
    ViewController(id: id, title: title, navigationItem: item, toolbarItems: toolbar,
                   hidesBottomBarWhenPushed: hidesBottomBar)
}

func level(_ item: NavigationItem = NavigationItem(), owner: String? = nil) -> BarResolution.Level {
    BarResolution.Level(item: item, ownerTitle: owner)
}

func back(_ title: String, _ source: ResolvedBarItem.Source) -> ResolvedBarItem {
    ResolvedBarItem(.backButton(.init(title: title)), source: source)
}

func left(_ item: BarButtonItem) -> ResolvedBarItem { ResolvedBarItem(.item(item), source: .leftBarButtonItem) }

let editItem = BarButtonItem.system(.edit)
let cancelItem = BarButtonItem.system(.cancel)
let aboutItem = BarButtonItem.title("About", style: .bordered)
let sortControl = SegmentedControl(segments: [.title("Ascending"), .title("Descending")],
                                   selectedSegmentIndex: 0, style: .bar)!
