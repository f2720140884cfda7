/// What bench/fidelity.sh holds Chevron to, per group of cases: the target (the goal) and
/// the gate (what fails the run). Where a target is met the gate is the target; where it is not
/// yet met the gate is the value measured when the gate was last set, rounded up a little, so that
/// CI catches a step backwards while the target is still open. The run prints every target not met.
struct Targets {
    struct Limit {
        var target: Double
        var gate: Double
    }

    /// Art: worst MAE over white and over black (bars, buttons, segments).
    var art = Limit(target: 2, gate: 2)
    /// Glyphs: worst shape MAE; the ink box must also be within 1 px of the mask's (`glyphBoxGate`).
    var glyphs = Limit(target: 10, gate: 10)
    /// Whether a glyph whose ink box misses the mask's by more than 1 px fails the run.
    var glyphBoxGate = true
    /// Screens: worst MAE of the navigation bar against the screenshot's rows (met since text is
    /// spaced as the phone's WebKit spaced it: docs/DESIGN.md §Text).
    var screens = Limit(target: 3, gate: 3)
    /// The search bar's art (background, field, magnifier, clear button): the art target.
    var search = Limit(target: 2, gate: 2)
    /// Tab bar icons: worst shape MAE, the glyphs' target (every icon fitted to its image).
    var tabbar = Limit(target: 10, gate: 10)
    /// Table art (pinstripe, selection, disclosure normal and selected, checkmark, detail button):
    /// the art target (met: worst 1.87, the detail disclosure button). The whole quickdialog1 table
    /// below its bar, and a plain indexed table: the screens' target (met: 1.04 and 1.55).
    var tables = Limit(target: 2, gate: 2)
    var tableScreen = Limit(target: 3, gate: 3)

    /// Retina bars: worst MAE of a navigation or tab bar at @2x against the @2x screenshots' rows
    /// (issue 27's target 3). Met: the Music tab bar 2.62, the Settings navigation bar 2.16, the
    /// Music bar 1.94 (5.06, 2.70 and 2.33 before text was drawn at Helvetica Neue's cap height and
    /// the tab bar's rows and highlight as measured: docs/DESIGN.md §Measured figures at @2x).
    var retinaBars = Limit(target: 3, gate: 3)
    /// Retina art: worst MAE of the @2x back-button art over white and over black (the art target).
    var retinaArt = Limit(target: 2, gate: 2)

    /// Retina tables: the Settings screenshot's grouped table at @2x below its bar, switches and
    /// scroll indicator masked, and the Music screenshot's plain table of 56-pt rows between its
    /// bars, the artwork masked (the screens' target 3). Not met: the worse is Settings' 11.80
    /// (iOS 5's #f7f7f7 cells and etched separators, where Chevron draws iPhone OS 3's white ones,
    /// and the phone's narrower word spaces at @2x: docs/DESIGN.md §Measured figures at @2x),
    /// gated at 11.9; Music's is 5.95 (its text: word spaces and side bearings at @2x, and the
    /// app's own album cell, whose artist is 2 pt lower than the subtitle style puts it).
    var retinaTables = Limit(target: 3, gate: 11.9)
    /// Action sheet and alert screens: worst MAE of the sheet's rows and the alert's (the app's
    /// own content masked) against the iOS 5 screenshots (the screens' target 3). Not met: the
    /// action sheet is 5.16, the alert 5.88, most of it in their text (Heros against the phone's
    /// Helvetica: without the labels 1.93 and 3.09); gated at 6.5.
    var sheetScreens = Limit(target: 3, gate: 6.5)
    /// Action sheet and alert art: worst MAE of the @2x alert panel and buttons over white and over
    /// black (the art target 2). The panel meets it (1.73); the buttons do not (2.96, the cancel
    /// button 3.46: the corners and the face's top highlight, two pixel rows at @2x that a 1-pt
    /// fill cannot split); gated at 3.5.
    var sheetArt = Limit(target: 2, gate: 3.5)

    /// Standard controls' art: worst MAE over white and over black of the slider's track and
    /// thumb, the spinner's spokes, contact add, info and the text field's borders (issue 33's
    /// target 2). Met: the slider (its worst the blue track, 1.73; the thumb 1.24 at 1x, 0.68 at
    /// @2x: a blurred shadow under soft-edged discs), info light 1.77 and contact add 1.55
    /// (soft-edged masks: `SoftMask`).
    var viewArt = Limit(target: 2, gate: 2)
    /// Standard controls in the iOS 5 screenshots: worst MAE of a control's box (the target 3), the
    /// controls drawn at the screenshots' `systemVersion`, 5.0. Met: the worst is the rounded-rect
    /// button, 2.65 (its title, Heros against the phone's Helvetica: 0.40 without it); info dark
    /// 1.93; the rounded text field 0.09 with
    /// iOS 5's lighter border (4.01 with iPhone OS 3's art).
    var viewScreens = Limit(target: 3, gate: 3)
    /// `systemVersion: 5.0` against the iOS 5 screenshots at face value (issue 37): the 1x tables
    /// (xamarin-tables-01 and -05, quickdialog1) target 3, the two @2x screens whole below the
    /// status bar target 4. Neither is met, and what is left is the text (Heros against the
    /// phone's Helvetica; Helvetica Neue is not bundled), as each row's note shows with the
    /// table's text left out: xamarin-tables-01 is 4.50 (0.06 without it), quickdialog1 0.17 (1.04
    /// at 3.0); Music 7.03 (2.87) and Settings 6.58 (2.01) at @2x. Gated at 4.6 and 7.1 so that CI
    /// catches a step back while the targets stay open.
    var versionTables = Limit(target: 3, gate: 4.6)
    var versionRetina = Limit(target: 4, gate: 7.1)
    /// The keyboard: one key's box (face, shadow, label) against the real keyboards (the art target
    /// 2), and the five whole keyboards (the screens' target 3, met: 1.93–2.51). With the labels'
    /// ink left out (`TextMask`) every key is within 1.64 (shift, a drawn glyph) and most within 1;
    /// what is left is the labels' glyphs, Heros against the phone's Helvetica, placed where the
    /// phone placed them (ink centroids 0.1–0.4 px off on average): `@` 6.23, `M` 4.67, the plane key's
    /// `.?123` 4.57 (0.81, 0.92 and 0.58 outside the text). Gated at 6.5.
    var keyboardArt = Limit(target: 2, gate: 6.5)
    var keyboardScreens = Limit(target: 3, gate: 3)
    /// The pickers, on the keyboard's line with the same targets: their frames, wheels, shading and
    /// selection bar meet the art target (the date picker's left end 1.57, a wheel's seam 2.00, the
    /// picker view's right end 1.64); the whole pickers are 4.23 (the date picker) and 3.63 (the
    /// picker view), 1.99 and 1.86 outside their titles: the rest is the titles' glyphs, bold
    /// 20–24 across most of the face, Heros against the phone's Helvetica, placed where the phone
    /// placed them; gated at 4.3.
    var pickerArt = Limit(target: 2, gate: 2)
    var pickerScreens = Limit(target: 3, gate: 4.3)

    func limit(_ group: FidelityCase.Group) -> Limit {
        switch group {
        case .art: return art
        case .glyphs: return glyphs
        case .screens: return screens
        case .search: return search
        case .tabbar: return tabbar
        case .tables: return tables
        case .tableScreen: return tableScreen
        case .retinaBars: return retinaBars
        case .retinaArt: return retinaArt
        case .retinaTables: return retinaTables
        case .sheetScreens: return sheetScreens
        case .sheetArt: return sheetArt
        case .viewArt: return viewArt
        case .viewScreens: return viewScreens
        case .versionTables: return versionTables
        case .versionRetina: return versionRetina
        case .keyboardArt: return keyboardArt
        case .keyboardScreens: return keyboardScreens
        case .pickerArt: return pickerArt
        case .pickerScreens: return pickerScreens
        }
    }

    static let current = Targets()
}
