import Raster

/// How a bar looks: its style, tint and translucency (UINavigationBar's and UIToolbar's
/// `barStyle`, `tintColor` and `translucent`), and everything derived from them for drawing.
public struct BarLook: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case `default`, black, blackTranslucent
    }

    public var style: Style
    /// A tint replaces the style's colours (the per-row tint formula, docs/DESIGN.md §Tint).
    public var tint: Color?
    /// "When YES, the navigation bar is drawn with partial opacity, regardless of the bar style"
    /// (UINavigationBar reference, `translucent`); always true for `blackTranslucent`.
    public var translucent: Bool

    public init(style: Style = .default, tint: Color? = nil, translucent: Bool = false) {
        self.style = style
        self.tint = tint.map { $0.withAlpha(1) }
        self.translucent = translucent || style == .blackTranslucent
    }

    public static let `default` = BarLook()

    /// True for the black styles without a tint (their buttons and text use the black palette).
    var isBlack: Bool { tint == nil && style != .default }
}
