import Chevron
import ImageDiff

/// Chevron at @2x against the phone at @2x (../shared/fidelity/screens/retina-*@2x.png, an iPhone
/// 4S on iOS 5, whose bars are iPhone OS 3's drawn at twice the pixels, and art2x/, UIKit's own
/// @2x back-button art).
///
/// - Bars: the two screenshots' navigation bars (rows 40–127) drawn from a scene on a 320 × 44
///   canvas at @2x, and the Music screenshot's tab bar (rows 862–959) on a 320 × 49 one. What is an
///   app's own and not UIKit's is masked in both pictures (left out of the MAE and of pixelmatch's
///   count): the Music app's black "Now Playing" button, and its four tab icons (custom images,
///   Albums' a full-colour picture rather than a template).
/// - Art: the @2x back-button art stretched as UIKit does (left cap 26 px) to the width Chevron
///   drew, over white and over black.
enum RetinaCases {
    static let factor = 2
    static let artFactor = 4

    /// The navigation bar's rows in both screenshots (rows 40–127: row 40 its 1-px highlight,
    /// 126–127 its dark line) and the tab bar's (862–959).
    static let barTop = 40
    static let tabBarTop = 862

    /// The Music screenshot's black "Now Playing" button (an app's own art, not UIKit's), found as
    /// the box of its dark pixels (columns 502–629, rows 14–71 of the bar) with a 2-px margin.
    static let nowPlaying = DiffRegion(x: 500, y: 12, width: 132, height: 62)
    /// The four custom tab icons (the Music app's images), each item's icon area — 128 px wide
    /// items, the icons within rows 12–63 — with a margin: everything of those items but the icon
    /// (the bar, the highlight's edges, the titles) is still compared.
    static let customIcons: [DiffRegion] = (0..<4).compactMap { DiffRegion(x: 128 * $0 + 28, y: 8, width: 72, height: 60) }

    /// The Settings screenshot's Edit button is 51 pt wide (columns 528–629), where Chevron sizes a
    /// bordered "Edit" to its label + 20 = 43 (iOS 5's `editButtonItem`, not modelled: Chevron
    /// draws iPhone OS 3): the scene gives the measured width, so that the drawing is compared.
    static let editButtonWidth = 51

    struct Screen {
        var name: String
        var file: String
        var top: Int
        var scene: String
        var masked: [DiffRegion]
    }

    static let screens: [Screen] = [
        Screen(name: "retina settings bar", file: "retina-settings-keyboard@2x", top: barTop, scene: """
            canvas: {width: 320, height: 44, scale: 2}
            navigationBar:
              barStyle: default
              items:
                - { id: general, title: General }
                - { id: keyboard, title: Keyboard, rightBarButtonItem: { systemItem: edit, width: \(editButtonWidth) } }
            """, masked: []),
        Screen(name: "retina music bar", file: "retina-music-albums@2x", top: barTop, scene: """
            canvas: {width: 320, height: 44, scale: 2}
            navigationBar:
              barStyle: default
              items:
                - { id: albums, title: Albums, leftBarButtonItem: { title: Store, style: bordered } }
            """, masked: nowPlaying.map { [$0] } ?? []),
        Screen(name: "retina music tab bar", file: "retina-music-albums@2x", top: tabBarTop, scene: """
            canvas: {width: 320, height: 49, scale: 2}
            tabBar:
              selectedIndex: 3
              items:
                - { title: Playlists }
                - { title: Artists }
                - { title: Songs }
                - { title: Albums }
                - { systemItem: more }
            """, masked: customIcons),
    ]

    static var all: [FidelityCase] { bars + art }

    static var bars: [FidelityCase] {
        screens.map { screen in
            FidelityCase(name: screen.name, group: .retinaBars) { refs, typesetter in
                let chevron = try Picture(scene: screen.scene, file: "\(screen.name).yaml", typesetter: typesetter)
                let reference = try refs.picture("screens/\(screen.file).png")
                    .cropped(left: 0, top: screen.top, width: chevron.width, height: chevron.height)
                let outcome = Comparison.compare(reference: reference, chevron: chevron, ignored: screen.masked)
                let note = screen.masked.isEmpty ? "" : "masked \(screen.masked.count == 1 ? "1 box" : "\(screen.masked.count) boxes")"
                return FidelityCase.Result(score: outcome.score, outcome: outcome, note: note, factor: factor)
            }
        }
    }

    /// Back buttons are drawn this wide (points): the stretched middle counts.
    static let buttonWidth = 50.0

    static var art: [FidelityCase] {
        let rows: [(String, BarLook, String)] = [
            ("retina back default @2x", .default, "UINavigationBarDefaultBack@2x"),
            ("retina back black translucent @2x", BarLook(style: .blackTranslucent), "UINavigationBarBlackTranslucentBack@2x"),
        ]
        return rows.map { name, look, file in
            FidelityCase(name: name, group: .retinaArt) { refs, _ in
                let canvas = try Canvas(width: buttonWidth, height: 30, scale: 2)
                let art = try BackButtonArt(look: look, highlighted: false, scale: 2)
                art.draw(in: Rect(x: 0, y: 0, width: buttonWidth, height: 30), on: canvas)
                let reference = try refs.stretched("art2x/\(file).png", leftCap: 2 * BackButtonArt.leftCapWidth,
                                                   width: 2 * Int(buttonWidth))
                return ArtCases.compare(reference, canvas.bitmap, factor: artFactor)
            }
        }
    }
}
