import Chevron

/// A `--tint` colour: `#rgb` or `#rrggbb` (the `#` optional), read by the one colour parser scenes
/// use too (`RGBAColor(hex:)`). A tint is opaque: `#rrggbbaa` with an alpha below ff is refused,
/// as in a scene's `tintColor`.
struct TintColor {
    let color: Color

    init(_ color: Color) { self.color = color }

    /// The colour, or why `text` is not one (the parser adds which option it was).
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
}

/// `--scale 1|2|3`.
struct ScaleFactor {
    let value: Int

    init?(argument: String) {
        guard let v = Int(argument), (1...3).contains(v) else { return nil }
        value = v
    }

    init(_ value: Int) { self.value = value }

    static let allValueStrings = ["1", "2", "3"]

    /// `--scale`, with `help` and the default shown in --help.
    static func option(help: String, default value: Int? = nil) -> OptionSyntax {
        .value("scale", help: help, default: value.map(String.init), values: allValueStrings)
    }
}

/// The options every chrome-drawing command shares: `--bar-style` and `--tint`.
struct BarLookOptions {
    var barStyle: BarLook.Style
    var tint: TintColor?

    static let syntax: [OptionSyntax] = [
        .value("bar-style", help: "The bar style the art is drawn for.", default: BarLook.Style.default.rawValue,
               values: BarLook.Style.allCases.map(\.rawValue)),
        .value("tint", valueName: "#rrggbb",
               help: "A tint colour, as a bar's tintColor (overrides the style's colours)."),
    ]

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        barStyle = try arguments.value("bar-style") { BarLook.Style(rawValue: $0) } ?? .default
        tint = try arguments.value("tint", TintColor.parse)
    }

    var look: BarLook { BarLook(style: barStyle, tint: tint?.color) }

    /// The same as the model's bar appearance, for drawing through a scene layout.
    var appearance: BarAppearance {
        BarAppearance(barStyle: BarStyle(rawValue: barStyle.rawValue) ?? .default,
                      tintColor: tint.map { RGBAColor(r: $0.color.r, g: $0.color.g, b: $0.color.b) })
    }
}
