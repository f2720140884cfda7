import Raster
import RasterPNG
import Typesetting

// Which exit code each library error deserves (docs/DESIGN.md §Command line): bad data is 65.

extension PNGError: ExitStatusProviding {
    public var exitStatus: ExitStatus { .dataError }
}

extension RasterError: ExitStatusProviding {
    public var exitStatus: ExitStatus { .dataError }
}

/// Missing or unreadable bundled fonts are an input that cannot be read.
extension TypesettingError: ExitStatusProviding {
    public var exitStatus: ExitStatus { .noInput }
}
