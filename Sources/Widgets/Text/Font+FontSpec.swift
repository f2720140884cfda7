import Layout
import Typesetting

extension Font {
    /// The typesetting font for a font as layout names it (`BarMetrics.titleFont` and the like), so
    /// that the widgets draw with the sizes layout measured.
    package init(_ spec: FontSpec) {
        self.init(size: spec.size, bold: spec.weight == .bold)
    }
}
