import NavigationModel
import Scene

/// The scene format as the parser reads it: the top of a scene file, its canvas, and every mapping
/// below them (each family describes its own beside its reader, `SceneNode+<Family>.swift`). The
/// scene reference (`reference`, docs/scene-reference.md) and the JSON Schema (`jsonSchema`,
/// `chevron schema`) are written from these values.
package enum SceneFormat {
    /// A scene file's top: the canvas, the system version, and one root.
    static let scene = MappingShape(
        "scene", "A scene file: one root (the interface or the component drawn), and how the picture is set up.",
        keys: [
            KeyShape("canvas", .mapping("canvas"), "The picture: its size, scale, orientation, status bar and background."),
            KeyShape("systemVersion", .cases(SystemVersion.self),
                     "Which iPhone OS draws it (`\(SystemVersion.v3.rawValue)` unless given); "
                         + "YAML reads `3.0` as a number, and `3` is taken for `3.0`."),
            KeyShape("navigationController", .mapping("navigationController"), "A navigation controller's screen."),
            KeyShape("navigationBar", .mapping("navigationBarRoot"), "A navigation bar alone."),
            KeyShape("toolbar", .mapping("toolbarRoot"), "A toolbar alone."),
            KeyShape("segmentedControl", .mapping("segmentedControlRoot"), "A segmented control alone."),
            KeyShape("backButton", .mapping("backButtonRoot"), "A back button alone."),
            KeyShape("searchBar", .mapping("searchBar"), "A search bar alone."),
            KeyShape("tabBarController", .mapping("tabBarController"), "A tab bar controller's screen."),
            KeyShape("tabBar", .mapping("tabBar"), "A tab bar alone."),
            KeyShape("keyboard", .mapping("keyboard"), "A keyboard alone."),
        ],
        exclusive: [(SceneRoot.names, true)])

    static let canvas = MappingShape(
        "canvas", "The picture: a screen's size unless given, at the scale `render` is asked for.",
        keys: [
            KeyShape("width", .integer(1...Int(Int32.max)),
                     "Its width in points (the root's natural width unless given; at most \(SceneLimits.maxCanvasSide) px)."),
            KeyShape("height", .integer(1...Int(Int32.max)),
                     "Its height in points (the root's natural height unless given)."),
            KeyShape("scale", .integer(1...3), "Pixels a point: 1, 2 (Retina) or 3."),
            KeyShape("orientation", .cases(InterfaceOrientation.self), "The interface's orientation (`portrait` unless given)."),
            KeyShape("statusBar", .oneOf([.cases(SceneStatusBar.self), .mapping("statusBar")]),
                     "The status bar above a controller's screen: a style, or a mapping of its style and fields."),
            KeyShape("statusBarTime", .text, "The status bar's time (not with `statusBar.time`)."),
            KeyShape("background", .color,
                     "What shows where nothing is drawn (white behind a screen, transparent behind a component)."),
            KeyShape("content", .mapping("content"), "What every screen shows where its view controller's own `content` says nothing, key by key."),
        ])

    /// Every mapping a scene file can hold, by the name the reference and the schema give it.
    static let mappings: [MappingShape] = [
        scene, canvas, SceneNode.statusBar, SceneNode.content, SceneNode.searchBar, SceneNode.keyboardState,
        SceneNode.keyboard, SceneNode.navigationController, SceneNode.presentedNavigationController,
        SceneNode.viewController, SceneNode.present, SceneNode.operation, SceneNode.navigationItem,
        SceneNode.barButtonItem, SceneNode.customView, SceneNode.segmentedControl, SceneNode.segment,
        SceneNode.appearance, SceneNode.standaloneBar, SceneNode.navigationBarItem, SceneNode.barOperation,
        SceneNode.toolbarRoot, SceneNode.segmentedControlRoot, SceneNode.backButton, SceneNode.table,
        SceneNode.section, SceneNode.row, SceneNode.accessoryView, SceneNode.rowTextField, SceneNode.setEditing,
        SceneNode.actionSheet, SceneNode.sheetPickerView, SceneNode.sheetDatePicker, SceneNode.alert, SceneNode.sheetDismissal, SceneNode.tabBarItem, SceneNode.tabBar,
        SceneNode.tabBarController, SceneNode.tab, SceneNode.subview, SceneNode.font, SceneNode.size,
        SceneNode.pickerComponent, SceneNode.inputView, SceneNode.inputPickerView, SceneNode.inputDatePicker,
    ] + SceneNode.viewClasses.map(\.shape)

    /// The mapping of this name.
    static func mapping(_ name: String) -> MappingShape? { mappings.first { $0.name == name } }

    /// The mappings in the order a reader meets them: the scene first, then each mapping after the
    /// first one that names it, depth first.
    static var ordered: [MappingShape] {
        var seen: Set<String> = []
        var order: [MappingShape] = []
        func visit(_ name: String) {
            guard !seen.contains(name), let shape = mapping(name) else { return }
            seen.insert(name)
            order.append(shape)
            for key in shape.keys {
                for name in key.value.mappingNames { visit(name) }
            }
        }
        visit(scene.name)
        return order
    }

    /// Where each mapping is written: the mappings and keys whose values name it, in `ordered`'s order.
    static var places: [String: [(mapping: String, key: String)]] {
        var places: [String: [(mapping: String, key: String)]] = [:]
        for shape in ordered {
            for key in shape.keys {
                var named: Set<String> = []
                for name in key.value.mappingNames where named.insert(name).inserted {
                    places[name, default: []].append((shape.name, key.name))
                }
            }
        }
        return places
    }
}
