import ArgumentParser
import Chevron

/// `--bar-style default|black|blackTranslucent`.
extension BarLook.Style: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// A `--tint` colour: `#rgb` or `#rrggbb` (the `#` optional), read by the one colour parser scenes
/// use too (`RGBAColor(hex:)`). A tint is opaque: `#rrggbbaa` with an alpha below ff is refused,
/// as in a scene's `tintColor`.
struct TintColor: ExpressibleByArgument {
    let color: Color

    init?(argument: String) {
        guard let color = try? TintColor.parse(argument) else { return nil }
        self = color
    }

    init(_ color: Color) { self.color = color }

    /// The colour, or why `text` is not one (ArgumentParser adds which option it was).
    static func parse(_ text: String) throws -> TintColor {
        guard let color = RGBAColor(hex: text) else {
            let meant = RGBAColor.suggestion(for: text).map { " (\($0)?)" } ?? ""
            throw ValidationError("not a colour: write #rgb or #rrggbb with the digits 0-9 and a-f\(meant)")
        }
        guard color.a == 255 else {
            throw ValidationError("a tint is opaque: write #rrggbb (a see-through bar is --bar-style blackTranslucent)")
        }
        return TintColor(Color(color))
    }

    static var defaultValueDescription: String { "#rrggbb" }
}

/// `--scale 1|2|3`.
struct ScaleFactor: ExpressibleByArgument {
    let value: Int

    init?(argument: String) {
        guard let v = Int(argument), (1...3).contains(v) else { return nil }
        value = v
    }

    init(_ value: Int) { self.value = value }

    static var allValueStrings: [String] { ["1", "2", "3"] }

    /// How --help shows a default: `2`, not `ScaleFactor(value: 2)`.
    var defaultValueDescription: String { String(value) }
}

/// The options every chrome-drawing command shares.
struct BarLookOptions: ParsableArguments {
    @Option(name: .customLong("bar-style"), help: "The bar style the art is drawn for.")
    var barStyle: BarLook.Style = .default

    @Option(help: ArgumentHelp("A tint colour, as a bar's tintColor (overrides the style's colours).", valueName: "#rrggbb"),
            transform: TintColor.parse)
    var tint: TintColor?

    var look: BarLook { BarLook(style: barStyle, tint: tint?.color) }

    /// The same as the model's bar appearance, for drawing through a scene layout.
    var appearance: BarAppearance {
        BarAppearance(barStyle: BarStyle(rawValue: barStyle.rawValue) ?? .default,
                      tintColor: tint.map { RGBAColor(r: $0.color.r, g: $0.color.g, b: $0.color.b) })
    }
}
