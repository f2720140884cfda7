/// The keyboard's drawn glyphs (docs/figures.md §Keyboard): the shift arrow, the delete plate and
/// the phone pad's `+ * #`, in points of a portrait key at 1x. Measured: each shape's figures were
/// fitted to the real 1x keyboards of the fidelity references (the Default keyboard's shift and
/// delete, the PhonePad's `+*#` cell) by least mean absolute difference over the glyph's box, the
/// key's face taken from the reference's own clear column; `KeyboardFigureTests` checks the drawn
/// glyphs' ink against the references.
package enum KeyboardGlyphMetrics {
    // MARK: Shift (a 36 × 38 key)

    /// The arrow's outline, stroked: the apex 12 below the face's top and 0.35 right of its centre;
    /// the head 19.2 wide with its base 10.1 below the apex; the stem 6.1 wide down to 15.9 below
    /// the apex; strokes 1.9 wide with bevelled corners (the reference's corners are cut).
    static let shiftApexTop = 12.0
    static let shiftCentreOffset = 0.35
    static let shiftHeadHalfWidth = 9.6
    static let shiftHeadDepth = 10.1
    static let shiftStemHalfWidth = 3.05
    static let shiftStemDepth = 15.9
    static let shiftStroke = 1.9
    /// The dark line a point above the arrow: black at this alpha.
    static let shiftShadowAlpha = 0.34

    // MARK: Delete

    /// A delete plate's figures: its size, the length of its point, the radius of its right corners,
    /// the × cut out of it (its centre right of the plate's centre, each arm's reach from the centre
    /// and half its width), and the plate's centre off the key's.
    package struct Plate: Hashable, Sendable {
        var width: Double
        var height: Double
        var tip: Double
        var radius: Double
        var crossOffset: Double
        var arm: Double
        var halfArm: Double
        var dx: Double
        var dy: Double
        /// The dark line a point above the plate (0: none, the pads' plate).
        var shadowAlpha: Double
    }

    /// The row keys' plate (a 36 × 38 key; measured).
    static let rowDelete = Plate(width: 23.9, height: 15.6, tip: 7.65, radius: 2, crossOffset: 2.66, arm: 5.7,
                                 halfArm: 1.2, dx: -0.14, dy: 0.05, shadowAlpha: 0.26)
    /// The pads' plate (a 105 × 53 cell; measured on the number pad).
    static let padDelete = Plate(width: 22, height: 14, tip: 7, radius: 1.75, crossOffset: 2.1875, arm: 5.25,
                                 halfArm: 0.875, dx: -0.5, dy: -0.4375, shadowAlpha: 0)

    // MARK: The phone pad's + * # (a 105 × 53 cell)

    /// Strokes 2.05 wide, with a white line a point under them at this alpha.
    static let padSymbolStroke = 2.05
    static let padSymbolShadowAlpha = 0.36
    /// `+`: centred (30.2, 26.9) from the cell's top left, 15.3 across, 15.3 down.
    static let plus = (x: 30.2, y: 26.9, across: 15.3, down: 15.3)
    /// `*`: three bars 14.8 long at 0°, 60° and 120°, centred (50.9, 27.0).
    static let asterisk = (x: 50.9, y: 27.0, length: 14.8)
    /// `#`: two bars 16 across 5.5 apart and two 14.3 down 6.1 apart, centred (72.1, 27.1).
    static let hash = (x: 72.1, y: 27.1, across: 16.0, down: 14.3, rowGap: 2.75, columnGap: 3.05)
}
