/// A font as bar chrome asks for one: a size in points and a weight, set in the bundled
/// Helvetica-metric family (TeX Gyre Heros, with DejaVu Sans for characters it lacks).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The em size in points (UIKit's `pointSize`).
    public var size: Double
    public var isBold: Bool

    public init(size: Double, bold: Bool = false) {
        self.size = size
        self.isBold = bold
    }

    /// `[UIFont systemFontOfSize:]`.
    public static func regular(_ size: Double) -> Font { Font(size: size, bold: false) }

    /// `[UIFont boldSystemFontOfSize:]`: titles and button labels.
    public static func bold(_ size: Double) -> Font { Font(size: size, bold: true) }

    public var description: String { "\(isBold ? "bold" : "regular") \(size) pt" }

    /// A size that can be measured and drawn: finite and not negative (else the font sets nothing).
    var isUsable: Bool { size.isFinite && size > 0 }
}

/// Vertical metrics of a font at its size, in points: where a line of it sits around the baseline.
/// From the primary face's OS/2 table (typographic ascender and descender, cap and x height), so a
/// line box is one em tall like Helvetica's (ascender 0.784 em, descender 0.216 em in Heros).
public struct FontMetrics: Hashable, Sendable {
    /// Height of the line box above the baseline (positive).
    public var ascender: Double
    /// Depth of the line box below the baseline (positive, unlike the OS/2 value).
    public var descender: Double
    /// Height of flat capitals ("H") above the baseline.
    public var capHeight: Double
    /// Height of flat lower-case letters ("x") above the baseline.
    public var xHeight: Double

    init(ascender: Double, descender: Double, capHeight: Double, xHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// `ascender + descender`.
    public var lineHeight: Double { ascender + descender }
}
