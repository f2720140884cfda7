import Foundation
import Testing

/// ChevronFidelity (bench/fidelity.sh) without its references: a local run says it skipped and
/// exits 0; under CI it fails with 66, so that CI never passes a check it did not run.
struct FidelityToolTests {
    static let tool = ChevronProcess.executable.deletingLastPathComponent().appendingPathComponent("ChevronFidelity")

    @Test("without references: skipped locally, 66 under CI", arguments: ["", "0", "false", "no", "1", "true", "yes"])
    func missingReferences(ci: String) throws {
        let dir = try ChevronProcess.scratch()
        let missing = dir.appendingPathComponent("no-such-folder").path
        let r = try ChevronProcess.run(Self.tool, ["--references", missing, "--output", "out"], in: dir,
                                       environment: ["CI": ci], timeout: 60)
        if ["", "0", "false", "no"].contains(ci) {
            #expect(r.status == 0, "CI=\(ci): \(r.stderr)")
            #expect(r.stdout.hasPrefix("fidelity: skipped: no references at \(missing)"))
        } else {
            #expect(r.status == 66, "CI=\(ci): \(r.stdout)")
            #expect(r.stderr.contains("no references at \(missing)") && r.stderr.contains("CI is set"))
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }
}
