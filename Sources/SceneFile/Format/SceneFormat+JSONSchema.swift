import ChevronSupport

/// The scene format as a JSON Schema (draft-07, which YAML language servers read), written from
/// `SceneFormat.mappings`: `chevron schema` prints it and docs/scene.schema.json holds it, so an
/// editor completes a scene's keys, shows each key's line and marks a misspelt one. A mapping is
/// an object of its keys and no others; a value is what the reader takes — YAML's scalars as
/// check-jsonschema and the language servers load them (`title: 2009` is a number there, and text
/// to the parser). The schema checks what can be written; rules between values (an index within
/// the items) are the parser's.
extension SceneFormat {
    package static var jsonSchema: JSONValue {
        var root = object(scene)
        root.insert(("$schema", .string("http://json-schema.org/draft-07/schema#")), at: 0)
        root.insert(("title", .string("Chevron scene")), at: 1)
        root.append(("definitions", .object(ordered.filter { $0.name != scene.name }.map { ($0.name, .object(object($0))) })))
        return .object(root)
    }

    /// A mapping: its keys, each with its value and line, no others, the required ones, and at
    /// most one (or exactly one) of each exclusive group.
    static func object(_ shape: MappingShape) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [("description", .string(shape.summary)), ("type", .string("object"))]
        fields.append(("properties", .object(shape.keys.map { key in
            // A key written `null` (or `~`) is absent to the parser, which only a required key may not be.
            let value = key.isRequired || key.value.acceptsNull ? schema(key.value)
                : [("anyOf", .array([.object(schema(key.value)), .object([("type", .string("null"))])]))]
            return (key.name, .object([("description", .string(key.summary))] + value))
        })))
        fields.append(("additionalProperties", .bool(false)))
        let required = shape.keys.filter(\.isRequired).map(\.name)
        if !required.isEmpty { fields.append(("required", .array(required.map { .string($0) }))) }
        var all: [JSONValue] = []
        var dependencies: [(String, JSONValue)] = []
        for group in shape.exclusive {
            if group.exactlyOne { all.append(anyRequired(group.keys)) }
            for key in group.keys {
                let others = group.keys.filter { $0 != key }.map { ($0, JSONValue.bool(false)) }
                dependencies.append((key, .object([("properties", .object(others))])))
            }
        }
        if !dependencies.isEmpty { fields.append(("dependencies", .object(dependencies))) }
        if all.count == 1, case .object(let one) = all[0] {
            fields += one
        } else if !all.isEmpty {
            fields.append(("allOf", .array(all)))
        }
        return fields
    }

    /// One of `keys` written.
    static func anyRequired(_ keys: [String]) -> JSONValue {
        .object([("anyOf", .array(keys.map { .object([("required", .array([.string($0)]))]) }))])
    }

    /// A value's schema, as the fields of an object (so that a key's description goes beside them).
    static func schema(_ shape: ValueShape) -> [(String, JSONValue)] {
        switch shape {
        case .string(let maxLength):
            // Any scalar is text to the parser: YAML reads `2009` and `yes` as other types.
            return [("type", .array([.string("string"), .string("number"), .string("boolean")])),
                    ("maxLength", .integer(maxLength))]
        case .imagePath:
            return [("type", .string("string")), ("minLength", .integer(1)), ("maxLength", .integer(SceneLimits.maxPathLength))]
        case .bool:
            // YAML 1.1's `yes` and `no`, which the parser takes, are strings to a YAML 1.2 loader.
            return [("anyOf", .array([.object([("type", .string("boolean"))]),
                                      .object([("enum", .array((yes + no).map { .string($0) }))])]))]
        case .number(let range):
            return [("type", .string("number")), ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))]
        case .integer(let range):
            return [("type", .string("integer")), ("minimum", .integer(range.lowerBound)),
                    ("maximum", .integer(range.upperBound))]
        case .color:
            return [("type", .string("string")), ("pattern", .string("^(#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|transparent)$"))]
        case .tint:
            return [("type", .string("string")), ("pattern", .string("^#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{6}[Ff]{2})$"))]
        case .word(_, let cases):
            // A word that YAML reads as a number (`systemVersion: 3.0`) is that number too.
            let numbers = cases.compactMap { SceneNode.number($0) }.map { JSONValue.number($0) }
            return [("enum", .array(cases.map { .string($0) } + numbers))]
        case .null:
            return [("type", .string("null"))]
        case .constant(let value):
            return [("enum", .array([.bool(value)] + (value ? yes : no).map { .string($0) }))]
        case .mapping(let name):
            return [("$ref", .string(reference(name)))]
        case .list(let item, let count):
            var fields: [(String, JSONValue)] = [("type", .string("array")), ("items", .object(schema(item)))]
            if count.lowerBound > 0 { fields.append(("minItems", .integer(count.lowerBound))) }
            fields.append(("maxItems", .integer(count.upperBound)))
            return fields
        case .oneKey(let name, let besides):
            let keys = mapping(name)?.names.filter { !besides.contains($0) } ?? []
            // Draft-07 reads nothing beside a `$ref`: the mapping is one part of `allOf`.
            return [("allOf", .array([.object([("$ref", .string(reference(name)))])])),
                    ("oneOf", .array(keys.map { .object([("required", .array([.string($0)]))]) }))]
        case .oneOf(let shapes):
            return [("anyOf", .array(shapes.map { .object(schema($0)) }))]
        }
    }

    /// The words the parser reads as booleans (`SceneNode.bools`) that a YAML 1.2 loader reads as
    /// strings: all but `true` and `false` in their three spellings.
    static let yes = SceneNode.bools.filter { $0.value && $0.key.lowercased() != "true" }.keys.sorted()
    static let no = SceneNode.bools.filter { !$0.value && $0.key.lowercased() != "false" }.keys.sorted()

    /// Where the mapping of `name` is defined in the schema.
    static func reference(_ name: String) -> String {
        name == scene.name ? "#" : "#/definitions/\(name)"
    }
}
