import Chevron

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--font-dir DIR` (repeatable): a folder of fonts searched, before the system's, for characters
/// the bundled fonts lack (docs/scenes.md §Text in every language). `CHEVRON_FONT_DIRS` does the same for
/// every command.
enum FontDirectoryOption {
    static let option = OptionSyntax.value(
        "font-dir", valueName: "DIR",
        help: "A folder of fonts for characters the bundled fonts lack (CJK, emoji…), searched before the system's.",
        repeats: true)

    /// The folders given, checked: each must be a readable folder.
    static func folders(_ arguments: ParsedArguments) throws(ValidationError) -> [String] {
        let folders = arguments.strings("font-dir")
        for folder in folders {
            var info = stat()
            guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, access(folder, R_OK | X_OK) == 0 else {
                throw ValidationError("--font-dir \(folder) is not a folder that can be read")
            }
        }
        return folders
    }

    /// Adds the folders to the fallback search.
    static func use(_ folders: [String]) {
        for folder in folders { FallbackFonts.addDirectory(folder) }
    }
}
