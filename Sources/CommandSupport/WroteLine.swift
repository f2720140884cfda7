import Chevron

/// What every command says about its outputs, on standard output, one line each: `wrote PATH` for
/// a file, `wrote N files to FOLDER` for a folder of them (`assets`, `gallery`). Control characters
/// in a path are escaped, so that each stays one line. `diff --json` lists its outputs in the JSON
/// instead.
package enum WroteLine {
    package static func file(_ path: String) -> String { "wrote " + ChevronFailure.oneLine(path) }

    package static func folder(_ path: String, files: Int) -> String {
        "wrote \(files) file\(files == 1 ? "" : "s") to " + ChevronFailure.oneLine(path)
    }
}
