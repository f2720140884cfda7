import Chevron

// Which exit code each library error deserves: bad data is 65, an input that cannot be read 66.

extension PNGError: ExitStatusProviding {
    package var exitStatus: ExitStatus { .dataError }
}

extension RasterError: ExitStatusProviding {
    package var exitStatus: ExitStatus { .dataError }
}

/// Missing or unreadable bundled fonts are an input that cannot be read.
extension TypesettingError: ExitStatusProviding {
    package var exitStatus: ExitStatus { .noInput }
}

/// A missing or unreadable file is 66; one too large, or a path with a NUL, is bad data.
extension FileReadError: ExitStatusProviding {
    package var exitStatus: ExitStatus { isUnreadable ? .noInput : .dataError }
}

/// An image a scene names: 66 when it cannot be read, 65 when it is not a usable PNG.
extension SceneImageError: ExitStatusProviding {
    package var exitStatus: ExitStatus { isUnreadable ? .noInput : .dataError }
}
