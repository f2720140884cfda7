import Raster

/// The picker's colours (docs/DESIGN.md §Pickers), measured on the two real 1x pickers of the
/// fidelity references: rows counted from the picker's top, the frame down its edge columns, the
/// wheel down a column of the date picker's hour wheel clear of its digits. Each ramp is the
/// fewest straight pieces that stay within 2 levels of the measured rows.
enum PickerColors {
    private static func c(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> Color { Color(r: r, g: g, b: b, a: a) }
    /// The wheel's shading: a dark blue (its red channel fitted to the rows over white, its green
    /// and blue to what the same rows leave of them).
    private static func shade(_ a: UInt8) -> Color { Color(r: 0, g: 2, b: 19, a: a) }

    /// The frame, rows 0–215: a dark line, a light one, a glossy upper half darkening to row 107,
    /// then a flat dark lower half.
    static let frame = RowRamp(segments: [
        .row(c(49, 57, 69)), .row(c(217, 217, 220)),
        .ramp(count: 9, first: c(162, 163, 170), last: c(159, 159, 166)),
        .ramp(count: 8, first: c(157, 159, 165), last: c(146, 147, 154)),
        .ramp(count: 9, first: c(142, 144, 151), last: c(128, 129, 137)),
        .ramp(count: 8, first: c(126, 128, 136), last: c(122, 124, 132)),
        .ramp(count: 15, first: c(120, 121, 131), last: c(117, 118, 128)),
        .ramp(count: 16, first: c(117, 117, 127), last: c(107, 108, 118)),
        .ramp(count: 17, first: c(106, 107, 117), last: c(92, 93, 104)),
        .ramp(count: 12, first: c(90, 91, 102), last: c(82, 83, 94)),
        .ramp(count: 12, first: c(80, 81, 92), last: c(71, 73, 84)),
        .ramp(count: 108, first: c(39, 40, 54), last: c(40, 42, 57)),
    ])

    /// A wheel's white face.
    static let face = c(252, 252, 252)

    /// A wheel's dark edge line, rows 10–205, down the seam between the date picker's first two
    /// wheels; with the selection bar, rows 86–129 are the bar's own end over it.
    static func edge(bar: Bool) -> RowRamp {
        RowRamp(segments: [
            .ramp(count: 55, first: c(23, 25, 26), last: c(16, 17, 18)),
            .ramp(count: 21, first: c(15, 16, 17), last: c(12, 13, 14)),
        ] + (bar ? [
            .row(c(105, 117, 135)), .row(c(178, 179, 184)),
            .ramp(count: 12, first: c(141, 143, 151), last: c(115, 115, 125)),
            .ramp(count: 8, first: c(112, 113, 123), last: c(97, 98, 109)),
            .rows(count: 21, c(39, 40, 54)), .row(c(96, 110, 130)),
        ] : [.rows(count: 44, c(12, 13, 14))]) + [
            .row(c(8, 8, 17)), .ramp(count: 5, first: c(8, 9, 13), last: c(10, 11, 11)),
            .ramp(count: 70, first: c(11, 12, 12), last: c(12, 13, 14)),
        ])
    }

    /// A wheel's blue-grey side, 3 pt inside each edge, rows 10–205: it curves away faster than the
    /// face, so its own ramp (with the selection bar over it in rows 86–129, and the bar's shadow
    /// below).
    static func side(bar: Bool) -> RowRamp {
        RowRamp(segments: [
            .ramp(count: 15, first: c(31, 31, 40), last: c(96, 97, 116)),
            .ramp(count: 5, first: c(101, 101, 120), last: c(118, 118, 139)),
            .ramp(count: 7, first: c(121, 121, 141), last: c(140, 142, 162)),
            .ramp(count: 11, first: c(143, 143, 164), last: c(171, 172, 189)),
            .ramp(count: 9, first: c(172, 172, 191), last: c(188, 190, 207)),
            .ramp(count: 20, first: c(189, 190, 208), last: c(200, 202, 220)),
            .ramp(count: 9, first: c(200, 202, 220), last: c(203, 204, 222)),
        ] + (bar ? [
            .row(c(119, 132, 150)), .row(c(227, 229, 237)),
            .ramp(count: 7, first: c(212, 214, 229), last: c(197, 200, 220)),
            .ramp(count: 7, first: c(193, 196, 218), last: c(166, 171, 203)),
            .ramp(count: 6, first: c(165, 169, 201), last: c(151, 157, 194)),
            .ramp(count: 21, first: c(114, 122, 173), last: c(110, 115, 172)),
            .row(c(96, 110, 130)),
            .row(c(113, 114, 146)), .ramp(count: 2, first: c(128, 129, 159), last: c(141, 142, 171)),
            .ramp(count: 8, first: c(148, 150, 177), last: c(167, 169, 190)),
        ] : [
            .rows(count: 44, c(203, 204, 222)),
            .rows(count: 11, c(172, 173, 191)),
        ]) + [
            .ramp(count: 8, first: c(168, 169, 190), last: c(172, 173, 191)),
            .ramp(count: 22, first: c(170, 172, 190), last: c(131, 131, 153)),
            .ramp(count: 15, first: c(130, 131, 152), last: c(104, 105, 128)),
            .ramp(count: 6, first: c(101, 102, 125), last: c(89, 89, 112)),
            .ramp(count: 10, first: c(86, 86, 109), last: c(53, 53, 70)),
            .ramp(count: 4, first: c(49, 49, 65), last: c(38, 38, 51)),
        ])
    }

    /// The wheel's curvature, rows 10–205: dark blue over the face, opaque enough at the top and the
    /// bottom to leave 50 and 61 of the white (the sides take it twice). Rows 130–148, under the
    /// selection bar's shadow, are taken as row 149's.
    static let shading = RowRamp(segments: [
        .ramp(count: 11, first: shade(204), last: shade(129)),
        .ramp(count: 7, first: shade(120), last: shade(81)),
        .ramp(count: 5, first: shade(78), last: shade(58)),
        .ramp(count: 8, first: shade(55), last: shade(31)),
        .ramp(count: 13, first: shade(29), last: shade(7)),
        .ramp(count: 32, first: shade(6), last: shade(0)),
        .rows(count: 44, shade(0)),
        .rows(count: 19, shade(10)),
        .ramp(count: 19, first: shade(11), last: shade(38)),
        .ramp(count: 10, first: shade(40), last: shade(57)),
        .ramp(count: 8, first: shade(61), last: shade(82)),
        .ramp(count: 6, first: shade(88), last: shade(108)),
        .ramp(count: 10, first: shade(114), last: shade(168)),
        .ramp(count: 4, first: shade(175), last: shade(193)),
    ])

    /// A light line just outside the wheels' outer edges (measured down column 9 of the date
    /// picker, beside column 8's frame): faint above the selection bar, rows 40–85, from
    /// 121 123 131 to 101 103 112 (10 above the frame at its foot); none beside the bar, whose
    /// lower half leaves the frame's dark there; below it, rows 130–203, from 70 72 84 to
    /// 83 85 96 at row 180, then even.
    static let upperLine = (top: 40.0, bottom: 86.0, first: c(121, 123, 131), last: c(101, 103, 112))
    static let outerLine = (top: 130.0, full: 180.0, first: c(70, 72, 84), last: c(83, 85, 96))

    /// Under the wheels, rows 206–215: a light line, then a dark ramp into the frame.
    static let bottom = RowRamp(segments: [
        .row(c(104, 105, 121)), .ramp(count: 9, first: c(61, 62, 80), last: c(35, 36, 50)),
    ])

    /// The selection bar, rows 86–129, and its shadow on the wheel, rows 130–141. Its colours and
    /// opacities are solved from the same rows over the white face and over black ink (a title
    /// under the bar): 72 % in the upper half, 55 % in the lower.
    static let selectionBar = RowRamp(segments: [
        .row(c(122, 134, 151)), .row(c(236, 238, 242)),
        .ramp(count: 20, first: c(216, 219, 231, 184), last: c(159, 167, 196, 184)),
        .ramp(count: 21, first: c(87, 103, 156, 140), last: c(99, 108, 163, 140)),
        .row(c(96, 110, 130)),
        .ramp(count: 3, first: shade(98), last: shade(59)),
        .ramp(count: 9, first: shade(50), last: shade(14)),
    ])

    /// Titles black; the date picker's weekday grey (measured: its stems are 137 138 138 on rows
    /// 59–73 and 125 125 129 on rows 147–161 in the screenshot, where the shading leaves 0.98
    /// and 0.89 of a title's colour: 141; 128 left them 12 darker).
    static let title = c(0, 0, 0)
    /// The date picker's "Today", drawn over the selection bar (measured: the commonest colour of
    /// its ink under the bar's lower half in the date picker screenshot, 48 115 226; no colour
    /// under the bar could come out that blue, so the phone draws it above the bar).
    static let todayTitle = c(48, 115, 226)
    static let secondaryTitle = c(141, 141, 141)
}
