import ChevronSupport
import Scene
import _CLibYAML

/// Composes the nodes of a scene file from libyaml's event stream (the system's libyaml, found
/// with pkg-config `yaml-0.1`), in one linear pass that also refuses what would make reading the
/// scene expensive:
///
/// - more than `SceneLimits.maxAliases` aliases (`*name`): an alias is resolved to the anchored
///   node itself, shared rather than copied, and the reader counts what aliases expand to — every
///   value it walks past the document's own (`nodes`), against `SceneLimits.maxNodes` — so an alias
///   bomb ("billion laughs") costs neither memory nor time, while a long honest list (a 10 000-row
///   table) is bounded only by the file's size;
/// - an alias, a list or a mapping used as a key (scene keys are plain words);
/// - nesting deeper than `SceneLimits.maxYAMLDepth` (the reader then checks the depth of what it
///   reads, merge keys included, against `maxNestingDepth`, a view counting as one level);
///   libyaml's own limit on absurd flow nesting (`[[[[…`), met first, is reported as this one;
/// - the same key twice in one mapping, at the second.
///
/// Errors from libyaml itself (a tab, a bad escape, an unclosed quote) keep its wording and
/// location: `not YAML: found unexpected end of stream (while scanning a quoted scalar at 1:34)`.
/// Reading the events directly, rather than through a YAML library's node API, keeps Foundation
/// out of the `chevron` process (it starts faster and is a fraction of the size).
struct YAMLComposer {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// A long file's events, parsed ahead on a second thread.
    private var pipe: YAMLEventPipe?
    private let file: String
    private var anchors: [String: YAMLNode] = [:]
    private var aliases = 0
    private var depth = 0
    /// The document's own values (keys left out), each counted once however many aliases name it.
    private var nodes = 0

    private init(file: String, parser: UnsafeMutablePointer<yaml_parser_t>) {
        self.file = file
        self.parser = parser
    }

    /// Up to this many keys, a mapping finds a duplicate key by comparing it with each key before.
    private static let keysComparedInPlace = 16

    /// The single document of `text`, or nil when the stream holds none (an empty file, only
    /// comments).
    static func compose(_ text: String, file: String) throws(SceneError) -> YAMLNode? {
        try composeCounting(text, file: file).root
    }

    /// The single document of `text` and how many nodes the document itself holds (aliases not
    /// expanded): what a reader may walk before aliases have expanded anything.
    static func composeCounting(_ text: String, file: String) throws(SceneError) -> (root: YAMLNode?, nodes: Int) {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        defer { parser.deallocate() }
        var composer = YAMLComposer(file: file, parser: parser)
        guard yaml_parser_initialize(parser) == 1 else {
            throw SceneError(.syntax, at: SourceLocation(file: file, line: 1, column: 1), keyPath: "",
                             "not YAML: libyaml could not start")
        }
        defer { yaml_parser_delete(parser) }
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer { (buffer) throws(SceneError) -> (root: YAMLNode?, nodes: Int) in
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            if buffer.count >= YAMLEventPipe.minimumBytes { composer.pipe = YAMLEventPipe.start(parser) }
            // The thread is done with the parser and the bytes before either goes.
            defer { composer.pipe?.finish() }
            let root = try composer.stream()
            return (root, composer.nodes)
        }
    }

    // MARK: The stream

    private mutating func stream() throws(SceneError) -> YAMLNode? {
        var event = try next()  // stream start
        event.delete()
        event = try next()
        if event.type == YAML_STREAM_END_EVENT {
            event.delete()
            return nil
        }
        event.delete()  // document start
        let root = try node(from: try next())
        try next().delete()  // document end
        let after = try next()
        defer { after.delete() }
        if after.type != YAML_STREAM_END_EVENT {
            throw syntax("but found another document (expected a single document in the stream at 1:1)",
                         at: after.event.start_mark)
        }
        return root
    }

    /// Composes the node that `event` starts, taking the events up to its end. Frees `event`.
    private mutating func node(from event: Event) throws(SceneError) -> YAMLNode {
        defer { event.delete() }
        let e = event.event
        let mark = e.start_mark
        switch e.type {
        case YAML_ALIAS_EVENT:
            aliases += 1
            if aliases > SceneLimits.maxAliases {
                throw problem(.limitExceeded, "more than \(SceneLimits.maxAliases) aliases", at: mark)
            }
            let name = YAMLComposer.string(e.data.alias.anchor) ?? ""
            guard let target = anchors[name] else { throw syntax("found undefined alias", at: mark) }
            return target
        case YAML_SCALAR_EVENT:
            let scalar = e.data.scalar
            let text = YAMLComposer.text(scalar.value, count: scalar.length)
            nodes += 1
            let node = YAMLNode(.scalar(text, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE),
                                line: Int(mark.line) + 1, column: Int(mark.column) + 1)
            register(YAMLComposer.string(scalar.anchor), node)
            return node
        case YAML_SEQUENCE_START_EVENT:
            try enter(at: mark)
            var items: [YAMLNode] = []
            while true {
                let item = try next()
                if item.type == YAML_SEQUENCE_END_EVENT {
                    item.delete()
                    break
                }
                items.append(try node(from: item))
            }
            depth -= 1
            nodes += 1
            let node = YAMLNode(.sequence(items), line: Int(mark.line) + 1, column: Int(mark.column) + 1)
            register(YAMLComposer.string(e.data.sequence_start.anchor), node)
            return node
        case YAML_MAPPING_START_EVENT:
            try enter(at: mark)
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            var seen: Set<String> = []
            while true {
                let keyEvent = try next()
                if keyEvent.type == YAML_MAPPING_END_EVENT {
                    keyEvent.delete()
                    break
                }
                guard keyEvent.type == YAML_SCALAR_EVENT else {
                    defer { keyEvent.delete() }
                    let what = keyEvent.type == YAML_ALIAS_EVENT ? "an alias" : "a list or mapping"
                    throw problem(.wrongType, "\(what) cannot be a key; keys are plain words",
                                  at: keyEvent.event.start_mark)
                }
                let key = try node(from: keyEvent)
                nodes -= 1  // a key is not a value: the reader counts values
                let text = key.scalarText ?? ""
                // A mapping holds a handful of keys: comparing with each costs less than hashing
                // into a set, which only a long mapping gets (filled with the keys so far).
                let duplicate: Bool
                if pairs.count < YAMLComposer.keysComparedInPlace {
                    duplicate = pairs.contains { $0.key.scalarText == text }
                } else {
                    if seen.isEmpty { seen = Set(pairs.map { $0.key.scalarText ?? "" }) }
                    duplicate = !seen.insert(text).inserted
                }
                if duplicate {
                    throw SceneError(.duplicateKey, at: SourceLocation(file: file, line: key.line, column: key.column),
                                     keyPath: "", "duplicate key `\(Suggestion.shortened(text))`")
                }
                pairs.append((key, try node(from: try next())))
            }
            depth -= 1
            nodes += 1
            let node = YAMLNode(.mapping(pairs), line: Int(mark.line) + 1, column: Int(mark.column) + 1)
            register(YAMLComposer.string(e.data.mapping_start.anchor), node)
            return node
        default:
            throw syntax("unexpected \(e.type)", at: mark)
        }
    }

    private mutating func enter(at mark: yaml_mark_t) throws(SceneError) {
        depth += 1
        if depth > SceneLimits.maxYAMLDepth {
            throw problem(.limitExceeded, "YAML nested deeper than \(SceneLimits.maxYAMLDepth) levels", at: mark)
        }
    }

    private mutating func register(_ anchor: String?, _ node: YAMLNode) {
        if let anchor { anchors[anchor] = node }
    }

    // MARK: Events

    /// One libyaml event, freed by `delete()` once read.
    private struct Event {
        var event: yaml_event_t
        var type: yaml_event_type_t { event.type }
        func delete() {
            var e = event
            yaml_event_delete(&e)
        }
    }

    private mutating func next() throws(SceneError) -> Event {
        if let pipe {
            guard let event = pipe.next() else { throw parserError() }
            return Event(event: event)
        }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw parserError() }
        return Event(event: event)
    }

    /// libyaml's own error, in its words: the problem, and what it was doing where.
    private func parserError() -> SceneError {
        let parser = self.parser.pointee
        let problemText = YAMLComposer.cString(parser.problem) ?? "unknown error"
        let mark = parser.problem_mark
        // libyaml's scanner reads ahead of the events (a simple key's 1024 characters), so on
        // absurd flow nesting (`[[[[…`) it can stop, on its own limit or on what follows, before the
        // events reach ours: its count of open flow collections says so (no message is read), and
        // the refusal is ours, at the place it stopped.
        if Int(parser.flow_level) > SceneLimits.maxYAMLDepth {
            return problem(.limitExceeded, "YAML nested deeper than \(SceneLimits.maxYAMLDepth) levels", at: mark)
        }
        if parser.error == YAML_READER_ERROR {
            return SceneError(.encoding, at: SourceLocation(file: file, line: 1, column: 1), keyPath: "",
                              "cannot read the text: \(problemText)")
        }
        var text = problemText
        if let context = YAMLComposer.cString(parser.context) {
            let c = parser.context_mark
            text += " (\(context) at \(c.line + 1):\(c.column + 1))"
        }
        return syntax(text, at: mark)
    }

    private func syntax(_ message: String, at mark: yaml_mark_t) -> SceneError {
        problem(.syntax, "not YAML: " + message, at: mark)
    }

    private func problem(_ kind: SceneError.Kind, _ message: String, at mark: yaml_mark_t) -> SceneError {
        SceneError(kind, at: SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1),
                   keyPath: "", message)
    }

    // MARK: Text

    /// A scalar's bytes (it may hold NUL characters), as UTF-8 text.
    private static func text(_ pointer: UnsafeMutablePointer<UInt8>?, count: Int) -> String {
        guard let pointer, count > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    private static func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func cString(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
