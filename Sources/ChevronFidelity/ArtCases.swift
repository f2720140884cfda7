import Chevron

/// The cases of Apple's bar and button art (../shared/fidelity/art and segments): each widget
/// drawn alone, without a label, and the art stretched by UIKit's caps to the same size.
enum ArtCases {
    /// Buttons are drawn this wide (points): wide enough that the stretched middle counts.
    static let buttonWidth = 50.0
    static let segmentWidth = 60.0
    /// Side-by-sides of art are enlarged this much.
    static let factor = 8

    static var all: [FidelityCase] { bars + backButtons + borderedButtons + segments }

    static func compare(_ reference: Picture, _ chevron: Bitmap, factor: Int = factor) -> FidelityCase.Result {
        let outcome = Comparison.compare(reference: reference, chevron: Picture(chevron))
        return FidelityCase.Result(score: outcome.score, outcome: outcome, factor: factor)
    }

    static var bars: [FidelityCase] {
        let rows: [(String, BarLook, BarBackground.Kind, String)] = [
            ("bar default", .default, .navigationBar, "UINavigationBarDefaultBackground"),
            ("bar black opaque", BarLook(style: .black), .navigationBar, "UINavigationBarBlackOpaqueBackground"),
            ("bar black translucent", BarLook(style: .blackTranslucent), .navigationBar,
             "UINavigationBarBlackTranslucentBackground"),
            ("toolbar default", .default, .toolbar, "UIButtonBarDefaultBackground"),
        ]
        return rows.map { name, look, kind, file in
            FidelityCase(name: name, group: .art) { refs, _ in
                let canvas = try Canvas(width: 8, height: 44, scale: 1)
                BarBackground.draw(look, kind: kind, in: Rect(x: 0, y: 0, width: 8, height: 44), on: canvas)
                return compare(try refs.stretched("art/\(file).png", leftCap: 0, width: 8), canvas.bitmap)
            }
        }
    }

    static var backButtons: [FidelityCase] {
        let rows: [(String, BarLook, Bool, String)] = [
            ("back default", .default, false, "UINavigationBarDefaultBack"),
            ("back default pressed", .default, true, "UINavigationBarDefaultBackPressed"),
            ("back black opaque", BarLook(style: .black), false, "UINavigationBarBlackOpaqueBack"),
            ("back black opaque pressed", BarLook(style: .black), true, "UINavigationBarBlackBackPressed"),
            ("back black translucent", BarLook(style: .blackTranslucent), false, "UINavigationBarBlackTranslucentBack"),
            ("back black translucent pressed", BarLook(style: .blackTranslucent), true, "UINavigationBarBlackBackPressed"),
            ("back tint #8195af", BarLook(tint: ChromeColors.defaultTint), false, "UINavigationBarDefaultBack"),
        ]
        return rows.map { name, look, pressed, file in
            FidelityCase(name: name, group: .art) { refs, _ in
                let canvas = try Canvas(width: buttonWidth, height: 30, scale: 1)
                let art = try BackButtonArt(look: look, highlighted: pressed, scale: 1)
                art.draw(in: Rect(x: 0, y: 0, width: buttonWidth, height: 30), on: canvas)
                return compare(try refs.stretched("art/\(file).png", leftCap: 13, width: Int(buttonWidth)), canvas.bitmap)
            }
        }
    }

    static var borderedButtons: [FidelityCase] {
        let rows: [(String, BarLook, ButtonPalette.Role, Bool, String)] = [
            ("bordered default", .default, .bordered, false, "UINavigationBarDefaultButton"),
            ("bordered default pressed", .default, .bordered, true, "UINavigationBarDefaultButtonPressed"),
            ("bordered black opaque", BarLook(style: .black), .bordered, false, "UINavigationBarBlackOpaqueButton"),
            ("bordered black opaque pressed", BarLook(style: .black), .bordered, true, "UINavigationBarBlackButtonPressed"),
            ("bordered black translucent", BarLook(style: .blackTranslucent), .bordered, false,
             "UINavigationBarBlackTranslucentButton"),
            ("bordered black translucent pressed", BarLook(style: .blackTranslucent), .bordered, true,
             "UINavigationBarBlackButtonPressed"),
            ("done", .default, .done, false, "UINavigationBarDoneButton"),
            ("done pressed", .default, .done, true, "UINavigationBarDoneButtonPressed"),
            // A tint draws through the derived rows: the default bar's own tint should give its art.
            ("bordered tint #8195af", BarLook(tint: ChromeColors.defaultTint), .bordered, false,
             "UINavigationBarDefaultButton"),
            ("bordered tint #8195af pressed", BarLook(tint: ChromeColors.defaultTint), .bordered, true,
             "UINavigationBarDefaultButtonPressed"),
        ]
        return rows.map { name, look, role, pressed, file in
            FidelityCase(name: name, group: .art) { refs, _ in
                let canvas = try Canvas(width: buttonWidth, height: 30, scale: 1)
                BorderedButton.drawArt(frame: Rect(x: 0, y: 0, width: buttonWidth, height: 30), look: look, role: role,
                                       pressed: pressed, on: canvas)
                return compare(try refs.stretched("art/\(file).png", leftCap: 5, width: Int(buttonWidth)), canvas.bitmap)
            }
        }
    }

    /// One bar-style segment on the default bar (the art's ends are both rounded: a lone segment),
    /// unselected and selected (the art's "Highlighted"), at 1x and @2x.
    static var segments: [FidelityCase] {
        let rows: [(String, Bool, Int, String)] = [
            ("segment bar", false, 1, "UISegmentBarButton"),
            ("segment bar tint #8195af", false, 1, "UISegmentBarButton"),
            ("segment bar tint #8195af selected", true, 1, "UISegmentBarButtonHighlighted"),
            ("segment bar selected", true, 1, "UISegmentBarButtonHighlighted"),
            ("segment bar @2x", false, 2, "UISegmentBarButton@2x"),
            ("segment bar selected @2x", true, 2, "UISegmentBarButtonHighlighted@2x"),
        ]
        return rows.map { name, selected, scale, file in
            FidelityCase(name: name, group: .art) { refs, _ in
                let canvas = try Canvas(width: segmentWidth, height: 30, scale: Double(scale))
                let look = name.contains("tint") ? BarLook(tint: ChromeColors.defaultTint) : .default
                SegmentedControlArt.draw(style: .bar, segments: [.init(width: segmentWidth, selected: selected)],
                                         origin: .zero, look: look, tint: nil, on: canvas)
                let reference = try refs.stretched("segments/\(file).png", leftCap: 6 * scale,
                                                   width: Int(segmentWidth) * scale)
                return compare(reference, canvas.bitmap, factor: factor / scale)
            }
        }
    }
}
