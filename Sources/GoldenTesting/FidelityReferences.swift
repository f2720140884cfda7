import RasterPNG

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fidelity references (Apple's art, UIKit's masks, real screenshots) that tests read their
/// expected figures from: `$FIDELITY_DIR`, else `../shared/fidelity` beside the package root (as
/// bench/fidelity.sh finds them). They are never part of the repository, so a test that needs them
/// is enabled only when they are there: `@Test(.enabled(if: FidelityReferences.has("art")))`,
/// which the test run lists as skipped otherwise. Package access: for this package's tests only.
package enum FidelityReferences {
    /// The references' folder for the test file at `testFilePath`.
    package static func folder(testFilePath: String = #filePath) -> String {
        if let value = getenv("FIDELITY_DIR"), value.pointee != 0 { return String(cString: value) }
        let testFolder = ArtifactFile.directory(of: testFilePath)
        let root = GoldenPaths.packageRoot(above: testFolder) ?? testFolder
        return root + "/../shared/fidelity"
    }

    /// Whether `relative` (a file or a folder, `"art"`, `"glyphs/UIButtonBarPlus.png"`) is there.
    package static func has(_ relative: String, testFilePath: String = #filePath) -> Bool {
        ArtifactFile.exists(folder(testFilePath: testFilePath) + "/" + relative)
    }

    /// Whether a test that needs `relatives` runs: when they are all there, and always under CI
    /// (`CI` set, as `GoldenRecordMode` reads it), where a missing reference must fail the test —
    /// reading it throws — rather than skip it, as `bench/fidelity.sh` exits 66 there.
    /// `@Test(.enabled(if: FidelityReferences.required("art")))`.
    package static func required(_ relatives: String..., testFilePath: String = #filePath) -> Bool {
        GoldenRecordMode.isCI() || relatives.allSatisfy { has($0, testFilePath: testFilePath) }
    }

    /// The PNG at `relative`, decoded by Chevron's PNG reader to straight RGBA.
    package static func image(_ relative: String, testFilePath: String = #filePath) throws -> StraightImage {
        try PNG.decodeStraight(try ArtifactFile.read(folder(testFilePath: testFilePath) + "/" + relative))
    }
}

extension StraightImage {
    /// The straight RGBA of pixel (`x`, `y`), each channel 0–255. Package access: for tests.
    package func rgbaAt(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let i = 4 * (y * width + x)
        return (Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2]), Int(rgba[i + 3]))
    }
}
