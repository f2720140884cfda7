import Raster
import RasterPNG

// Which exit code each library error deserves (SPEC §4): bad data is 65.

extension PNGError: ExitStatusProviding {
    public var exitStatus: ExitStatus { .dataError }
}

extension RasterError: ExitStatusProviding {
    public var exitStatus: ExitStatus { .dataError }
}
