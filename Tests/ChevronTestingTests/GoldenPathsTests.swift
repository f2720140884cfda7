import Chevron
import ChevronTesting
import Foundation
import Testing

@Suite("golden and artifact paths")
struct GoldenPathsTests {
    @Test func goldensSitNextToTheTestFileAndFailuresUnderThePackageRoot() throws {
        let root = try TestImages.scratchFolder()
        defer { TestImages.remove(root) }
        try FileManager.default.createDirectory(atPath: root + "/Tests/BarTests", withIntermediateDirectories: true)
        try Data(Array("// swift-tools-version: 6.1\n".utf8)).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        let paths = try GoldenPaths(name: "bars/default", testFilePath: root + "/Tests/BarTests/NavigationBarTests.swift",
                                    testName: "defaultBar()")
        #expect(paths.golden == root + "/Tests/BarTests/Goldens/bars/default.png")
        #expect(paths.failureFolder == root + "/Output/Failures/NavigationBarTests.defaultBar")
        #expect(paths.actual == root + "/Output/Failures/NavigationBarTests.defaultBar/bars/default.actual.png")
        #expect(paths.expected.hasSuffix("/bars/default.expected.png"))
        #expect(paths.diff.hasSuffix("/bars/default.diff.png"))
        #expect(paths.sideBySide.hasSuffix("/bars/default.side-by-side.png"))
    }

    @Test func thisPackageRootIsFound() throws {
        let paths = try GoldenPaths(name: "x", testFilePath: #filePath, testName: #function)
        let root = FileReading.directory(of: FileReading.directory(of: FileReading.directory(of: #filePath)))
        #expect(FileReading.fileExists(root + "/Package.swift"))
        #expect(paths.failureFolder == root + "/Output/Failures/GoldenPathsTests.thisPackageRootIsFound")
    }

    @Test func overridesReplaceTheDefaultFolders() throws {
        let paths = try GoldenPaths(name: "a", testFilePath: "/x/y/T.swift", testName: "test_it(_:)",
                                    goldensFolder: "/g", failuresFolder: "/f")
        #expect(paths.golden == "/g/a.png")
        #expect(paths.failureFolder == "/f/T.test_it")
    }

    @Test(arguments: ["", "/abs", "../up", "a/../b", "a//b", "a/", "./a"])
    func badNamesAreRefused(_ name: String) {
        #expect(throws: GoldenError.self) {
            try GoldenPaths(name: name, testFilePath: "/x/T.swift", testName: "t()")
        }
    }
}
