// Compiled into the FuzzEntries module of the fuzz package (not into the test suite): turns a
// broken promise into a crash that libFuzzer records.
#if canImport(Glibc)
import Glibc
#endif

public enum FuzzHarness {
    /// Where the render target finds image files: $CHEVRON_FUZZ_IMAGES (Fuzz/run.sh points it at
    /// Assets/Scenes, the example scenes' folder), else the current folder.
    public static let imageFolder: String = getenv("CHEVRON_FUZZ_IMAGES").map { String(cString: $0) } ?? "."

    public static func check(_ problems: [String]) -> Int32 {
        if !problems.isEmpty { fatalError("broken promise: " + problems.joined(separator: "; ")) }
        return 0
    }
}
