import ChevronSupport

/// The scene reference, docs/scene-reference.md: every mapping of `SceneFormat.mappings` in the
/// order a reader meets them, where it is written, and a table of its keys — each key's value and
/// its line. `chevron schema --reference` prints it; a test keeps the file current.
extension SceneFormat {
    package static var reference: String {
        var text = """
            # Scene reference

            <!-- Generated from the parser's own description of the scene format (Sources/SceneFile/Format): \
            do not edit; `bash scripts/scene-docs.sh` rewrites it. -->

            Every key a scene file can write, mapping by mapping, starting at the top of the file. A key \
            not listed is an error that names the closest listed one; a key whose value is `null` (or `~`) \
            is taken as absent. Text is any YAML scalar (`title: 2009` is the text "2009"); a colour is \
            `#rgb`, `#rrggbb`, `#rrggbbaa` or `transparent` (quoted: YAML reads `#` after a space as a \
            comment). `chevron schema` prints the same description as a JSON Schema for an editor.

            """
        let places = self.places
        for shape in ordered {
            text += "\n## \(shape.name)\n\n\(shape.summary)\n"
            if let written = places[shape.name] {
                // Every view takes `subviews`: said once, not once a class.
                let classes = Set(SceneNode.viewClasses.map(\.shape.name))
                var said: [String] = []
                for place in written {
                    if classes.contains(place.mapping) && place.key == "subviews" {
                        if !said.contains(everyView) { said.append(everyView) }
                    } else {
                        said.append("\(link(place.mapping)).`\(place.key)`")
                    }
                }
                text += "\nWritten at " + said.joined(separator: ", ") + ".\n"
            }
            text += "\n| Key | Value | |\n| --- | --- | --- |\n"
            for key in shape.keys {
                let name = "`\(key.name)`" + (key.isRequired ? " (required)" : "")
                text += "| \(name) | \(cell(describe(key.value))) | \(cell(key.summary)) |\n"
            }
            for group in shape.exclusive {
                let keys = group.keys.map { "`\($0)`" }.joined(separator: ", ")
                text += "\n" + (group.exactlyOne ? "Exactly one of \(keys) is written." : "At most one of \(keys).") + "\n"
            }
        }
        return text
    }

    static let everyView = "every view's `subviews`"

    /// A table cell's text: `|` would end the cell.
    static func cell(_ text: String) -> String { text.replacingAll("|", with: "\\|") }

    /// A value in words, mappings linked to their sections.
    static func describe(_ shape: ValueShape, inList: Bool = false) -> String {
        switch shape {
        case .string(let maxLength):
            return maxLength == SceneLimits.maxStringLength ? "text" : "text of at most \(maxLength) characters"
        case .imagePath: return "image path"
        case .bool: return "true or false"
        case .number(let range): return "number \(NumberText.points(range.lowerBound))…\(NumberText.points(range.upperBound))"
        case .integer(let range): return "whole number \(range.lowerBound)…\(range.upperBound)"
        case .color: return "colour"
        case .tint: return "opaque colour (#rgb or #rrggbb)"
        case .word(_, let cases): return cases.map { "`\($0)`" }.joined(separator: ", ")
        case .null: return "nothing"
        case .constant(let value): return "`\(value)`"
        case .mapping(let name): return link(name)
        case .list(let item, let count):
            let length = count.lowerBound == count.upperBound ? "\(count.lowerBound)"
                : count.lowerBound > 0 ? "\(count.lowerBound) to \(count.upperBound)" : "at most \(count.upperBound)"
            return "list (\(length)), each \(describe(item, inList: true))"
        case .oneKey(let name, let besides):
            return "one key of \(link(name))" + (besides.isEmpty ? "" : ", with " + besides.map { "`\($0)`" }.joined(separator: ", "))
        case .oneOf(let shapes): return shapes.map { describe($0) }.joined(separator: inList ? " or " : "; or ")
        }
    }

    static func link(_ name: String) -> String { "[\(name)](#\(name.lowercased()))" }
}

extension String {
    /// The text with every `target` replaced (no Foundation in the library).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
