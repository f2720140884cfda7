/// Where a golden and its failure artifacts live, derived from the test file's `#filePath`:
///
/// - golden: `<folder of the test file>/Goldens/<name>.png`
/// - failure artifacts: `<package root>/Output/Failures/<TestFile>.<test>/<name>.{actual,expected,diff,side-by-side}.png`
///
/// - the same failure in the layout `chevron diff --report` reads, so that one report shows every
///   failure of a test run: `<package root>/Output/Failures/expected/<TestFile>.<test>/<name>.png`
///   and `…/Failures/actual/…` (`chevron diff Output/Failures/expected Output/Failures/actual
///   --report Output/Failures/report`).
///
/// The package root is the nearest folder above the test file that holds a `Package.swift`.
/// A name may contain folders (`"bars/default"` → `Goldens/bars/default.png`), never `..`.
package struct GoldenPaths: Hashable, Sendable {
    package let name: String
    package let golden: String
    package let failureFolder: String
    /// The golden and the image compared with it, in the report's layout.
    package let reportExpected: String
    package let reportActual: String

    /// - Parameters:
    ///   - goldensFolder: overrides `<folder of the test file>/Goldens`.
    ///   - failuresFolder: overrides `<package root>/Output/Failures` (the per-test folder goes inside).
    package init(name: String, testFilePath: String, testName: String,
                goldensFolder: String? = nil, failuresFolder: String? = nil) throws {
        try GoldenPaths.check(name: name)
        let testFolder = ArtifactFile.directory(of: testFilePath)
        self.name = name
        golden = (goldensFolder ?? testFolder + "/Goldens") + "/" + name + ".png"
        let root = failuresFolder ?? (GoldenPaths.packageRoot(above: testFolder) ?? testFolder) + "/Output/Failures"
        let caseFolder = GoldenPaths.testFolderName(testFilePath: testFilePath, testName: testName)
        failureFolder = root + "/" + caseFolder
        reportExpected = root + "/expected/" + caseFolder + "/" + name + ".png"
        reportActual = root + "/actual/" + caseFolder + "/" + name + ".png"
    }

    /// The artifact for one role, `<failure folder>/<name>.<role>.png`.
    package func artifact(_ role: String) -> String { failureFolder + "/" + name + "." + role + ".png" }

    package var actual: String { artifact("actual") }
    package var expected: String { artifact("expected") }
    package var diff: String { artifact("diff") }
    package var sideBySide: String { artifact("side-by-side") }

    /// The nearest folder at or above `folder` that holds a Package.swift.
    static func packageRoot(above folder: String) -> String? {
        var current = folder
        while true {
            if ArtifactFile.exists(current + "/Package.swift") { return current }
            let parent = ArtifactFile.directory(of: current)
            if parent == current || current.isEmpty || current == "." { return nil }
            current = parent
        }
    }

    /// `<test file name without .swift>.<test function without its argument list>`, made safe as
    /// a folder name: `BarTests.defaultBar` for `func defaultBar()` in BarTests.swift.
    static func testFolderName(testFilePath: String, testName: String) -> String {
        var file = ArtifactFile.baseName(of: testFilePath)
        if file.hasSuffix(".swift") { file.removeLast(6) }
        let function = testName.split(separator: "(", maxSplits: 1).first.map(String.init) ?? testName
        return safe(file) + "." + safe(function)
    }

    private static func safe(_ text: String) -> String {
        let cleaned = String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        return cleaned.isEmpty ? "_" : cleaned
    }

    private static func check(name: String) throws {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if name.isEmpty || name.hasPrefix("/") || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            throw GoldenError("a golden name is a relative path like \"bars/default\", not \"\(name)\"")
        }
    }
}
