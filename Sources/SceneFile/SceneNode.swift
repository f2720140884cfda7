import ChevronSupport
import NavigationModel
import Scene

/// The state of one read of a scene: the file name for locations and the budget of what aliases
/// expand to (`SceneLimits.maxNodes` values walked past the document's own).
final class SceneReader {
    let file: String
    /// The scene's text, to quote a line in a message.
    let text: String
    private var nodesVisited = 0
    /// The document's own nodes (`YAMLComposer.composeCounting`): walking these costs nothing
    /// against the budget; every value walked past them is one an alias expanded.
    private let ownNodes: Int
    /// What UIKit would ignore, in the order met.
    var warnings: [Diagnostic] = []
    /// The `toolbarItems` keys of the view controllers read so far in the navigation controller
    /// being read, by id (for the hidden-toolbar warning).
    var toolbarItemsKeys: [String: (location: SourceLocation, path: String)] = [:]
    /// The first `image` key naming each path.
    var imageReferences: [String: ImageReference] = [:]
    /// How many views of a class that can be first responder were read: with none, no view tree
    /// needs walking for a second first responder.
    var responderViewsRead = 0
    /// Where the root, the canvas and each view controller are written (the layout's warnings are
    /// said there).
    var sources = SceneSources()

    init(file: String, text: String, ownNodes: Int = 0) {
        self.file = file
        self.text = text
        self.ownNodes = ownNodes
    }

    /// The line `number` (1-based) of the text, as libyaml counts lines (LF, CR LF or CR).
    func line(_ number: Int) -> Substring? {
        var index = 1
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if index == number { return line }
            index += 1
        }
        return nil
    }

    /// "`key` has no value", and when a `#` follows the key's colon on its line, that YAML read
    /// the rest of the line as a comment: an unquoted colour (`tintColor: #ff0000`) is the usual cause.
    func noValueMessage(key: String, at keyNode: YAMLNode) -> String {
        let message = "`\(key)` has no value"
        guard let line = line(keyNode.line) else { return message }
        let fromKey = line.unicodeScalars.dropFirst(max(0, keyNode.column - 1))
        guard let colon = fromKey.firstIndex(of: ":") else { return message }
        let rest = String(fromKey[fromKey.index(after: colon)...]).drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("#") else { return message }
        let comment = rest.prefix { $0 != " " && $0 != "\t" && $0 != "," && $0 != "}" }
        return message + ": YAML reads `\(Suggestion.shortened(String(comment)))` after the colon as a comment; "
            + "quote it: `\(key): \"\(Suggestion.shortened(String(comment)))\"`"
    }

    func location(of node: YAMLNode) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }

    /// Counts `node`: past the document's own nodes, every value walked is one an alias expanded,
    /// and more than `SceneLimits.maxNodes` of those is refused; `path` is made only for the error.
    func visit(_ node: YAMLNode, path: @autoclosure () -> String) throws(SceneError) {
        nodesVisited += 1
        if nodesVisited - ownNodes > SceneLimits.maxNodes {
            throw SceneError(.limitExceeded, at: location(of: node), keyPath: path(),
                             "aliases expand to more than \(SceneLimits.maxNodes) values")
        }
    }
}

/// Where a node is, as a key path ("navigationController.viewControllers[0].title"): its parent's
/// path and its own step, joined only when a message (or a view's `ViewSource`) needs the text,
/// and then once, each ancestor's text kept for its other children. Reading a mapping or a list
/// makes no string: a list of 10 000 table rows costs no string per row, and a view tree of 2000
/// views joins each view's path once, not at every mapping and list inside it.
final class NodePath {
    enum Step {
        case key(String)
        case index(Int)
    }

    private let parent: NodePath?
    private let step: Step?
    private var joined: String?

    /// A path of its own text (the document's root: "").
    init(_ text: String) {
        parent = nil
        step = nil
        joined = text
    }

    init(parent: NodePath, step: Step) {
        self.parent = parent
        self.step = step
    }

    var text: String {
        if let joined { return joined }
        let base = parent?.text ?? ""
        // Joined into one string made at its final size (`a + "." + b` would make two).
        var text = ""
        switch step {
        case .key(let key) where base.isEmpty:
            text = key
        case .key(let key):
            text.reserveCapacity(base.utf8.count + 1 + key.utf8.count)
            text += base
            text += "."
            text += key
        case .index(let i):
            let digits = String(i)
            text.reserveCapacity(base.utf8.count + 2 + digits.utf8.count)
            text += base
            text += "["
            text += digits
            text += "]"
        case nil:
            text = base
        }
        joined = text
        return text
    }
}

/// A YAML node with its key path, read with typed accessors that throw located `SceneError`s.
struct SceneNode {
    let node: YAMLNode
    let at: NodePath
    let depth: Int
    let reader: SceneReader

    /// The node's key path, for messages.
    var path: String { at.text }

    init(node: YAMLNode, path: String, depth: Int, reader: SceneReader) {
        self.init(node: node, at: NodePath(path), depth: depth, reader: reader)
    }

    init(node: YAMLNode, at: NodePath, depth: Int, reader: SceneReader) {
        self.node = node
        self.at = at
        self.depth = depth
        self.reader = reader
    }

    var location: SourceLocation { reader.location(of: node) }
    /// Where this node is and its key path.
    var place: SourcePlace { SourcePlace(location: location, keyPath: path) }

    func error(_ kind: SceneError.Kind, _ message: String) -> SceneError {
        SceneError(kind, at: location, keyPath: path, message)
    }

    /// A warning about this node, where it is.
    func warning(_ code: DiagnosticCode, _ message: String) -> Diagnostic { locate(.warning(code, message)) }

    /// The model's diagnostic said at this node.
    func locate(_ diagnostic: Diagnostic) -> Diagnostic {
        let at = location
        return diagnostic.located(file: at.file, line: at.line, column: at.column, keyPath: path)
    }

    func child(_ node: YAMLNode, at: NodePath) throws(SceneError) -> SceneNode {
        try admitChild(node, at: at)
        return SceneNode(node: node, at: at, depth: depth + 1, reader: reader)
    }

    /// A child's admission, which `child` makes before wrapping it: within the nesting depth, and
    /// counted against the scene's values. A reader that takes the child's scalar as it is (a
    /// bare-string table row) admits it without wrapping it.
    func admitChild(_ node: YAMLNode, at: @autoclosure () -> NodePath) throws(SceneError) {
        if depth + 1 > SceneLimits.maxNestingDepth {
            throw SceneError(.limitExceeded, at: reader.location(of: node), keyPath: at().text,
                             "nested deeper than \(SceneLimits.maxNestingDepth) levels")
        }
        try reader.visit(node, path: at().text)
    }

    // MARK: Scalars

    private var plainScalar: String? {
        guard case .scalar(let text, plain: true) = node.content else { return nil }
        return text
    }

    /// `null`, `~` or nothing: the key is treated as absent.
    var isNull: Bool {
        guard let text = plainScalar else { return false }
        return SceneNode.isNullText(text)
    }

    /// Whether a plain scalar's text is YAML's null (its length first: most text is not 0, 1 or 4
    /// bytes long).
    static func isNullText(_ text: String) -> Bool {
        switch text.utf8.count {
        case 0: return true
        case 1: return text == "~"
        case 4: return text == "null" || text == "Null" || text == "NULL"
        default: return false
        }
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
        return try SceneNode.checkedLength(text, maxLength: maxLength) { error($0, $1) }
    }

    /// `text` when it has at most `maxLength` Unicode scalars, else the error `fail` makes. Counted
    /// in Unicode scalars, as text is drawn (one glyph each): counted in characters, one "e"
    /// carrying thousands of combining accents passed as one and cost minutes to lay out. No more
    /// UTF-8 bytes than the limit is within it without counting.
    static func checkedLength(_ text: String, maxLength: Int,
                              fail: (SceneError.Kind, String) -> SceneError) throws(SceneError) -> String {
        if text.utf8.count > maxLength, text.unicodeScalars.count > maxLength {
            throw fail(.limitExceeded, "\(text.unicodeScalars.count) characters: the limit is \(maxLength)")
        }
        return text
    }

    /// The words `bool()` reads (YAML 1.1's booleans).
    static let bools: [String: Bool] = [
        "true": true, "True": true, "TRUE": true, "yes": true, "Yes": true, "YES": true,
        "false": false, "False": false, "FALSE": false, "no": false, "No": false, "NO": false,
    ]

    func bool() throws(SceneError) -> Bool {
        guard let text = plainScalar, let value = SceneNode.bools[text] else { throw wrongType("true or false") }
        return value
    }

    /// A plain decimal number (`12`, `-1`, `90.5`, `1e2`); quoted text, hex, `.inf` and `.nan` are not.
    static func number(_ text: String) -> Double? {
        if let whole = wholeNumber(text) { return whole }
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ "0123456789+-.eE".unicodeScalars.contains($0) }),
              let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// A whole number of at most 15 digits, optionally negative (`12`, `-1`: most numbers a scene
    /// writes), read without the general parser: exactly the value `Double(text)` gives (-0 included).
    private static func wholeNumber(_ text: String) -> Double? {
        var utf8 = text.utf8[...]
        let negative = utf8.first == UInt8(ascii: "-")
        if negative { utf8 = utf8.dropFirst() }
        guard !utf8.isEmpty, utf8.count <= 15 else { return nil }
        var value = 0
        for byte in utf8 {
            let digit = Int(byte) &- 48
            guard digit >= 0 && digit <= 9 else { return nil }
            value = value &* 10 &+ digit
        }
        return negative ? -Double(value) : Double(value)
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
        if text == ValueShape.transparent { return RGBAColor(r: 0, g: 0, b: 0, a: 0) }
        guard let color = RGBAColor(hex: text) else {
            throw error(.unknownValue,
                        "`\(Suggestion.shortened(text))` is not a colour: write #rgb, #rrggbb, #rrggbbaa or transparent")
        }
        return color
    }

    /// A `tintColor`: `#rgb` or `#rrggbb`. A tint is opaque — UIKit derives a bar's shades from the
    /// tint's colour, and a see-through bar is `translucent: true` or `barStyle: blackTranslucent` —
    /// so `transparent` and `#rrggbbaa` with an alpha below ff are refused rather than drawn as
    /// something the phone would not show.
    func tint() throws(SceneError) -> RGBAColor {
        let text = try string()
        let seeThrough = "for a see-through bar, use translucent: true or barStyle: blackTranslucent"
        if text == ValueShape.transparent {
            throw error(.unknownValue, "`transparent` is not a tint: a tint is an opaque colour (#rgb or #rrggbb); "
                        + seeThrough)
        }
        guard let color = RGBAColor(hex: text) else {
            let meant = RGBAColor.suggestion(for: text).map { " (quoted: `tintColor: \"\($0)\"`)" } ?? ""
            throw error(.unknownValue, "`\(Suggestion.shortened(text))` is not a colour: write #rgb or #rrggbb\(meant)")
        }
        guard color.a == 255 else {
            let opaque = RGBAColor(r: color.r, g: color.g, b: color.b)
            throw error(.unknownValue, "`\(text)` has an alpha: a tint is opaque (write \(opaque.hexString)); "
                        + seeThrough)
        }
        return color
    }

    // MARK: Collections

    /// The items of a list, at most `maxCount`.
    func sequence(maxCount: Int) throws(SceneError) -> [SceneNode] {
        try sequence(maxCount: maxCount) { item throws(SceneError) in item }
    }

    /// Each item of the list read by `read` as it is met, with its key path joined only if a
    /// message needs it: a table of 10 000 rows makes no list of nodes and no string per row.
    func sequence<T>(maxCount: Int, _ read: (SceneNode) throws(SceneError) -> T) throws(SceneError) -> [T] {
        guard case .sequence(let seq) = node.content else { throw wrongType("a list") }
        if seq.count > maxCount {
            throw error(.limitExceeded, "\(seq.count) items: the limit is \(maxCount)")
        }
        let base = at
        var items: [T] = []
        items.reserveCapacity(seq.count)
        for (i, item) in seq.enumerated() { items.append(try read(try child(item, at: NodePath(parent: base, step: .index(i))))) }
        return items
    }

    /// The node as the mapping `shape` describes: its keys must be among the shape's (unknown keys
    /// are errors that suggest the closest). YAML merge keys (`<<: *defaults`) are followed; explicit
    /// keys win. A key written with nothing after it is an error, except those whose value may be
    /// null (`- pop:`). The one way a reader reads a mapping, so that it reads only described keys.
    func mapping(_ shape: MappingShape) throws(SceneError) -> SceneMapping {
        try mapping(keys: shape.names, valueless: shape.valueless)
    }

    private func mapping(keys: [String], valueless: [String]) throws(SceneError) -> SceneMapping {
        guard case .mapping = node.content else {
            // `backButton: Back`, `viewControllers: [Albums]`: a word where a titled thing goes.
            if case .scalar(let text, _) = node.content, !isNull, keys.contains("title") {
                throw error(.wrongType, "expected a mapping, found \(found): write `{ title: \(Suggestion.shortened(text)) }`")
            }
            throw wrongType("a mapping")
        }
        var fields: [SceneMapping.Field] = []
        if case .mapping(let pairs) = node.content { fields.reserveCapacity(pairs.count) }
        try collect(into: &fields, keys: keys, valueless: valueless, explicit: true)
        return SceneMapping(node: self, fields: fields)
    }

    private func collect(into fields: inout [SceneMapping.Field], keys: [String], valueless: [String],
                         explicit: Bool) throws(SceneError) {
        guard case .mapping(let map) = node.content else { throw wrongType("a mapping") }
        var merged: [SceneNode] = []
        let base = at
        for (keyNode, valueNode) in map {
            guard case .scalar(let key, let plainKey) = keyNode.content else {
                throw SceneError(.wrongType, at: reader.location(of: keyNode), keyPath: path,
                                 "a key must be a plain word")
            }
            if key == "<<", plainKey {
                let source = try child(valueNode, at: base)
                if case .sequence = valueNode.content {
                    merged += try source.sequence(maxCount: SceneLimits.maxAliases)
                } else {
                    merged.append(source)
                }
                continue
            }
            let keyNodeWrapped = SceneNode(node: keyNode, at: base, depth: depth, reader: reader)
            guard keys.contains(where: { $0.isSameKey(key) }) else {
                throw SceneError(.unknownKey, at: reader.location(of: keyNode), keyPath: path,
                                 Suggestion.unknown("key", key, candidates: keys))
            }
            if case .scalar(let text, plain: true) = valueNode.content, text.isEmpty, !valueless.contains(key)
            {
                throw SceneError(.missingValue, at: reader.location(of: keyNode), keyPath: NodePath(parent: base, step: .key(key)).text,
                                 reader.noValueMessage(key: key, at: keyNode))
            }
            let value = try child(valueNode, at: NodePath(parent: base, step: .key(key)))
            let field = SceneMapping.Field(name: key, key: keyNodeWrapped, value: value)
            if let index = fields.firstIndex(where: { $0.name.isSameKey(key) }) {
                if explicit { fields[index] = field }
            } else {
                fields.append(field)
            }
        }
        for source in merged {
            try source.collect(into: &fields, keys: keys, valueless: valueless, explicit: false)
        }
    }
}

/// A mapping whose keys were checked, with its values by key. A `null` value counts as absent.
///
/// The keys are kept in a list in the order written and found by comparing names: a mapping holds
/// a handful of keys, and a dictionary's hashing and storage cost more than the comparisons for
/// each of the thousands of mappings a view tree holds.
struct SceneMapping {
    /// One key written, with its key node and value.
    struct Field {
        let name: String
        let key: SceneNode
        let value: SceneNode
    }

    let node: SceneNode
    /// The keys in the order written (merged keys after the mapping's own).
    let fields: [Field]

    /// Keys in the order written.
    var order: [String] { fields.map(\.name) }

    /// The key node and value of `key`, null or not.
    func entry(_ key: String) -> (key: SceneNode, value: SceneNode)? {
        for field in fields where field.name.isSameKey(key) { return (field.key, field.value) }
        return nil
    }

    subscript(key: String) -> SceneNode? {
        guard let value = entry(key)?.value, !value.isNull else { return nil }
        return value
    }

    func required(_ key: String) throws(SceneError) -> SceneNode {
        guard let value = entry(key)?.value else {
            throw node.error(.missingKey, "missing required key `\(key)`")
        }
        guard !value.isNull else { throw value.wrongType("a value") }
        return value
    }

    /// The key node of `key` (for locating errors about the key itself).
    func keyNode(_ key: String) -> SceneNode? { entry(key)?.key }

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

extension String {
    /// `==` for a mapping's keys, their UTF-8 lengths compared first: a view's mapping is searched
    /// for each of some twenty keys, and most keys it is compared with differ in length, which
    /// costs a load and a compare rather than a call into the string comparison.
    @inline(__always)
    func isSameKey(_ other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}
