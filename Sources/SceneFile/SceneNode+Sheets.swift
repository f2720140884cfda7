import ChevronSupport
import NavigationModel

extension OperationSyntax {
    /// `showActionSheet` and `showAlert` (`SceneNode.shownSheet`).
    static let sheets = ["showActionSheet", "showAlert"].map { name in
        OperationSyntax(name) { value, _ throws(SceneError) in .show(try value.shownSheet(name)) }
    }
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
}
