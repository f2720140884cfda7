import Chevron

/// One thing drawn by Chevron and compared with its reference in ../shared/fidelity.
struct FidelityCase: Sendable {
    enum Group: String, Sendable, CaseIterable {
        case art, glyphs, screens, search, tabbar, tables, tableScreen
        /// The @2x cases (`RetinaCases`): the screenshots' bars, and the @2x back-button art.
        case retinaBars = "retina bars", retinaArt = "retina art"
        /// The @2x screenshots' tables (`RetinaTableCases`), on the `tables:` line.
        case retinaTables = "retina tables"
        /// Action sheets and alerts (`SheetCases`): the screenshots' sheet and alert, and UIKit's
        /// @2x alert art.
        case sheetScreens = "sheet screens", sheetArt = "sheet art"
        /// UIKit's standard controls (`ViewCases`): Apple's control art, and the controls' boxes
        /// in the standard-controls screenshots, on the `views:` line.
        case viewArt = "views art", viewScreens = "views screens"
        /// `systemVersion: 5.0` against the iOS 5 screenshots (`VersionCases`): the 1x tables, and
        /// the @2x screens below the status bar.
        case versionTables = "iOS 5 tables", versionRetina = "iOS 5 retina"
        /// The keyboard (`KeyboardCases`): one key's box, and the whole keyboards.
        case keyboardArt = "keyboard art", keyboardScreens = "keyboard screens"
        /// The pickers (`PickerCases`), on the `keyboard:` line too: a wheel's ends and seams, and
        /// the whole pickers; gated apart from the keyboard's, whose gates they would hide.
        case pickerArt = "picker art", pickerScreens = "picker screens"
    }

    struct Result: Sendable {
        var score: Score
        var outcome: Comparison.Outcome
        /// Extra figures for the row (ink boxes, the text region's MAE).
        var note: String = ""
        /// The MAE with the labels' ink left out (`TextMask`: the keyboard's and the pickers'
        /// cases), to tell the font from the drawing.
        var outsideText: Double?
        /// A target beyond the MAE that this case misses (a glyph's ink box), described.
        var missed: String?
        /// How much the side-by-side is enlarged.
        var factor: Int
    }

    var name: String
    var group: Group
    var run: @Sendable (References, Typesetter) throws -> Result
}

/// The reference folder: reads its PNGs as straight RGBA pictures.
struct References: Sendable {
    let folder: String

    func picture(_ relative: String) throws -> Picture {
        let path = folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
        let bytes: [UInt8]
        do { bytes = try FileReading.read(path) } catch { throw FidelityError("cannot read \(path)") }
        return Picture(try PNG.decodeStraight(bytes))
    }

    /// A piece of art stretched the way UIKit stretches it (`leftCap` px, the column after it
    /// repeated) to `width` x its own height.
    func stretched(_ relative: String, leftCap: Int, width: Int) throws -> Picture {
        let art = try picture(relative)
        guard let bitmap = art.bitmap else { throw FidelityError("\(relative) has no pixels") }
        return Picture(try bitmap.stretched(leftCap: leftCap, topCap: 0, width: width, height: bitmap.height))
    }
}

struct FidelityError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
