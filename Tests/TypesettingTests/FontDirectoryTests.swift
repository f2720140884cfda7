import Foundation
import Testing
@testable import Typesetting

/// The font search path: override, beside the executable, installed layout, walking up, checkout.
@Suite struct FontDirectoryTests {
    @Test func searchPathOrderForAnInstalledBinary() {
        let path = FontDirectory.searchPath(executable: "/opt/chevron/bin/chevron", checkoutFonts: "/src/chevron/Fonts")
        #expect(path == [
            "/opt/chevron/bin/Fonts", "/opt/chevron/share/chevron/Fonts", "/opt/chevron/Fonts", "/opt/Fonts",
            "/Fonts", "/src/chevron/Fonts",
        ])
    }

    @Test func walkingUpFromTheBuildFolderReachesTheCheckout() {
        let path = FontDirectory.searchPath(
            executable: "/w/chevron/.build/x86_64-unknown-linux-gnu/debug/ChevronPackageTests.xctest",
            checkoutFonts: nil)
        #expect(path.contains("/w/chevron/Fonts"))
        #expect(path.firstIndex(of: "/w/chevron/.build/Fonts")! < path.firstIndex(of: "/w/chevron/Fonts")!)
    }

    @Test func theRunningTestsFindTheBundledFonts() throws {
        let folder = try FontDirectory.locate()
        #expect(FontDirectory.missingFiles(in: folder).isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder + "/README.md"))
    }

    @Test func theOverrideWinsAndMustHoldTheFonts() throws {
        let real = Fixtures.fontsDirectory
        let found = try FontDirectory.locate(override: real, executable: "/nowhere/bin/chevron", checkoutFonts: nil)
        #expect(found == real)
        let empty = try TemporaryFolder()
        #expect(throws: TypesettingError.overrideWithoutFonts(
            path: empty.path, missing: FontFile.allCases.map(\.fileName))) {
            try FontDirectory.locate(override: empty.path, executable: nil, checkoutFonts: real)
        }
        let message = String(describing: TypesettingError.overrideWithoutFonts(path: "/x", missing: ["a.otf"]))
        #expect(message == "CHEVRON_FONTS_DIR=/x does not hold the bundled fonts (missing a.otf)")
    }

    @Test func anInstalledLayoutIsFoundBesideTheBinary() throws {
        let prefix = try TemporaryFolder()
        let fonts = prefix.path + "/share/chevron/Fonts"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        try TemporaryFolder.linkFonts(FontFile.allCases, into: fonts)
        let found = try FontDirectory.locate(override: "", executable: prefix.path + "/bin/chevron",
                                             checkoutFonts: "/nonexistent/Fonts")
        #expect(found == fonts)
    }

    @Test func nothingFoundNamesEveryFolderTried() throws {
        let prefix = try TemporaryFolder()
        let exe = prefix.path + "/bin/chevron"
        #expect(throws: TypesettingError.fontsNotFound(
            searched: FontDirectory.searchPath(executable: exe, checkoutFonts: "/nonexistent/Fonts"))) {
            try FontDirectory.locate(override: nil, executable: exe, checkoutFonts: "/nonexistent/Fonts")
        }
        let message = String(describing: TypesettingError.fontsNotFound(searched: ["/a/Fonts", "/b/Fonts"]))
        #expect(message.contains("/a/Fonts, /b/Fonts"))
        #expect(message.contains("CHEVRON_FONTS_DIR"))
    }

    @Test func aFolderMissingOneFontDoesNotCount() throws {
        let folder = try TemporaryFolder()
        try TemporaryFolder.linkFonts(FontFile.allCases.dropLast(), into: folder.path)
        #expect(FontDirectory.missingFiles(in: folder.path) == [FontFile.fallbackBold.fileName])
    }

    @Test func aCorruptFontIsAClearError() throws {
        let folder = try TemporaryFolder()
        try TemporaryFolder.linkFonts(FontFile.allCases, into: folder.path)
        let broken = folder.path + "/" + FontFile.primaryBold.fileName
        try FileManager.default.removeItem(atPath: broken)
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: broken))
        do {
            _ = try Typesetter(fontsDirectory: folder.path)
            Issue.record("a corrupt font must not load")
        } catch let error as TypesettingError {
            guard case .unreadableFont(let path, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == broken)
            #expect(String(describing: error).hasPrefix("cannot read the font \(broken): "))
        }
    }

    @Test func parentFolders() {
        #expect(FontDirectory.parent(of: "/a/b/c") == "/a/b")
        #expect(FontDirectory.parent(of: "/a/b/") == "/a")
        #expect(FontDirectory.parent(of: "/a") == "/")
        #expect(FontDirectory.parent(of: "/") == nil)
        #expect(FontDirectory.parent(of: "chevron") == nil)
    }
}

/// A fresh folder under the system's temporary folder, removed when the value goes away.
final class TemporaryFolder {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "chevron-fonts-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = String(cString: made)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Links the checkout's copies of `files` into `folder`.
    static func linkFonts(_ files: some Sequence<FontFile>, into folder: String) throws {
        for file in files {
            let source = Fixtures.fontsDirectory + "/" + file.fileName
            let link = folder + "/" + file.fileName
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: source)
        }
    }
}
