/// The scene format described as data: every mapping a scene file can hold, its keys, what each
/// key's value may be, and a line saying what it does. The readers take their keys from these
/// descriptions (`SceneNode.mapping(_:)` is the only way to read a mapping), so a key the
/// description lacks cannot be read; the scene reference (`SceneFormat.reference`) and the JSON
/// Schema (`SceneFormat.jsonSchema`) are written from the same values, so neither can drift from
/// the parser. The description says what a file may *write*; rules between values (a selected
/// index within the items, a style a label cannot take) stay in the readers and are said in
/// their messages.
indirect enum ValueShape: Sendable {
    /// Any scalar read as text (`title: 2009` is the text "2009"), at most `maxLength` Unicode scalars.
    case string(maxLength: Int)
    /// A path to a PNG, relative to the scene file.
    case imagePath
    /// `true` or `false` (YAML's `yes` and `no` too).
    case bool
    /// A plain decimal number within `range`.
    case number(ClosedRange<Double>)
    /// A whole number within `range`.
    case integer(ClosedRange<Int>)
    /// `#rgb`, `#rrggbb`, `#rrggbbaa` or `transparent`.
    case color
    /// An opaque colour, `#rgb` or `#rrggbb`: a bar's tint.
    case tint
    /// One of a closed set of words, by name: a Swift enum's raw values (`ValueShape.cases`).
    case word(String, cases: [String])
    /// Nothing: the key alone (`- pop:`), or `null`.
    case null
    /// Exactly this boolean (`wifi: false`).
    case constant(Bool)
    /// A mapping described by the `MappingShape` of this name (`SceneFormat.mappings`).
    case mapping(String)
    /// A list of values of one shape, its length within `count`.
    case list(ValueShape, count: ClosedRange<Int>)
    /// A mapping of exactly one of the keys of the named mapping, with any of `besides` next to it:
    /// a view (`{ label: {…} }`), an operation (`{ push: …, animated: false }`).
    case oneKey(String, besides: [String] = [])
    /// Any of these shapes.
    case oneOf([ValueShape])

    /// The one word a colour may be besides its hex digits.
    static let transparent = "transparent"

    /// Text of at most `SceneLimits.maxStringLength` scalars: a title, an id, a message.
    static let text = ValueShape.string(maxLength: SceneLimits.maxStringLength)

    /// The raw values of a closed set the readers read with `SceneNode.value(_:)`, in its order,
    /// named by the enum's type. `_typeName` reads the name from the type's metadata;
    /// `String(describing:)` would first ask the runtime whether the metatype conforms to the
    /// printing protocols, a scan of every conformance record in the binary for each new type
    /// (forty enums: an eighth of a keyboard scene's whole process).
    static func cases<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> ValueShape where E.RawValue == String {
        .word(_typeName(type, qualified: false), cases: type.allCases.map(\.rawValue))
    }

    /// A list of at most `max` values.
    static func list(_ item: ValueShape, max: Int) -> ValueShape { .list(item, count: 0...max) }

    /// Whether nothing (a key written alone, or `null`) is a value of this shape.
    var acceptsNull: Bool {
        switch self {
        case .null: return true
        case .oneOf(let shapes): return shapes.contains { $0.acceptsNull }
        default: return false
        }
    }

    /// The mappings this shape names, directly or inside lists and alternatives.
    var mappingNames: [String] {
        switch self {
        case .mapping(let name), .oneKey(let name, _): return [name]
        case .list(let item, _): return item.mappingNames
        case .oneOf(let shapes): return shapes.flatMap(\.mappingNames)
        default: return []
        }
    }
}

/// One key of a mapping: its name, the shape of its value, whether it must be written, and one
/// line saying what it does (with its default when it has one).
struct KeyShape: Sendable {
    let name: String
    let value: ValueShape
    let summary: String
    let isRequired: Bool

    init(_ name: String, _ value: ValueShape, _ summary: String, required: Bool = false) {
        self.name = name
        self.value = value
        self.summary = summary
        self.isRequired = required
    }
}

/// A mapping of a scene file: its name (unique among `SceneFormat.mappings`: the reference's
/// section and the schema's definition), a line saying what it is, and its keys in the order the
/// messages list them (an unknown key's suggestion is the closest of these).
struct MappingShape: Sendable {
    let name: String
    let summary: String
    let keys: [KeyShape]
    /// Groups of keys of which one at most is written (`exactlyOne`: one exactly): the readers'
    /// `SceneMapping.oneOf`.
    let exclusive: [(keys: [String], exactlyOne: Bool)]
    /// The keys' names, in order: what `SceneNode.mapping(_:)` accepts.
    let names: [String]
    /// The keys that may be written with nothing after them (`- pop:`): those whose value may be null.
    let valueless: [String]

    init(_ name: String, _ summary: String, keys: [KeyShape],
         exclusive: [(keys: [String], exactlyOne: Bool)] = []) {
        self.name = name
        self.summary = summary
        self.keys = keys
        self.exclusive = exclusive
        names = keys.map(\.name)
        valueless = keys.filter { $0.value.acceptsNull }.map(\.name)
    }

    /// The key of this name.
    func key(_ name: String) -> KeyShape? { keys.first { $0.name == name } }
}
