import NavigationModel
import Scene

extension OperationSyntax {
    /// The visible view controller's item changes (`ItemChange`): `setLeftBarButtonItem` and
    /// `setRightBarButtonItem` take an item as `leftBarButtonItem` does (null removes it),
    /// `setHidesBackButton` a boolean, `setToolbarItems` a list of items, `setTitle` and `setPrompt`
    /// a string (null clears it; UIKit sets these two at once, so they take no `animated`).
    static let itemChanges: [OperationSyntax] = [
        OperationSyntax("setLeftBarButtonItem", takesNull: true) { value, _ throws(SceneError) in
            .setLeftBarButtonItem(value.isNull ? nil : try value.barButtonItem())
        },
        OperationSyntax("setRightBarButtonItem", takesNull: true) { value, _ throws(SceneError) in
            .setRightBarButtonItem(value.isNull ? nil : try value.barButtonItem())
        },
        OperationSyntax("setHidesBackButton") { value, _ throws(SceneError) in .setHidesBackButton(try value.bool()) },
        OperationSyntax("setToolbarItems") { value, _ throws(SceneError) in .setToolbarItems(try value.barButtonItems()) },
        OperationSyntax("setTitle", takesNull: true, animates: false, takesAnimated: false) { value, _ throws(SceneError) in
            .setTitle(value.isNull ? nil : try value.string())
        },
        OperationSyntax("setPrompt", takesNull: true, animates: false, takesAnimated: false) { value, _ throws(SceneError) in
            .setPrompt(value.isNull ? nil : try value.string())
        },
    ]
}
