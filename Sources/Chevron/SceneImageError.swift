import Scene

/// An image a scene names that cannot be used: the file cannot be read, is not a PNG or is
/// damaged, or the scene's images together are over the pixel budget. Located at the scene's
/// `image` key when the scene says where (`FILE:LINE:COL: error at KEYPATH: …`, like a scene error).
public struct SceneImageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The resolved path of the image file.
    public var path: String
    /// Where the scene names the image, when known.
    public var reference: ImageReference?
    /// What is wrong, naming the file.
    public var message: String
    /// True when the file could not be read at all; false when its contents are refused.
    public var isUnreadable: Bool

    package init(path: String, reference: ImageReference?, message: String, isUnreadable: Bool) {
        self.path = path
        self.reference = reference
        self.message = message
        self.isUnreadable = isUnreadable
    }

    public var description: String {
        guard let reference else { return message }
        return "\(reference.location): error at \(reference.keyPath): \(message)"
    }
}
