#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The font files Chevron bundles in `Fonts/` (see `Fonts/README.md`): Latin text is set in these
/// alone, so it looks the same on every machine (STYLE "Deterministic output"). Only a character
/// they lack sends Chevron to the system's fonts (`FallbackFonts`).
enum FontFile: CaseIterable, Sendable {
    /// TeX Gyre Heros: Helvetica's metrics (the phone's font), the face text is set in.
    case primaryRegular, primaryBold
    /// DejaVu Sans: wide coverage, for characters Heros lacks.
    case fallbackRegular, fallbackBold

    var fileName: String {
        switch self {
        case .primaryRegular: return "texgyreheros-regular.otf"
        case .primaryBold: return "texgyreheros-bold.otf"
        case .fallbackRegular: return "DejaVuSans.ttf"
        case .fallbackBold: return "DejaVuSans-Bold.ttf"
        }
    }
}

/// Finds the `Fonts/` folder, wherever Chevron runs from: the checkout, `swift run`, `swift test`
/// (an xctest bundle under `.build`), or an installed binary. The search path, in order:
///
/// 1. `$CHEVRON_FONTS_DIR`, when set: then only that folder, and an error when it lacks a font;
/// 2. `<exe dir>/Fonts` — a binary shipped next to its fonts;
/// 3. `<exe dir>/../share/chevron/Fonts` — an installed binary (`<prefix>/bin/chevron` with
///    `<prefix>/share/chevron/Fonts`);
/// 4. `<ancestor>/Fonts` for every folder above the executable's — `.build/debug/chevron` and
///    `.build/<triple>/debug/ChevronPackageTests.xctest` inside a checkout find `<checkout>/Fonts`;
/// 5. the `Fonts/` of the source checkout this module was compiled from (`#filePath`).
///
/// The executable's path has its symbolic links resolved first, so a `chevron` linked into
/// `/usr/local/bin` still finds the fonts installed beside the real file. A folder counts only when
/// it holds every bundled font file.
package enum FontDirectory {
    /// The environment variable that overrides the search.
    package static let environmentVariable = "CHEVRON_FONTS_DIR"

    /// The folder holding the bundled fonts, by the search path above.
    package static func locate() throws -> String {
        let value = getenv(environmentVariable).map { String(cString: $0) }
        return try locate(override: value, executable: executablePath(), checkoutFonts: checkoutFonts)
    }

    /// `locate()` with its inputs given, for tests.
    static func locate(override: String?, executable: String?, checkoutFonts: String?) throws -> String {
        if let override, !override.isEmpty {
            let missing = missingFiles(in: override)
            guard missing.isEmpty else {
                throw TypesettingError.overrideWithoutFonts(path: override, missing: missing)
            }
            return override
        }
        let candidates = searchPath(executable: executable, checkoutFonts: checkoutFonts)
        guard let found = candidates.first(where: { missingFiles(in: $0).isEmpty }) else {
            throw TypesettingError.fontsNotFound(searched: candidates)
        }
        return found
    }

    /// Steps 2–5 of the search path for an executable at `executable` (an absolute path with
    /// links resolved), without duplicates.
    static func searchPath(executable: String?, checkoutFonts: String?) -> [String] {
        var folders: [String] = []
        if let executable, let exeDir = parent(of: executable) {
            folders.append(joined(exeDir, "Fonts"))
            if let prefix = parent(of: exeDir) { folders.append(joined(prefix, "share/chevron/Fonts")) }
            var folder = parent(of: exeDir)
            while let current = folder {
                folders.append(joined(current, "Fonts"))
                folder = parent(of: current)
            }
        }
        if let checkoutFonts { folders.append(checkoutFonts) }
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted }
    }

    /// The bundled font files not found (as readable regular files) in `folder`.
    static func missingFiles(in folder: String) -> [String] {
        FontFile.allCases.map(\.fileName).filter { name in
            var info = stat()
            let path = joined(folder, name)
            return stat(path, &info) != 0 || (info.st_mode & S_IFMT) != S_IFREG || access(path, R_OK) != 0
        }
    }

    /// `<checkout>/Fonts`, from this file's compile-time path `<checkout>/Sources/Typesetting/…`.
    static let checkoutFonts: String? = {
        let file = "\(#filePath)"
        guard file.hasPrefix("/"), let module = parent(of: file), let sources = parent(of: module),
              let checkout = parent(of: sources)
        else { return nil }
        return joined(checkout, "Fonts")
    }()

    /// The running executable, absolute and with symbolic links resolved; nil if unknown.
    static func executablePath() -> String? {
        #if os(Linux)
        return resolved("/proc/self/exe")
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return resolved(String(cString: buffer))
        #else
        return nil
        #endif
    }

    // MARK: - Paths (plain strings: this module loads no Foundation)

    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// The folder holding `path` (`/a/b` → `/a`, `/a` → `/`), nil for the root or a bare name.
    static func parent(of path: String) -> String? {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return nil }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
