import NavigationModel
import Raster

extension Color {
    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (ASCII hex digits, the `#` optional) with the one
    /// colour parser, `RGBAColor(hex:)`, which scenes use too; nil for anything else.
    public init?(hex: String) {
        guard let color = RGBAColor(hex: hex) else { return nil }
        self.init(color)
    }
}
