import Chevron

/// The cases of Apple's search bar art (../shared/fidelity/search): the default bar's background,
/// the rounded field (its border art stretched by its 17-px caps), the magnifier and the clear
/// button, each drawn alone by `SearchBarArt` at 1x at the art's own size.
enum SearchCases {
    static let factor = 8
    static let fieldWidth = 60.0

    static var all: [FidelityCase] {
        [
            FidelityCase(name: "search background", group: .search) { refs, _ in
                let canvas = try Canvas(width: 8, height: 44, scale: 1)
                SearchBarArt.drawDefaultBackground(in: Rect(x: 0, y: 0, width: 8, height: 44), on: canvas)
                return ArtCases.compare(try refs.stretched("search/background_default.png", leftCap: 0, width: 8),
                                        canvas.bitmap, factor: factor)
            },
            FidelityCase(name: "search field", group: .search) { refs, _ in
                let canvas = try Canvas(width: fieldWidth, height: 31, scale: 1)
                SearchBarArt.drawField(in: Rect(x: 0, y: 0, width: fieldWidth, height: 31), on: canvas)
                return ArtCases.compare(try refs.stretched("search/border.png", leftCap: 17, width: Int(fieldWidth)),
                                        canvas.bitmap, factor: factor)
            },
            // The glass art is opaque, drawn on the field's white.
            FidelityCase(name: "search magnifier", group: .search) { refs, _ in
                let canvas = try Canvas(width: 14, height: 15, scale: 1, background: .white)
                SearchBarArt.drawMagnifier(in: Rect(x: 0, y: 0, width: 14, height: 15), on: canvas)
                return ArtCases.compare(try refs.picture("search/magnifying_glass.png"), canvas.bitmap, factor: factor)
            },
            FidelityCase(name: "search clear button", group: .search) { refs, _ in
                let canvas = try Canvas(width: 19, height: 19, scale: 1)
                SearchBarArt.drawClearButton(in: Rect(x: 0, y: 0, width: 19, height: 19), on: canvas)
                return ArtCases.compare(try refs.picture("search/cancel_normal.png"), canvas.bitmap, factor: factor)
            },
        ]
    }
}
