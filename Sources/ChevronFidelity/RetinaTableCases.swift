import Chevron
import ImageDiff

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tables of the @2x screenshots (../shared/fidelity/screens/retina-*@2x.png, an iPhone 4S on
/// iOS 5), drawn from a scene at scale 2 and compared below the navigation bar (from pixel row
/// 128). What is not Chevron's to draw is masked (left out of the MAE and of pixelmatch's count),
/// each box in the table's pixels:
///
/// - Settings › Keyboard, a grouped table (rows 128–959): its five switches (iOS 5's pill, not
///   iPhone OS 3's switch that Chevron draws: the union of both, columns 408–603 of each row's
///   rows 34–95 below its top), and the scroll indicator the screenshot caught (columns 620–639,
///   rows 0–683).
/// - Music › Albums, a plain table of 56-pt rows (`rowHeight: 56`; rows 128–861, above the tab
///   bar) whose separators are the app's #cccccc (`separatorColor`; UIKit's own, on the 1x
///   screenshots, are #e0e0e0): the four albums' artwork, the app's own images (columns 0–109 of each album row, 110 px
///   square from its top). Chevron draws a grey placeholder of the same 55-pt size there, so that
///   the texts start where the artwork puts them; the texts, disclosures and separators are
///   compared.
///
/// The `tables:` line's `retina MAE` is the worse of the two.
enum RetinaTableCases {
    static let top = 128
    static let height = 832
    /// The Music table's rows above the tab bar (rows 862–959, the bars' case).
    static let musicHeight = 734

    static let settingsScene = """
        canvas: {width: 320, height: 480, scale: 2}
        navigationController:
          viewControllers:
            - title: General
            - title: Keyboard
              navigationItem: { rightBarButtonItem: { systemItem: edit, width: \(RetinaCases.editButtonWidth) } }
              content:
                table:
                  style: grouped
                  sections:
                    - footerTitle: Double-tapping the space bar will insert a full stop followed by a space.
                      rows:
                        - { text: Auto-Capitalisation, accessoryView: { switch: true } }
                        - { text: Auto-Correction, accessoryView: { switch: true } }
                        - { text: Check Spelling, accessoryView: { switch: true } }
                        - { text: Enable Caps Lock, accessoryView: { switch: true } }
                        - { text: "\\u201C.\\u201D Shortcut", accessoryView: { switch: true } }
                    - rows:
                        - { text: International Keyboards, detailText: "1", style: value1, accessoryType: disclosureIndicator }
                    - headerTitle: Shortcuts
                      rows:
                        - { text: omw, detailText: On my way!, style: value1, accessoryType: disclosureIndicator }
        """

    /// The five switches (88-px rows from pixel row 0 of the table's first row, 22 px below the
    /// crop's top) and the scroll indicator.
    static let settingsMasked: [DiffRegion] = (0..<5).compactMap { DiffRegion(x: 408, y: 34 + 88 * $0, width: 196, height: 62) }
        + [DiffRegion(x: 620, y: 0, width: 20, height: 684)].compactMap { $0 }

    /// The Music screenshot's table: "All Songs", then four albums with their artwork (a 55-pt image;
    /// `artwork` is written into a temporary folder for the scene) and their artist under the
    /// title in the subtitle style, one without an artist; a disclosure on every row.
    static let musicScene = """
        canvas: {width: 320, height: 480, scale: 2}
        navigationController:
          viewControllers:
            - title: Albums
              navigationItem: { leftBarButtonItem: { title: Store, style: bordered } }
              content:
                table:
                  rowHeight: 56
                  separatorColor: "#cccccc"
                  rows:
                    - { text: All Songs, accessoryType: disclosureIndicator }
                    - { text: Another Light, detailText: Red Vox, style: subtitle, image: \(artwork), accessoryType: disclosureIndicator }
                    - { text: DOOM Eternal Original Game Soundtrack, style: subtitle, image: \(artwork), accessoryType: disclosureIndicator }
                    - { text: Time, detailText: "Fr\\u00E9d\\u00E9ric Theze", style: subtitle, image: \(artwork), accessoryType: disclosureIndicator }
                    - { text: Visions, detailText: Red Vox, style: subtitle, image: \(artwork), accessoryType: disclosureIndicator }
        """
    static let artwork = "artwork.png"
    /// The artwork's size in points (110 px square on the phone, from the row's top).
    static let artworkSize = 55

    /// The four albums' artwork: 112-px rows from pixel row 0 of the table, the first album second.
    static let musicMasked: [DiffRegion] = (1...4).compactMap { DiffRegion(x: 0, y: 112 * $0, width: 110, height: 110) }

    /// `scene` drawn with a grey `artworkSize`-point `artwork` beside it, in a temporary folder
    /// removed afterwards.
    static func pictureWithArtwork(_ scene: String, file: String, typesetter: Typesetter) throws -> Picture {
        var template = Array("/tmp/chevron-fidelity-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        guard let folder = made else {
            throw FidelityError("cannot make a temporary folder: \(String(cString: strerror(errno)))")
        }
        let image = folder + "/" + artwork
        defer {
            unlink(image)
            rmdir(folder)
        }
        let size = Double(artworkSize)
        let canvas = try Canvas(width: size, height: size, scale: 1, background: Color(rgb: 0x808080))
        try Output.write(try PNG.encode(canvas.bitmap), to: image)
        let renderer = SceneRenderer(typesetter: typesetter)
        return Picture(try renderer.render(sceneBytes: Array(scene.utf8), file: file, folder: folder).bitmap)
    }

    static var all: [FidelityCase] {
        [
            screenCase("retina table settings", screenshot: "retina-settings-keyboard@2x", height: height,
                       masked: settingsMasked) { typesetter in
                try Picture(scene: settingsScene, file: "retina-settings.yaml", typesetter: typesetter)
            },
            screenCase("retina table music", screenshot: "retina-music-albums@2x", height: musicHeight,
                       masked: musicMasked) { typesetter in
                try pictureWithArtwork(musicScene, file: "retina-music.yaml", typesetter: typesetter)
            },
        ]
    }

    /// The table `draw` gives against `screenshot`, both from pixel row `top`, `height` rows, with
    /// `masked` left out.
    static func screenCase(_ name: String, screenshot: String, height: Int, masked: [DiffRegion],
                           draw: @escaping @Sendable (Typesetter) throws -> Picture) -> FidelityCase {
        FidelityCase(name: name, group: .retinaTables) { refs, typesetter in
            let drawn = try draw(typesetter)
            let chevron = drawn.cropped(left: 0, top: top, width: drawn.width, height: height)
            let reference = try refs.picture("screens/\(screenshot).png")
                .cropped(left: 0, top: top, width: chevron.width, height: height)
            let outcome = Comparison.compare(reference: reference, chevron: chevron, ignored: masked)
            return FidelityCase.Result(score: outcome.score, outcome: outcome, note: "masked \(masked.count) boxes",
                                       factor: 1)
        }
    }
}
