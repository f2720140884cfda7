import Foundation
import Testing

/// The documents cannot drift from the code: every file path, module and type docs/DESIGN.md names
/// exists, every path the guides name exists, every `§` citation in the sources, tests, scripts
/// and documents names a section of the document it cites, and the README and DESIGN keep their
/// sizes. A check that can fail: `madeUpNamesAreFound` feeds it names that do not exist.
struct DocsDriftTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let repository = Repository(root: checkout)

    static func text(_ path: String) throws -> String {
        try String(contentsOf: checkout.appendingPathComponent(path), encoding: .utf8)
    }

    static let guides = ["README.md", "docs/scenes.md", "docs/cli.md", "docs/ci.md", "docs/library.md",
                         "docs/preview.md", "docs/fidelity.md", "docs/performance.md", "docs/figures.md",
                         "docs/diagnostics.md", "docs/ci/README.md"]

    @Test func theSizesHold() throws {
        let readme = try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let design = try Self.text("docs/DESIGN.md").split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(readme <= 300, "README.md is \(readme) lines: a front door is at most 300 (move the rest to a guide in docs/)")
        #expect(design <= 400, "docs/DESIGN.md is \(design) lines: at most 400 (figures go to docs/figures.md)")
    }

    @Test func everyNameInDesignExists() throws {
        let problems = Self.repository.unknownNames(in: try Self.text("docs/DESIGN.md"), types: true, allPaths: true)
        #expect(problems.isEmpty, "docs/DESIGN.md names what the repository lacks:\n\(problems.joined(separator: "\n"))")
    }

    /// The guides' code paths (from a folder of the checkout, or a Swift file); docs/library.md's
    /// types too (they are the public API a user types). Other file names in the guides are
    /// examples (`x.yaml`, `caps.json`, what a run writes).
    @Test(arguments: guides)
    func everyPathInAGuideExists(_ guide: String) throws {
        let problems = Self.repository.unknownNames(in: try Self.text(guide), types: guide == "docs/library.md",
                                                    allPaths: false)
        #expect(problems.isEmpty, "\(guide) names what the repository lacks:\n\(problems.joined(separator: "\n"))")
    }

    /// DESIGN's table of modules is the package's modules, no more, no fewer.
    @Test func designListsEveryModule() throws {
        let design = try Self.text("docs/DESIGN.md")
        let section = try #require(design.components(separatedBy: "\n## Modules\n").dropFirst().first)
            .components(separatedBy: "\n## ")[0]
        let listed = Set(section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).split(separator: "`").first.map(String.init)
        })
        #expect(listed == Self.repository.modules.union(["CShims"]).subtracting(Self.repository.cShims),
                "docs/DESIGN.md §Modules lists \(listed.sorted()); Sources/ holds \(Self.repository.modules.sorted())")
    }

    /// DESIGN's diagram of modules: every arrow is a dependency Package.swift declares
    /// (`A, B ← C ← D`: C depends on A and B, D on C), and every module it names exists.
    @Test func designsDiagramIsThePackages() throws {
        let design = try Self.text("docs/DESIGN.md")
        let section = try #require(design.components(separatedBy: "\n## Modules\n").dropFirst().first)
        let diagram = try #require(section.components(separatedBy: "```\n").dropFirst().first,
                                   "docs/DESIGN.md §Modules has no diagram")
        let dependencies = try Self.repository.declaredDependencies(try Self.text("Package.swift"))
        let parenthesised = try Regex(#"\([^)]*\)"#)
        var arrows = 0
        for line in diagram.split(separator: "\n") {
            let plain = String(line).replacing(parenthesised, with: "")
            let segments = plain.split(separator: "←").map { segment in
                segment.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
            for (lower, upper) in zip(segments, segments.dropFirst()) {
                // "all of the above", "swift-nio only": prose, not modules.
                guard lower.allSatisfy({ $0.first?.isUppercase == true && !$0.contains(" ") }) else { continue }
                for dependent in upper {
                    #expect(Self.repository.modules.contains(dependent), "the diagram names no module `\(dependent)`")
                    for dependency in lower {
                        arrows += 1
                        #expect(dependencies[dependent]?.contains(dependency) == true,
                                "docs/DESIGN.md's diagram says \(dependent) depends on \(dependency); Package.swift does not")
                    }
                }
            }
        }
        #expect(arrows > 20, "\(arrows) arrows read from the diagram")
    }

    /// `docs/DESIGN.md §Bar layout`, `docs/scenes.md §Modal screens`…: each names a heading (or a
    /// bold run-in heading) of the document it cites. DESIGN's citations may name a section of
    /// figures.md, where DESIGN's §Where each rule and figure lives sends them.
    @Test func everyCitationNamesASection() throws {
        var problems: [String] = []
        var sectionsOf: [String: [String]] = [:]
        for document in Repository.documents {
            sectionsOf[document] = Repository.sections(of: try Self.text("docs/" + document))
        }
        for (path, text) in try Self.repository.citingFiles() where text.contains("§") {
            for citation in Repository.citations(in: text) {
                let targets = citation.document == "DESIGN.md" ? ["DESIGN.md", "figures.md"] : [citation.document]
                let sections = targets.flatMap { sectionsOf[$0] ?? [] }
                if !Repository.names(citation.section, oneOf: sections) {
                    problems.append("\(path): \(citation.document) §\(citation.section.prefix(60))…")
                }
            }
        }
        #expect(problems.isEmpty, "citations of sections that do not exist:\n\(problems.joined(separator: "\n"))")
    }

    /// Comments cite the repository's own documents, never one outside it (the specification the
    /// project started from is not in the checkout).
    @Test func nothingCitesADocumentOutsideTheRepository() throws {
        let outside = try Self.repository.citingFiles().filter { path, _ in
            path.hasPrefix("Sources/") || path.hasPrefix("Tests/") || path.hasPrefix("scripts/") || path.hasPrefix("bench/")
        }.filter { _, text in text.contains("SPEC §") || text.contains("SPEC.md") }.map(\.0)
        #expect(outside.isEmpty, "these cite SPEC, which is not in the repository: \(outside)")
    }

    /// The checks above can fail: a made-up type, module, file and section are each found.
    @Test func madeUpNamesAreFound() throws {
        let text = """
            `SceneLayout` lays out in `Sources/Layout/Tree/SceneLayout.swift`; `FrobnicatorLayout` in
            `Sources/Layout/Frobs/`, `Widgets/Metrics/NoSuchColors.swift` and the `Frobnication` module.
            """
        let problems = Self.repository.unknownNames(in: text, types: true, allPaths: true)
        #expect(problems.count == 4, "\(problems)")
        #expect(problems.contains { $0.contains("FrobnicatorLayout") })
        #expect(problems.contains { $0.contains("Sources/Layout/Frobs/") })
        #expect(problems.contains { $0.contains("NoSuchColors.swift") })
        #expect(problems.contains { $0.contains("Frobnication") })
        let design = try Repository.sections(of: Self.text("docs/DESIGN.md"))
        #expect(Repository.names("Layers", oneOf: design))
        #expect(!Repository.names("Frobnication rules", oneOf: design))
    }
}

/// What the repository holds: its files and folders, its modules, and the types its sources declare.
struct Repository {
    let files: Set<String>
    let folders: Set<String>
    let modules: Set<String>
    let cShims: Set<String>
    let types: Set<String>
    /// The checkout's top-level folders (`Sources`, `Tests`, `bench`…).
    let topFolders: Set<String>
    let root: URL

    init(root: URL) {
        self.root = root
        var files = Set<String>(), folders = Set<String>()
        let skipped: Set<String> = [".build", ".git", "Output", ".swiftpm", "node_modules", "__pycache__"]
        func walk(_ relative: String) {
            let url = relative.isEmpty ? root : root.appendingPathComponent(relative)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] where !skipped.contains(name) {
                let path = relative.isEmpty ? name : relative + "/" + name
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
                if isFolder.boolValue {
                    folders.insert(path)
                    walk(path)
                } else {
                    files.insert(path)
                }
            }
        }
        walk("")
        self.files = files
        self.folders = folders
        let sources = folders.filter { $0.hasPrefix("Sources/") && $0.split(separator: "/").count == 2 }
            .map { String($0.dropFirst("Sources/".count)) }
        cShims = Set(folders.filter { $0.hasPrefix("Sources/CShims/") && $0.split(separator: "/").count == 3 }
            .map { String($0.split(separator: "/")[2]) })
        modules = Set(sources).subtracting(["CShims"]).union(cShims)
        topFolders = Set(folders.filter { !$0.contains("/") })
        var types = Set<String>()
        let declaration = try? NSRegularExpression(
            pattern: #"\b(?:struct|enum|class|protocol|actor|typealias|associatedtype|case)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        for file in files where (file.hasPrefix("Sources/") || file.hasPrefix("Tests/")) && file.hasSuffix(".swift") {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            for match in declaration?.matches(in: text, range: range) ?? [] {
                if let name = Range(match.range(at: 1), in: text) { types.insert(String(text[name])) }
            }
        }
        // Package.swift's traits and the products it uses from its dependencies are names a guide may
        // give too (`traits: ["SnapshotTesting"]`, `import SnapshotTesting`).
        if let manifest = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8),
            let named = try? NSRegularExpression(pattern: #"\.(?:trait|product)\(name:\s*"([A-Za-z_][A-Za-z0-9_]*)""#)
        {
            for match in named.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
                if let name = Range(match.range(at: 1), in: manifest) { types.insert(String(manifest[name])) }
            }
        }
        self.types = types
    }

    /// Each target of Package.swift with the targets it depends on, read from its text: from each
    /// `name: "X"` to the next, the quoted names of its `dependencies: [...]`.
    func declaredDependencies(_ manifest: String) throws -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        let names = manifest.matches(of: try Regex(#"name:\s*"([A-Za-z_]+)""#))
        let quoted = try Regex(#""([A-Za-z_]+)""#)
        for (index, match) in names.enumerated() {
            guard let target = match.output[1].substring else { continue }
            let end = index + 1 < names.count ? names[index + 1].range.lowerBound : manifest.endIndex
            let slice = manifest[match.range.upperBound..<end]
            guard let list = slice.components(separatedBy: "dependencies:").dropFirst().first else { continue }
            let body = list.prefix { $0 != "]" }
            result[String(target), default: []].formUnion(body.matches(of: quoted).compactMap {
                $0.output[1].substring.map(String.init)
            })
        }
        return result
    }

    /// Names written in backticks that are not in the repository: paths (with a `/` or a file
    /// extension; with `allPaths` false only those from a folder of the checkout or of a Swift file)
    /// that no file or folder has, and — with `types` — capitalised identifiers that are neither a
    /// module, a folder of the checkout, nor a type or case the sources and tests declare.
    func unknownNames(in text: String, types checkTypes: Bool, allPaths: Bool) -> [String] {
        var problems: [String] = []
        for token in Repository.backticked(text) {
            if Repository.isPath(token) {
                let top = String(token.split(separator: "/").first ?? "")
                let checked = allPaths || token.hasSuffix(".swift") || (token.contains("/") && topFolders.contains(top))
                if checked && !hasPath(token) { problems.append("no file or folder `\(token)`") }
            } else if checkTypes {
                for name in Repository.typeNames(in: token) where !modules.contains(name) && !types.contains(name)
                    && !topFolders.contains(name) && name != "CShims" && !Repository.outside(name)
                {
                    problems.append("no module or type `\(name)`")
                }
            }
        }
        return problems
    }

    /// `Sources/Layout/Bars/`, `BarMetrics.swift`, `Widgets/Metrics/`: a path of the checkout, or
    /// the end of one (a file named by its folder in its module, or alone).
    func hasPath(_ token: String) -> Bool {
        let path = token.hasSuffix("/") ? String(token.dropLast()) : token
        if path.contains("<") || path.contains("*") || path.hasPrefix("../") || path.hasPrefix("Output")
            || path.hasPrefix("$") || path.hasPrefix("/") || path.hasPrefix("~") || path.contains("…")
        {
            return true  // a placeholder, a glob, outside the checkout, or what a run writes
        }
        if files.contains(path) || folders.contains(path) { return true }
        let suffix = "/" + path
        return files.contains { $0.hasSuffix(suffix) } || folders.contains { $0.hasSuffix(suffix) }
    }

    static let extensions = [".swift", ".md", ".sh", ".yml", ".yaml", ".py", ".txt", ".json", ".png", ".c", ".h",
                             ".modulemap"]

    static func isPath(_ token: String) -> Bool {
        guard !token.contains(" "), !token.contains("://"), !token.hasPrefix("-") else { return false }
        if token.contains("/") {
            // `Sources/Layout/`, `Widgets/Metrics/`, `a/b.swift`; not `#rrggbb/…` or a fraction.
            return token.split(separator: "/").allSatisfy { part in
                part.first.map { $0.isLetter || $0 == "." || $0 == "_" } ?? true
            } && token.first?.isUppercase == true || token.hasPrefix("docs/") || token.hasPrefix("bench/")
                || token.hasPrefix("scripts/") || token.hasPrefix("Tests/") || token.hasPrefix("Sources/")
                || token.hasPrefix(".ci/")
        }
        return extensions.contains { token.hasSuffix($0) } && token.first?.isLetter == true
    }

    /// The capitalised identifiers of a backticked name: `SceneLayout`, `SceneParts.kinds` →
    /// `SceneParts`, `Transition.showActionSheet` → `Transition`, `NavigationBarLayout(…)`.
    static func typeNames(in token: String) -> [String] {
        guard let first = token.first, first.isUppercase, !token.contains(" ") || token.hasSuffix(")") else { return [] }
        let head = token.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard head.count > 1, head.contains(where: \.isLowercase) else { return [] }  // not `W`, `SHARDS`
        return [String(head)]
    }

    /// Names that belong to UIKit, to the packages and tools Chevron uses, or to the C libraries.
    static func outside(_ name: String) -> Bool {
        name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("FT_") || name.hasPrefix("NIO")
            || ["Snapshotting", "Diffing", "Foundation", "FoundationEssentials", "FoundationNetworking",
                "Package", "PackageDescription", "Yams", "SwiftNIO", "Helvetica", "Chromium"].contains(name)
    }

    static func backticked(_ text: String) -> [String] {
        var tokens: [String] = []
        // Code blocks are examples, not names: only inline code counts.
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            if inBlock { continue }
            let parts = line.replacingOccurrences(of: "``", with: "`").split(separator: "`", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() where index % 2 == 1 {
                tokens.append(part.trimmingCharacters(in: .whitespaces))
            }
        }
        return tokens
    }

    // MARK: Citations

    struct Citation {
        var document: String
        var section: String
    }

    /// Every source, test, script and document that may cite a section.
    func citingFiles() throws -> [(String, String)] {
        try files.filter { path in
            (path.hasPrefix("Sources/") || path.hasPrefix("Tests/") || path.hasPrefix("scripts/")
                || path.hasPrefix("bench/") || path.hasPrefix("docs/") || path.hasPrefix("Fuzz/")
                || path == "README.md" || path == "Package.swift")
                && Repository.citingExtensions.contains { path.hasSuffix($0) }
                && path != "Tests/DocsTests/DocsDriftTests.swift"
        }.sorted().map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    static let citingExtensions = [".swift", ".md", ".sh", ".py", ".yml", ".yaml", ".js", ".html"]
    static let documents = ["DESIGN.md", "figures.md", "scenes.md", "cli.md", "ci.md", "library.md",
                            "preview.md", "fidelity.md", "performance.md"]

    /// `DESIGN.md §Bar layout`, `docs/scenes.md §Modal screens` (also `[scenes.md](scenes.md)
    /// §Modal screens`, and a citation a line break cuts inside a comment): the document and the
    /// text after the `§`.
    static func citations(in text: String) -> [Citation] {
        // One line of prose: comment marks at the start of each line left out.
        let prose = text.split(separator: "\n").map { line in
            line.trimmingCharacters(in: .whitespaces).drop { "/#*".contains($0) }.trimmingCharacters(in: .whitespaces)
        }.joined(separator: " ")
        var found: [Citation] = []
        var rest = Substring(prose)
        while let mark = rest.firstIndex(of: "§") {
            let after = rest.index(after: mark)
            let before = String(rest[..<mark].suffix(40)).trimmingCharacters(in: .whitespaces)
            let section = String(rest[after...].prefix(120)).trimmingCharacters(in: CharacterSet(charactersIn: " `"))
            rest = rest[after...]
            guard let document = documents.first(where: { document in
                before.hasSuffix(document) || before.hasSuffix("(\(document))") || before.hasSuffix(document + "`")
                    || before.hasSuffix(document + ",")
            }) else { continue }
            found.append(Citation(document: document, section: section))
        }
        return found
    }

    /// A document's headings and bold run-in headings (`**Item changes**`), without their marks.
    static func sections(of markdown: String) -> [String] {
        var sections: [String] = []
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("#") {
                sections.append(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: ""))
            }
            // Bold run-ins and the first cell of DESIGN's table of sections.
            let trimmed = line.drop { $0 == " " || $0 == "-" || $0 == "|" }
            if trimmed.hasPrefix("**"), let end = trimmed.dropFirst(2).range(of: "**") {
                sections.append(String(trimmed.dropFirst(2)[..<end.lowerBound]).replacingOccurrences(of: "`", with: ""))
            }
        }
        return sections
    }

    /// A citation names a section when its text starts with the section's title, or with the part
    /// of it before a colon or a parenthesis (`chevron animate` for "`chevron animate`: push and pop
    /// in motion", "Golden tests" for "Golden tests (`ChevronTesting`)"); the rest is prose
    /// ("§Table views has every figure").
    static func names(_ cited: String, oneOf sections: [String]) -> Bool {
        let cited = cited.replacingOccurrences(of: "`", with: "")
        let titles = sections.flatMap { section in
            [section] + [":", " ("].compactMap { mark in
                section.range(of: mark).map { String(section[..<$0.lowerBound]) }
            }
        }
        return titles.contains { title in
            guard !title.isEmpty, cited.hasPrefix(title) else { return false }
            let after = cited.dropFirst(title.count).first
            return after.map { !$0.isLetter && !$0.isNumber } ?? true
        }
    }
}
