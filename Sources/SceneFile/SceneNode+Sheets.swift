import ChevronSupport
import NavigationModel
import Scene

extension OperationSyntax {
    /// `showActionSheet` and `showAlert` (`SceneNode.shownSheet`), and
    /// `dismissWithClickedButtonIndex` (`SceneNode.sheetDismissal`).
    static let sheets = ["showActionSheet", "showAlert"].map { name in
        OperationSyntax(name, takesAnimated: false) { value, _ throws(SceneError) in .show(try value.shownSheet(name)) }
    } + [OperationSyntax("dismissWithClickedButtonIndex") { value, _ throws(SceneError) in try value.sheetDismissal() }]
}

extension SceneNode {
    static let actionSheetKeys = ["title", "destructiveButtonTitle", "cancelButtonTitle", "otherButtonTitles",
                                  "cancelButtonIndex", "actionSheetStyle"]
    static let alertKeys = ["title", "message", "buttons", "cancelButtonTitle"]

    /// `showActionSheet: { title, destructiveButtonTitle, cancelButtonTitle, otherButtonTitles: [...],
    /// cancelButtonIndex, actionSheetStyle }` or `showAlert: { title, message, buttons: [...],
    /// cancelButtonTitle }` (docs/DESIGN.md §Action sheets and alerts).
    func shownSheet(_ name: String) throws(SceneError) -> ShownSheet {
        if name == "showAlert" {
            let map = try mapping(keys: SceneNode.alertKeys)
            return .alert(AlertView(title: try map["title"]?.string(), message: try map["message"]?.string(),
                                    buttons: try map["buttons"]?.titles() ?? [],
                                    cancelButtonTitle: try map["cancelButtonTitle"]?.string()))
        }
        let map = try mapping(keys: SceneNode.actionSheetKeys)
        let others = try map["otherButtonTitles"]?.titles() ?? []
        let hasCancel = map.has("cancelButtonTitle")
        let count = others.count + (map.has("destructiveButtonTitle") ? 1 : 0)
        var cancelIndex: Int?
        if let node = map["cancelButtonIndex"] {
            guard hasCancel else {
                throw node.error(.missingKey, "`cancelButtonIndex` places the cancel button: add a cancelButtonTitle")
            }
            cancelIndex = try node.integer(in: 0...count)
        }
        return .actionSheet(ActionSheet(
            title: try map["title"]?.string(), destructiveButtonTitle: try map["destructiveButtonTitle"]?.string(),
            cancelButtonTitle: try map["cancelButtonTitle"]?.string(), otherButtonTitles: others,
            cancelButtonIndex: cancelIndex,
            style: try map["actionSheetStyle"]?.value(ActionSheetStyle.self) ?? .automatic))
    }

    /// A list of button titles (a single title written alone is a list of one).
    func titles() throws(SceneError) -> [String] {
        if case .scalar = node.content { return [try string()] }
        var list: [String] = []
        for node in try sequence(maxCount: SceneLimits.maxBarButtonItems) { list.append(try node.string()) }
        return list
    }

    static let sheetDismissalKeys = ["buttonIndex", "animated"]

    /// `dismissWithClickedButtonIndex: 0` or `{ buttonIndex: 0, animated: false }`: the shown sheet
    /// or alert dismissed as by a tap on that button (UIKit's index: the alert's cancel button is
    /// 0). At most every button a sheet can have: the others, a destructive and a cancel button.
    func sheetDismissal() throws(SceneError) -> NavigationOperation {
        let most = SceneLimits.maxBarButtonItems + 1
        guard case .mapping = node.content else { return .dismissSheet(clickedButtonIndex: try integer(in: 0...most)) }
        let map = try mapping(keys: SceneNode.sheetDismissalKeys)
        return .dismissSheet(clickedButtonIndex: try map.required("buttonIndex").integer(in: 0...most),
                             animated: try map["animated"]?.bool() ?? true)
    }
}
