import Foundation
import Testing

/// The fuzz package (Fuzz/FuzzPackage.swift, assembled by Fuzz/run.sh) is kept by hand and fell
/// behind twice: these tests read both manifests' text, so a library module added to Package.swift
/// (or a dependency added to one) fails here, in the normal test run, rather than in the fuzz build.
struct FuzzPackageTests {
    static let checkout = FuzzRegressionTests.checkout

    /// One `.target(` / `.executableTarget(` / `.systemLibrary(` / `.testTarget(` of a manifest.
    struct Declared: Equatable {
        var kind: String
        var name: String
        /// The string literals of its `dependencies: [...]` (products and computed lists are not seen).
        var dependencies: Set<String>
    }

    /// The declarations of a manifest's text, in order. Comments are dropped first; each
    /// declaration's text runs to its balanced closing parenthesis.
    static func declarations(_ text: String) -> [Declared] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard let range = line.range(of: "//") else { return line }
            return line[..<range.lowerBound]
        }
        let source = Array(lines.joined(separator: "\n"))
        var result: [Declared] = []
        var i = 0
        let kinds = ["target", "executableTarget", "systemLibrary", "testTarget"]
        while i < source.count {
            guard source[i] == ".", let kind = kinds.first(where: { k in
                let word = Array(k + "(")
                return i + 1 + word.count <= source.count && Array(source[(i + 1)..<(i + 1 + word.count)]) == word
            }) else {
                i += 1
                continue
            }
            var j = i + 1 + kind.count + 1
            var depth = 1
            let start = j
            while j < source.count && depth > 0 {
                if source[j] == "(" { depth += 1 }
                if source[j] == ")" { depth -= 1 }
                j += 1
            }
            let body = String(source[start..<max(start, j - 1)])
            i = j
            guard let name = Self.firstLiteral(after: "name:", in: body) else { continue }
            var dependencies = Set<String>()
            if let range = body.range(of: "dependencies:"), let open = body[range.upperBound...].firstIndex(of: "[") {
                var depth = 0
                var end = open
                for index in body[open...].indices {
                    if body[index] == "[" { depth += 1 }
                    if body[index] == "]" { depth -= 1; if depth == 0 { end = index; break } }
                }
                let list = body[open...end]
                // Literals inside .product(...) name other packages' products, not targets.
                let withoutProducts = list.replacingOccurrences(
                    of: #"\.product\([^)]*\)"#, with: "", options: .regularExpression)
                dependencies = Set(Self.literals(in: withoutProducts))
            }
            result.append(Declared(kind: kind, name: name, dependencies: dependencies))
        }
        return result
    }

    static func literals(in text: String) -> [String] {
        var out: [String] = []
        var current: String?
        for c in text {
            if c == "\"" {
                if let done = current { out.append(done); current = nil } else { current = "" }
            } else if current != nil {
                current!.append(c)
            }
        }
        return out
    }

    static func firstLiteral(after label: String, in text: String) -> String? {
        guard let range = text.range(of: label) else { return nil }
        return literals(in: String(text[range.upperBound...])).first
    }

    static func manifest(_ path: String) throws -> String {
        try String(contentsOf: checkout.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names in `let notFuzzed = [...]` of Fuzz/FuzzPackage.swift.
    static func notFuzzed(_ text: String) -> Set<String> {
        guard let range = text.range(of: "let notFuzzed = ["),
              let end = text[range.upperBound...].firstIndex(of: "]") else { return [] }
        let list = text[range.upperBound..<end].split(separator: "\n").map { line -> Substring in
            line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
        }.joined(separator: "\n")
        return Set(literals(in: list))
    }

    /// Library targets of the main package that the fuzz package must hold: every `.target(`
    /// but those `notFuzzed` names.
    static func problems(main: String, fuzz: String) -> [String] {
        let mainTargets = declarations(main)
        let fuzzTargets = declarations(fuzz)
        let skipped = notFuzzed(fuzz)
        var problems: [String] = []
        let mainLibrary = mainTargets.filter { $0.kind == "target" && !skipped.contains($0.name) }
        let fuzzByName = Dictionary(fuzzTargets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let mainByName = Dictionary(mainTargets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for target in mainLibrary {
            guard let mine = fuzzByName[target.name] else {
                problems.append("Package.swift's library target \(target.name) is not in Fuzz/FuzzPackage.swift (add it, or to notFuzzed with why)")
                continue
            }
            let missing = target.dependencies.subtracting(mine.dependencies).filter { !skipped.contains($0) }
            if !missing.isEmpty {
                problems.append("\(target.name) in Fuzz/FuzzPackage.swift lacks the dependencies \(missing.sorted()) that Package.swift gives it")
            }
        }
        // Every system library of the main package too (the shims the library modules link).
        for target in mainTargets where target.kind == "systemLibrary" && fuzzByName[target.name] == nil {
            problems.append("Package.swift's system library \(target.name) is not in Fuzz/FuzzPackage.swift")
        }
        // And nothing the main package no longer has (the fuzz package's own: the command line as
        // a library, the entries, the fuzzers).
        for target in fuzzTargets where target.kind != "executableTarget" && target.name != "FuzzEntries" {
            guard let theirs = mainByName[target.name] else {
                problems.append("Fuzz/FuzzPackage.swift lists \(target.name), which Package.swift no longer has")
                continue
            }
            if skipped.contains(target.name) { problems.append("\(target.name) is both fuzzed and in notFuzzed") }
            if theirs.kind == "testTarget" { problems.append("\(target.name) is a test target") }
        }
        for name in skipped where mainByName[name] == nil {
            problems.append("notFuzzed names \(name), which Package.swift does not have")
        }
        return problems
    }

    @Test func theFuzzPackageListsEveryLibraryModule() throws {
        let problems = Self.problems(main: try Self.manifest("Package.swift"), fuzz: try Self.manifest("Fuzz/FuzzPackage.swift"))
        #expect(problems == [])
    }

    /// Every fuzz target of Fuzz/run.sh has its executable in the fuzz package and its folder.
    @Test func everyRunTargetIsInThePackage() throws {
        let fuzz = Self.declarations(try Self.manifest("Fuzz/FuzzPackage.swift"))
        let executables = fuzz.filter { $0.kind == "executableTarget" }.map(\.name)
        let run = try Self.manifest("Fuzz/run.sh")
        let named = Set(run.matches(of: /exe=(Fuzz[A-Za-z]+);/).map { String($0.1) })
        #expect(!named.isEmpty)
        #expect(named == Set(executables))
        for name in executables {
            #expect(FileManager.default.fileExists(atPath: Self.checkout.appendingPathComponent("Fuzz/Targets/\(name)").path), "\(name)")
        }
    }

    /// The check itself: a module added to Package.swift, or a dependency added to a module,
    /// fails it; one listed in notFuzzed does not.
    @Test func aNewLibraryModuleFailsTheCheck() throws {
        let main = try Self.manifest("Package.swift")
        let fuzz = try Self.manifest("Fuzz/FuzzPackage.swift")
        let added = main.replacingOccurrences(
            of: "    .target(name: \"Geometry\"),",
            with: "    .target(name: \"Geometry\"),\n    .target(name: \"Telemetry\", dependencies: [\"Geometry\"]),")
        #expect(added != main)
        #expect(Self.problems(main: added, fuzz: fuzz).contains { $0.contains("Telemetry") })
        let skipped = fuzz.replacingOccurrences(of: "let notFuzzed = [", with: "let notFuzzed = [\n    \"Telemetry\",")
        #expect(Self.problems(main: added, fuzz: skipped) == [])
        let moreDependencies = main.replacingOccurrences(
            of: ".target(name: \"Raster\", dependencies: [\"Geometry\"])",
            with: ".target(name: \"Raster\", dependencies: [\"Geometry\", \"ChevronSupport\"])")
        #expect(moreDependencies != main)
        #expect(Self.problems(main: moreDependencies, fuzz: fuzz).contains { $0.contains("Raster") })
    }
}
