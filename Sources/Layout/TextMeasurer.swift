import Geometry
import NavigationModel

/// A font as layout asks for it: a size in points and a weight. The typesetting layer maps it to a
/// bundled face.
public struct FontSpec: Hashable, Sendable, CustomStringConvertible {
    public var size: Double
    public var weight: FontWeight

    public init(size: Double, weight: FontWeight) {
        self.size = size
        self.weight = weight
    }

    public static func bold(_ size: Double) -> FontSpec { FontSpec(size: size, weight: .bold) }
    public static func regular(_ size: Double) -> FontSpec { FontSpec(size: size, weight: .regular) }

    public var description: String { "\(weight.rawValue) \(size)" }
}

public enum FontWeight: String, CaseIterable, Hashable, Sendable {
    case regular
    case bold
}

/// The seam between layout and fonts: the advance width of a string in points. Layout never loads
/// a font; the typesetting layer provides the real measurer and tests pass a fake, so layout and
/// model tests never touch FreeType.
public struct TextMeasurer: Sendable {
    public var width: @Sendable (String, FontSpec) -> Double
    /// The offsets (in Unicode scalars) of the characters that shaping joined to the one before
    /// into one glyph, where `TailTruncation` must not cut; none for Latin text.
    public var joined: @Sendable (String, FontSpec) -> [Int]
    /// A measurer for another thread, and what to call once it is done: a measurer that records
    /// what it finds (the characters no font has, in the order met) gives the other thread a list
    /// of its own, which `join` appends after what this one found, so that laying out a view tree
    /// in two halves at once finds the same, in the same order, as one thread. Nil: share this one.
    public var fork: (@Sendable () -> (TextMeasurer, @Sendable () -> Void))?

    public init(width: @escaping @Sendable (String, FontSpec) -> Double,
                joined: @escaping @Sendable (String, FontSpec) -> [Int] = { _, _ in [] },
                fork: (@Sendable () -> (TextMeasurer, @Sendable () -> Void))? = nil) {
        self.width = width
        self.joined = joined
        self.fork = fork
    }

    /// A fake for tests: every character (grapheme cluster) advances `perCharacter` points, in every
    /// font.
    package static func fixedAdvance(perCharacter: Double) -> TextMeasurer {
        TextMeasurer { text, _ in Double(text.count) * perCharacter }
    }

    /// The width a label takes on the bar: the advance rounded up to a whole point, as
    /// `-sizeWithFont:` (which `sizeToFit` uses) returned whole-point sizes on iPhone OS 2–3. With
    /// the phone's bold 12 this makes "Back" 29 and "QuickForms!" 75 wide: back buttons of 49 and
    /// 95 pt, as measured.
    public func labelWidth(_ text: String, font: FontSpec) -> Double {
        text.isEmpty ? 0 : width(text, font).rounded(.up)
    }
}

/// The size of an image named in a scene, in points. Layout does not read files; the edge that
/// does (the CLI) provides sizes, and layout falls back to `BarMetrics.defaultImageSize`.
public struct ImageSizer: Sendable {
    public var size: @Sendable (String) -> Size?

    public init(size: @escaping @Sendable (String) -> Size?) {
        self.size = size
    }

    /// Knows no image: every image is `BarMetrics.defaultImageSize`.
    public static let unknown = ImageSizer { _ in nil }

    func sizeOrDefault(_ path: String) -> Size { size(path) ?? BarMetrics.defaultImageSize }
}

/// What a layout needs besides the model: text and image measurement and the orientation.
public struct LayoutContext: Sendable {
    public var measurer: TextMeasurer
    public var images: ImageSizer
    public var orientation: InterfaceOrientation
    /// Which iPhone OS draws the scene (`systemVersion:`): the widgets that changed read it.
    public var systemVersion: SystemVersion

    public init(measurer: TextMeasurer, images: ImageSizer = .unknown, orientation: InterfaceOrientation = .portrait,
                systemVersion: SystemVersion = .v3) {
        self.measurer = measurer
        self.images = images
        self.orientation = orientation
        self.systemVersion = systemVersion
    }

    var row: RowMetrics { RowMetrics(orientation) }
}
