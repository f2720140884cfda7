extension RGBAColor {
    /// UIColor's named colours (`+redColor` …), by the names people write in their place.
    static let uiColorNames: [String: String] = [
        "black": "#000000", "darkgray": "#555555", "darkgrey": "#555555", "lightgray": "#aaaaaa",
        "lightgrey": "#aaaaaa", "white": "#ffffff", "gray": "#808080", "grey": "#808080", "red": "#ff0000",
        "green": "#00ff00", "blue": "#0000ff", "cyan": "#00ffff", "yellow": "#ffff00", "magenta": "#ff00ff",
        "orange": "#ff8000", "purple": "#800080", "brown": "#996633",
    ]

    /// What was most likely meant by `text`, which is not a hex colour: `0xff8000` (a hex literal)
    /// as `#ff8000`, or a UIColor name (`orange`, `redColor`) as its value. Nil when nothing fits.
    package static func suggestion(for text: String) -> String? {
        let lower = text.lowercased()
        if lower.hasPrefix("0x"), let colour = RGBAColor(hex: String(text.dropFirst(2))) {
            return colour.hexString
        }
        let name = lower.hasSuffix("color") ? String(lower.dropLast("color".count)) : lower
        return uiColorNames[name]
    }
}
