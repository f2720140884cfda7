import Scene

/// One entry of an image-rules file (`chevron diff --rules FILE`): how the images whose relative
/// path matches `match` are compared. Plain values, read and located like a scene's: the module
/// that reads YAML reads this too, and the caller turns it into the differ's options.
package struct ImageRule: Hashable, Sendable {
    /// A glob over the relative path (`*`, `?`, `[…]`).
    package var match: String
    package var threshold: Double?
    package var maxDiffPixels: Int?
    package var maxDiffRatio: Double?
    /// Rectangles `[x, y, width, height]` in pixels, each side checked (x, y ≥ 0; width, height ≥ 1).
    package var ignore: [[Int]]
    package var includeAA: Bool?
    /// Where the entry starts, for messages.
    package var location: SourceLocation

    package init(match: String, threshold: Double? = nil, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil,
                ignore: [[Int]] = [], includeAA: Bool? = nil, location: SourceLocation) {
        self.match = match
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.ignore = ignore
        self.includeAA = includeAA
        self.location = location
    }
}

/// Reads an image-rules file: a YAML (or JSON) list of `{ match: GLOB, threshold, maxDiffPixels,
/// maxDiffRatio, ignore: [[x, y, w, h]], includeAA }`, every key but `match` optional. Errors are
/// `SceneError`s with the file, line, column and key path, as a scene's are; the same limits apply.
package enum ImageRulesFile {
    /// An entry's keys (the differ's options of `chevron diff`, by their names there).
    static let rule = MappingShape(
        "imageRule", "How the images whose relative path matches are compared.",
        keys: [
            KeyShape("match", .string(maxLength: SceneLimits.maxPathLength), "A glob over the relative path.", required: true),
            KeyShape("threshold", .number(0...1), "The colour distance a pixel may differ by."),
            KeyShape("maxDiffPixels", .integer(0...Int(Int32.max)), "How many pixels may differ."),
            KeyShape("maxDiffRatio", .number(0...1), "What share of the pixels may differ."),
            KeyShape("ignore", .list(.list(.integer(0...Int(Int32.max)), count: 4...4), max: 256),
                     "Rectangles `[x, y, width, height]` in pixels left out of the comparison."),
            KeyShape("includeAA", .bool, "Counts anti-aliased pixels as differences."),
        ])
    /// At most this many rules (each is tried against every image).
    package static let maxRules = 1000

    package static func parse(_ bytes: [UInt8], file: String) throws(SceneError) -> [ImageRule] {
        let start = SourceLocation(file: file, line: 1, column: 1)
        if bytes.count > SceneLimits.maxFileBytes {
            throw SceneError(.limitExceeded, at: start, keyPath: "",
                             "the file is \(bytes.count) bytes: the limit is \(SceneLimits.maxFileBytes)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SceneError(.encoding, at: SceneParser.firstInvalidUTF8(in: bytes[...], file: file), keyPath: "",
                             "not UTF-8 text")
        }
        let composed: YAMLNode?
        let ownNodes: Int
        do {
            (composed, ownNodes) = try YAMLComposer.composeCounting(text, file: file)
        } catch {
            throw SceneParser.withHint(error, text: text)
        }
        guard let composed else { return [] }
        let reader = SceneReader(file: file, text: text, ownNodes: ownNodes)
        try reader.visit(composed, path: "")
        let top = SceneNode(node: composed, path: "", depth: 0, reader: reader)
        guard case .sequence = composed.content else {
            throw top.error(.wrongType, "a rules file is a list of `{ match: GLOB, … }`; found \(top.found)")
        }
        var rules: [ImageRule] = []
        for entry in try top.sequence(maxCount: maxRules) {
            let map = try entry.mapping(rule)
            let match = try map.required("match").string(maxLength: SceneLimits.maxPathLength)
            if match.isEmpty { throw entry.error(.wrongType, "`match` is an empty glob") }
            var rule = ImageRule(match: match, location: entry.location)
            rule.threshold = try map["threshold"]?.number(in: 0...1)
            rule.maxDiffPixels = try map["maxDiffPixels"]?.integer(in: 0...Int(Int32.max))
            rule.maxDiffRatio = try map["maxDiffRatio"]?.number(in: 0...1)
            rule.includeAA = try map["includeAA"]?.bool()
            if let list = map["ignore"] {
                for region in try list.sequence(maxCount: 256) {
                    let numbers = try region.sequence(maxCount: 4)
                    guard numbers.count == 4 else {
                        throw region.error(.wrongType, "a region is [x, y, width, height], 4 numbers; found \(numbers.count)")
                    }
                    let x = try numbers[0].integer(in: 0...Int(Int32.max))
                    let y = try numbers[1].integer(in: 0...Int(Int32.max))
                    let w = try numbers[2].integer(in: 1...Int(Int32.max))
                    let h = try numbers[3].integer(in: 1...Int(Int32.max))
                    rule.ignore.append([x, y, w, h])
                }
            }
            rules.append(rule)
        }
        return rules
    }
}
