import Chevron

// Which exit code each library error deserves: bad data is 65, an input that cannot be read 66.

extension PNGError: ExitStatusProviding {
    var exitStatus: ExitStatus { .dataError }
}

extension RasterError: ExitStatusProviding {
    var exitStatus: ExitStatus { .dataError }
}

/// Missing or unreadable bundled fonts are an input that cannot be read.
extension TypesettingError: ExitStatusProviding {
    var exitStatus: ExitStatus { .noInput }
}

/// A missing or unreadable file is 66; one too large, or a path with a NUL, is bad data.
extension FileReadError: ExitStatusProviding {
    var exitStatus: ExitStatus { isUnreadable ? .noInput : .dataError }
}

/// An image a scene names: 66 when it cannot be read, 65 when it is not a usable PNG.
extension SceneImageError: ExitStatusProviding {
    var exitStatus: ExitStatus { isUnreadable ? .noInput : .dataError }
}
