import NavigationModel

/// The state of one read of a scene: the file name for locations and the node budget
/// (`SceneLimits.maxNodes`, counted with aliases expanded).
final class SceneReader {
    let file: String
    private var nodesVisited = 0
    /// What UIKit would ignore, in the order met.
    var warnings: [SceneWarning] = []

    init(file: String) { self.file = file }

    func location(of node: YAMLNode) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }

    func visit(_ node: YAMLNode, path: String) throws(SceneError) {
        nodesVisited += 1
        if nodesVisited > SceneLimits.maxNodes {
            throw SceneError(.limitExceeded, at: location(of: node), keyPath: path,
                             "more than \(SceneLimits.maxNodes) values (aliases expanded)")
        }
    }
}

/// A YAML node with its key path, read with typed accessors that throw located `SceneError`s.
struct SceneNode {
    let node: YAMLNode
    let path: String
    let depth: Int
    let reader: SceneReader

    var location: SourceLocation { reader.location(of: node) }

    func error(_ kind: SceneError.Kind, _ message: String) -> SceneError {
        SceneError(kind, at: location, keyPath: path, message)
    }

    func warning(_ message: String) -> SceneWarning { SceneWarning(at: location, keyPath: path, message) }

    func child(_ node: YAMLNode, path: String) throws(SceneError) -> SceneNode {
        if depth + 1 > SceneLimits.maxNestingDepth {
            throw SceneError(.limitExceeded, at: reader.location(of: node), keyPath: path,
                             "nested deeper than \(SceneLimits.maxNestingDepth) levels")
        }
        try reader.visit(node, path: path)
        return SceneNode(node: node, path: path, depth: depth + 1, reader: reader)
    }

    // MARK: Scalars

    private var plainScalar: String? {
        guard case .scalar(let text, plain: true) = node.content else { return nil }
        return text
    }

    /// `null`, `~` or nothing: the key is treated as absent.
    var isNull: Bool {
        guard let text = plainScalar else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// What the node is, for "expected X, found Y".
    var found: String {
        switch node.content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let string, let plain):
            if isNull { return "null" }
            let text = Suggestion.shortened(string)
            if plain {
                if SceneNode.bools[string] != nil { return "`\(text)`" }
                if SceneNode.number(string) != nil { return "the number \(text)" }
            }
            return "the string \"\(text)\""
        }
    }

    func wrongType(_ expected: String) -> SceneError {
        error(.wrongType, "expected \(expected), found \(found)")
    }

    /// Any scalar as text (a title may be written `2009`), at most `maxLength` characters.
    func string(maxLength: Int = SceneLimits.maxStringLength) throws(SceneError) -> String {
        guard let text = node.scalarText, !isNull else { throw wrongType("a string") }
        // Counted in Unicode scalars, as text is drawn (one glyph each): counted in characters, one
        // "e" carrying thousands of combining accents passed as one and cost minutes to lay out.
        if text.unicodeScalars.count > maxLength {
            throw error(.limitExceeded, "\(text.unicodeScalars.count) characters: the limit is \(maxLength)")
        }
        return text
    }

    private static let bools: [String: Bool] = [
        "true": true, "True": true, "TRUE": true, "yes": true, "Yes": true, "YES": true,
        "false": false, "False": false, "FALSE": false, "no": false, "No": false, "NO": false,
    ]

    func bool() throws(SceneError) -> Bool {
        guard let text = plainScalar, let value = SceneNode.bools[text] else { throw wrongType("true or false") }
        return value
    }

    /// A plain decimal number (`12`, `-1`, `90.5`, `1e2`); quoted text, hex, `.inf` and `.nan` are not.
    static func number(_ text: String) -> Double? {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ "0123456789+-.eE".unicodeScalars.contains($0) }),
              let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    func number(in range: ClosedRange<Double>) throws(SceneError) -> Double {
        guard let text = plainScalar, let value = SceneNode.number(text) else { throw wrongType("a number") }
        guard range.contains(value) else {
            throw error(.outOfRange, "\(SceneLimits.points(value)) is out of range: expected "
                        + "\(SceneLimits.points(range.lowerBound))…\(SceneLimits.points(range.upperBound))")
        }
        return value
    }

    func integer(in range: ClosedRange<Int>) throws(SceneError) -> Int {
        guard let text = plainScalar, let value = SceneNode.number(text), value == value.rounded(),
              abs(value) < 1e15
        else { throw wrongType("a whole number") }
        guard range.contains(Int(value)) else {
            throw error(.outOfRange, "\(Int(value)) is out of range: expected \(range.lowerBound)…\(range.upperBound)")
        }
        return Int(value)
    }

    /// One of a closed set, by raw value, suggesting the closest on a typo.
    func value<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws(SceneError) -> E where E.RawValue == String {
        guard let text = node.scalarText, !isNull else {
            throw wrongType("one of " + E.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let value = E(rawValue: text) else {
            throw error(.unknownValue, Suggestion.unknown("value", text, candidates: E.allCases.map(\.rawValue)))
        }
        return value
    }

    /// A colour: `#rgb`, `#rrggbb`, `#rrggbbaa`, or `transparent`.
    func color() throws(SceneError) -> RGBAColor {
        let text = try string()
        if text == "transparent" { return RGBAColor(r: 0, g: 0, b: 0, a: 0) }
        guard let color = RGBAColor(hex: text) else {
            throw error(.unknownValue, "`\(text)` is not a colour: write #rgb, #rrggbb, #rrggbbaa or transparent")
        }
        return color
    }

    // MARK: Collections

    /// The items of a list, at most `maxCount`.
    func sequence(maxCount: Int) throws(SceneError) -> [SceneNode] {
        guard case .sequence(let seq) = node.content else { throw wrongType("a list") }
        if seq.count > maxCount {
            throw error(.limitExceeded, "\(seq.count) items: the limit is \(maxCount)")
        }
        var children: [SceneNode] = []
        for (i, item) in seq.enumerated() { children.append(try child(item, path: "\(path)[\(i)]")) }
        return children
    }

    /// The node as a mapping whose keys must be among `keys` (unknown keys are errors that suggest
    /// the closest). YAML merge keys (`<<: *defaults`) are followed; explicit keys win.
    func mapping(keys: [String]) throws(SceneError) -> SceneMapping {
        guard case .mapping = node.content else { throw wrongType("a mapping") }
        var entries: [String: (key: SceneNode, value: SceneNode)] = [:]
        var order: [String] = []
        try collect(into: &entries, order: &order, keys: keys, explicit: true)
        return SceneMapping(node: self, entries: entries, order: order)
    }

    private func collect(into entries: inout [String: (key: SceneNode, value: SceneNode)], order: inout [String],
                         keys: [String], explicit: Bool) throws(SceneError) {
        guard case .mapping(let map) = node.content else { throw wrongType("a mapping") }
        var merged: [SceneNode] = []
        for (keyNode, valueNode) in map {
            let keyPathPrefix = path.isEmpty ? "" : path + "."
            guard case .scalar(let key, let plainKey) = keyNode.content else {
                throw SceneError(.wrongType, at: reader.location(of: keyNode), keyPath: path,
                                 "a key must be a plain word")
            }
            if key == "<<", plainKey {
                let source = try child(valueNode, path: path)
                if case .sequence = valueNode.content {
                    merged += try source.sequence(maxCount: SceneLimits.maxAliases)
                } else {
                    merged.append(source)
                }
                continue
            }
            let keyNodeWrapped = SceneNode(node: keyNode, path: path, depth: depth, reader: reader)
            guard keys.contains(key) else {
                throw SceneError(.unknownKey, at: reader.location(of: keyNode), keyPath: path,
                                 Suggestion.unknown("key", key, candidates: keys))
            }
            let value = try child(valueNode, path: keyPathPrefix + key)
            if explicit || entries[key] == nil {
                if entries[key] == nil { order.append(key) }
                entries[key] = (keyNodeWrapped, value)
            }
        }
        for source in merged {
            try source.collect(into: &entries, order: &order, keys: keys, explicit: false)
        }
    }
}

/// A mapping whose keys were checked, with its values by key. A `null` value counts as absent.
struct SceneMapping {
    let node: SceneNode
    let entries: [String: (key: SceneNode, value: SceneNode)]
    /// Keys in the order written.
    let order: [String]

    subscript(key: String) -> SceneNode? {
        guard let value = entries[key]?.value, !value.isNull else { return nil }
        return value
    }

    func required(_ key: String) throws(SceneError) -> SceneNode {
        guard let value = entries[key]?.value else {
            throw node.error(.missingKey, "missing required key `\(key)`")
        }
        guard !value.isNull else { throw value.wrongType("a value") }
        return value
    }

    /// The key node of `key` (for locating errors about the key itself).
    func keyNode(_ key: String) -> SceneNode? { entries[key]?.key }

    /// Whether `key` is present with a non-null value.
    func has(_ key: String) -> Bool { self[key] != nil }

    /// Exactly one of `keys`, or nil when `optional` and none; errors name the conflict.
    func oneOf(_ keys: [String], what: String, optional: Bool = false) throws(SceneError) -> String? {
        let present = order.filter { keys.contains($0) && has($0) }
        if present.count > 1 {
            let second = keyNode(present[1]) ?? node
            throw second.error(.conflictingKeys, "\(what) has one of " + keys.map { "`\($0)`" }.joined(separator: ", ")
                               + "; found both `\(present[0])` and `\(present[1])`")
        }
        if present.isEmpty, !optional {
            throw node.error(.missingKey, "\(what) needs one of " + keys.map { "`\($0)`" }.joined(separator: ", "))
        }
        return present.first
    }
}
