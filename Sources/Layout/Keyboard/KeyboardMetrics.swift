import Geometry
import NavigationModel

/// Every size of the iPhone OS 3 keyboard in points (docs/figures.md §Keyboard). "Measured" figures
/// were read from the five real 1x keyboards of the fidelity references (320 × 216, iOS 4.2
/// simulator, the iPhone OS 3 design); "chosen" ones have no reference.
public enum KeyboardMetrics {
    /// The keyboard's height: 216 in portrait (measured; UIKit's figure), 162 in landscape (UIKit's).
    public static let portraitHeight = 216.0
    public static let landscapeHeight = 162.0

    // MARK: Rows of keys (portrait, measured)

    /// A key's face: 26 × 38, the keys 32 apart (6 between faces).
    public static let keyWidth = 26.0
    public static let keyHeight = 38.0
    public static let keyPitch = 32.0
    /// The faces' tops of the four rows, 54 apart.
    public static let rowTops: [Double] = [12, 66, 120, 174]
    /// The first key of each letter row: Q at 3, A at 19, Z at 51.
    public static let rowStarts: [Double] = [3, 19, 51]
    /// Shift and delete: 36 wide, at 3 and 281.
    public static let shiftX = 3.0
    public static let deleteX = 281.0
    public static let sideKeyWidth = 36.0
    /// The bottom row: the plane key and return 74 wide at 3 and 243, space 154 at 83.
    public static let planeKeyX = 3.0
    public static let bottomKeyWidth = 74.0
    public static let spaceX = 83.0
    public static let spaceWidth = 154.0
    public static let returnX = 243.0
    /// The URL and e-mail keyboards' three keys in space's place: 48, 48 and 49 wide at 83, 136, 189.
    public static let thirdKeys: [(x: Double, width: Double)] = [(83, 48), (136, 48), (189, 49)]

    // MARK: The pads (portrait, measured)

    /// Four rows 54 apart, a 1-pt line above each; columns split by lines at x 105 and 214.
    public static let padRowPitch = 54.0
    public static let padColumns: [(x: Double, width: Double)] = [(0, 105), (106, 108), (215, 105)]

    // MARK: Labels (measured: cap heights and baselines of the references' ink)

    /// Letters: bold, cap height 16 px, baseline 27 below the face's top.
    public static let letterFontSize = 22.0
    public static let letterBaseline = 27.0
    /// The function keys' titles (`.?123`, `return`, `space`): bold, baseline 25 below the top.
    public static let functionFontSize = 16.0
    public static let functionBaseline = 25.0
    /// The pads' digits and letters (measured on the number pad).
    public static let padDigitFontSize = 26.0
    public static let padLettersFontSize = 12.0
    public static let padLetterSpacing = 1.5
    /// The light keys' labels, size and baseline below the face's top (measured: fitted to the
    /// references' ink, every label bold and started on a whole pixel): URL's `.` and `/` as
    /// letters, `.com` as the titles (16); the e-mail keyboard's narrower `space` 14, `@` 18.25 and
    /// `.` 16, all higher than the letters.
    public static let lightLabels: [KeyboardType: [String: (size: Double, baseline: Double)]] = [
        .URL: [".": (22, 27), "/": (22, 28), ".com": (16, 25)],
        .emailAddress: ["space": (14, 24), "@": (18.25, 24), ".": (16, 25)],
    ]

    // MARK: The pressed key's pop-up (chosen: the phone's bubble as recalled, no reference here)

    /// The bubble's head: the key widened by 13 a side, 54 tall, 58 above the key's top.
    public static let popUpGrow = 13.0
    public static let popUpHeadHeight = 54.0
    public static let popUpRise = 58.0
    public static let popUpFontSize = 44.0

    // MARK: Landscape (chosen: no landscape reference)

    /// The portrait rows stretched across 480: x × 1.5 keeping 6 between faces, rows 40 apart from
    /// 6, faces 32 tall.
    public static let landscapeXScale = 1.5
    public static let landscapeRowTops: [Double] = [6, 46, 86, 126]
    public static let landscapeKeyHeight = 32.0
}
