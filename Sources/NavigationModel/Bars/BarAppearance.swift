/// `UIBarStyle`: the three looks of iPhone OS 2–3 bars (UINavigationBar reference, `barStyle`:
/// "The default value is UIBarStyleDefault").
public enum BarStyle: String, CaseIterable, Hashable, Sendable {
    case `default`
    case black
    case blackTranslucent
}

/// The appearance properties a navigation controller lets you change on its bars: "it is alright
/// to modify the barStyle, tintColor, and translucent properties of this class" (UINavigationBar
/// reference, "Using With a Navigation Controller"). The same three apply to a toolbar.
public struct BarAppearance: Hashable, Sendable {
    public var barStyle: BarStyle
    /// "The color used to tint the bar. The default value is nil."
    public var tintColor: RGBAColor?
    /// The `translucent` property as set. See `isTranslucent` for what the bar shows.
    public var translucent: Bool

    public init(barStyle: BarStyle = .default, tintColor: RGBAColor? = nil, translucent: Bool = false) {
        self.barStyle = barStyle
        self.tintColor = tintColor
        self.translucent = translucent
    }

    /// Whether the bar is drawn partially opaque. `translucent`: "Always set to YES if the barStyle
    /// property contains the value UIBarStyleBlackTranslucent. When YES, the navigation bar is drawn
    /// with partial opacity, regardless of the bar style."
    public var isTranslucent: Bool { translucent || barStyle == .blackTranslucent }
}

/// The interface orientation a scene is drawn in. Landscape bars are 32 pt tall
/// (docs/DESIGN.md §Heights).
public enum InterfaceOrientation: String, CaseIterable, Hashable, Sendable {
    case portrait
    case landscape
}
