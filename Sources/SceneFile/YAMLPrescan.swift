import CYaml

/// A look at the YAML before Yams composes it, refusing what would make composing itself
/// expensive. Yams expands an alias into the anchored node and hashes every mapping key in full,
/// so an alias bomb ("billion laughs") used as a key, or a few thousand nested `[`, would cost
/// exponential time or overflow the stack before the parser ever sees a node. This pass refuses:
///
/// - more than `SceneLimits.maxAliases` aliases (`*name`);
/// - an alias, a list or a mapping used as a key (scene keys are plain words);
/// - nesting deeper than twice `SceneLimits.maxNestingDepth` (the parser then checks the depth of
///   what it reads, merge keys included, against the limit itself).
///
/// It reads libyaml's event stream — the same parser Yams composes from — so it sees exactly the
/// aliases, keys and collections the composer will: no quote, comment, line break or plain-scalar
/// rule can hide one from it, and a `*` inside text is text. Events cost linear time; aliases are
/// not expanded. (An earlier scan of the raw text could be fooled: a `"` inside a plain scalar or a
/// CR line break hid the rest of the file from it.) Text libyaml cannot parse is left to the
/// composer, which reports the syntax error with its own location.
struct YAMLPrescan {
    struct Problem: Error {
        var line: Int
        var column: Int
        var kind: SceneError.Kind
        var message: String
    }

    static func check(_ text: String) throws(Problem) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        var scan = YAMLPrescan()
        try bytes.withUnsafeMutableBufferPointer { (buffer) throws(Problem) in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return }
                try scan.take(event)
            }
        }
        // libyaml's scanner reads ahead, so absurd nesting meets its own limit (1000 levels)
        // before the events reach ours: the same refusal, at the place it stopped.
        if let problem = parser.problem, String(cString: problem).contains("nesting level") {
            let mark = parser.problem_mark
            throw Problem(line: Int(mark.line) + 1, column: Int(mark.column) + 1, kind: .limitExceeded,
                          message: "nesting deeper than \(SceneLimits.maxNestingDepth) levels")
        }
    }

    /// An open collection: a mapping alternates key, value, key…; a sequence holds values.
    private struct Open {
        var isMapping: Bool
        var expectsKey: Bool
    }

    private var open: [Open] = []
    private var aliases = 0

    private mutating func take(_ event: yaml_event_t) throws(Problem) {
        let mark = event.start_mark
        func problem(_ kind: SceneError.Kind, _ message: String) -> Problem {
            Problem(line: Int(mark.line) + 1, column: Int(mark.column) + 1, kind: kind, message: message)
        }
        let isKey = open.last.map { $0.isMapping && $0.expectsKey } ?? false
        switch event.type {
        case YAML_ALIAS_EVENT:
            aliases += 1
            if aliases > SceneLimits.maxAliases {
                throw problem(.limitExceeded, "more than \(SceneLimits.maxAliases) aliases")
            }
            if isKey { throw problem(.wrongType, "an alias cannot be a key; keys are plain words") }
            nodeEnded()
        case YAML_SCALAR_EVENT:
            nodeEnded()
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            if isKey { throw problem(.wrongType, "a list or mapping cannot be a key; keys are plain words") }
            open.append(Open(isMapping: event.type == YAML_MAPPING_START_EVENT, expectsKey: true))
            if open.count > 2 * SceneLimits.maxNestingDepth {
                throw problem(.limitExceeded, "nesting deeper than \(SceneLimits.maxNestingDepth) levels")
            }
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            open.removeLast()
            nodeEnded()
        default:
            break  // stream and document events
        }
    }

    /// A whole node was read: in a mapping, a key is followed by its value and a value by a key.
    private mutating func nodeEnded() {
        guard let last = open.indices.last, open[last].isMapping else { return }
        open[last].expectsKey.toggle()
    }
}
