import Chevron
import Foundation

/// Writing a golden or a failure artifact: the folder and its parents created, the bytes written
/// atomically (a temporary file and a rename), so that a golden is never half written. Package
/// access: ChevronSnapshotTesting writes its artifacts through it too.
package enum ArtifactFile {
    package static func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(atPath: FileReading.directory(of: path), withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// An error as one readable line.
    package static func message(_ error: any Error) -> String {
        let text = error is CocoaError ? error.localizedDescription : String(describing: error)
        return text.split(whereSeparator: \.isNewline).joined(separator: "; ")
    }
}
