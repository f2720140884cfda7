import Layout

/// The interim measurer of these tests: the advance widths of the bundled bold and regular TeX Gyre
/// Heros (read from the fonts' `hmtx` tables, no kerning) for the strings the tests use, and 7 pt per
/// character for anything else (prefixes tried while truncating). Real measuring comes from the
/// typesetting layer; these numbers pin the layout rules to the phone's measured results.
enum PhoneWidths {
    static let known: [FontSpec: [String: Double]] = [
        .bold(12): [
            "Back": 28.68, "QuickForms!": 74.02, "About": 34.66, "Albums": 44.00, "Edit": 22.67, "Done": 30.00,
            "Ascending": 61.34, "Descending": 68.02, "Photo": 34.00, "\u{2026}": 12.00,
        ],
        .bold(20): [
            "Sample Controls": 158.92, "Albums": 73.34, "Photos": 67.78, "Summer 2009": 130.06, "\u{2026}": 20.00,
        ],
        .bold(16): ["Photos": 54.22],
        .regular(13): ["Choose a photo": 98.23],
    ]

    static let measurer = TextMeasurer { text, font in
        known[font]?[text] ?? Double(text.count) * 7
    }

    static let context = LayoutContext(measurer: measurer)
    static let landscape = LayoutContext(measurer: measurer, orientation: .landscape)
}
