/// A composed YAML node: what a scene file says, before it means anything. Built by
/// `YAMLComposer` from libyaml's event stream; aliases are resolved to the anchored node itself
/// (shared, not copied), so an alias costs nothing until a reader walks it.
final class YAMLNode: Sendable {
    enum Content: Sendable {
        /// A scalar's text; `plain` when it was written without quotes or a block indicator
        /// (only plain scalars can be null, booleans or numbers).
        case scalar(String, plain: Bool)
        /// Pairs in the order written; keys are scalars (the composer refuses any other key).
        case mapping([(key: YAMLNode, value: YAMLNode)])
        case sequence([YAMLNode])
    }

    let content: Content
    /// Where the node starts, counted from 1 (libyaml's marks count characters, not bytes).
    let line: Int
    let column: Int

    init(_ content: Content, line: Int, column: Int) {
        self.content = content
        self.line = line
        self.column = column
    }

    /// The text of a scalar; nil for a collection.
    var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }
}
