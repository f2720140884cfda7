import NavigationModel
import Scene

extension OperationSyntax {
    /// The visible view controller's item changes (`ItemChange`): `setLeftBarButtonItem` and
    /// `setRightBarButtonItem` take an item as `leftBarButtonItem` does (null removes it),
    /// `setHidesBackButton` a boolean, `setToolbarItems` a list of items, `setTitle` and `setPrompt`
    /// a string (null clears it; UIKit sets these two at once, so they take no `animated`).
    static let itemChanges: [OperationSyntax] = [
        OperationSyntax("setLeftBarButtonItem", .oneOf([.mapping("barButtonItem"), .null]),
                        "Sets the top view controller's left item (null removes it).") { value, _ throws(SceneError) in
            .setLeftBarButtonItem(value.isNull ? nil : try value.barButtonItem())
        },
        OperationSyntax("setRightBarButtonItem", .oneOf([.mapping("barButtonItem"), .null]),
                        "Sets the top view controller's right item (null removes it).") { value, _ throws(SceneError) in
            .setRightBarButtonItem(value.isNull ? nil : try value.barButtonItem())
        },
        OperationSyntax("setHidesBackButton", .bool, "Hides or shows the top view controller's back button.") {
            value, _ throws(SceneError) in .setHidesBackButton(try value.bool())
        },
        OperationSyntax("setToolbarItems", .list(.mapping("barButtonItem"), max: SceneLimits.maxBarButtonItems),
                        "Sets the top view controller's toolbar items.") {
            value, _ throws(SceneError) in .setToolbarItems(try value.barButtonItems())
        },
        OperationSyntax("setTitle", .oneOf([.text, .null]), "Sets the top view controller's title at once (null clears it).",
                        animates: false, takesAnimated: false) { value, _ throws(SceneError) in
            .setTitle(value.isNull ? nil : try value.string())
        },
        OperationSyntax("setPrompt", .oneOf([.text, .null]), "Sets the top view controller's prompt at once (null clears it).",
                        animates: false, takesAnimated: false) { value, _ throws(SceneError) in
            .setPrompt(value.isNull ? nil : try value.string())
        },
    ]
}
