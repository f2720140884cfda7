/// Why text cannot be set: the bundled fonts are missing or unreadable. Nothing else in this module
/// throws; once the fonts are loaded, any text can be measured and drawn.
public enum TypesettingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No folder on the search path holds all the bundled font files (see `FontDirectory`).
    case fontsNotFound(searched: [String])
    /// `CHEVRON_FONTS_DIR` names a folder that does not hold the bundled font files.
    case overrideWithoutFonts(path: String, missing: [String])
    /// FreeType could not open a font file, or the file lacks what Chevron needs.
    case unreadableFont(path: String, reason: String)

    public var description: String {
        switch self {
        case .fontsNotFound(let searched):
            return "bundled fonts not found (looked for \(FontFile.primaryRegular.fileName) in "
                + searched.joined(separator: ", ")
                + "); set \(FontDirectory.environmentVariable) to the Fonts folder of a Chevron checkout"
        case .overrideWithoutFonts(let path, let missing):
            return "\(FontDirectory.environmentVariable)=\(path) does not hold the bundled fonts (missing "
                + missing.joined(separator: ", ") + ")"
        case .unreadableFont(let path, let reason):
            return "cannot read the font \(path): \(reason)"
        }
    }
}
