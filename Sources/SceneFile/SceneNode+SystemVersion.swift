import ChevronSupport
import NavigationModel
import Scene

extension SceneNode {
    /// `systemVersion: 3.0 | 4.0 | 5.0` (YAML reads `5.0` as a number; `5` is taken for `5.0`).
    /// Anything else names the three it takes.
    func systemVersion() throws(SceneError) -> SystemVersion {
        let names = SystemVersion.allCases.map(\.rawValue)
        let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        guard let text = node.scalarText, !isNull else { throw wrongType(list) }
        if let version = SystemVersion(rawValue: text) ?? SystemVersion(rawValue: text + ".0") { return version }
        var message = "unknown systemVersion `\(Suggestion.shortened(text))`: it takes \(list)"
        if let near = Suggestion.closest(to: text, in: names) { message += " — did you mean `\(near)`?" }
        throw error(.unknownValue, message)
    }
}
