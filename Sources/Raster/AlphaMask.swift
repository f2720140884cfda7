/// An 8-bit coverage mask (0 = none, 255 = full), top row first: glyph images, clip masks.
public struct AlphaMask: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var coverage: [UInt8]

    public init(width: Int, height: Int, coverage: [UInt8]) {
        precondition(width >= 0 && height >= 0 && coverage.count == width * height, "mask size mismatch")
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    public init(width: Int, height: Int) {
        self.init(width: width, height: height, coverage: [UInt8](repeating: 0, count: max(0, width * height)))
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { coverage[y * width + x] }
        set { coverage[y * width + x] = newValue }
    }
}
