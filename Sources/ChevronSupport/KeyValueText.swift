/// `name=value` text: a command-line option (`--threshold=0.2`), an environment entry, a blob's field.
package enum KeyValueText {
    /// `text` split at its first `=`, nil when it has none. Split by Unicode scalar, not by
    /// Character: a value that begins with a combining mark would otherwise swallow the `=` before
    /// it into one Character, and the split would be missed or fall elsewhere.
    package static func split(_ text: Substring) -> (name: String, value: String)? {
        let scalars = text.unicodeScalars
        guard let equals = scalars.firstIndex(of: "=") else { return nil }
        return (String(scalars[..<equals]), String(scalars[scalars.index(after: equals)...]))
    }
}
