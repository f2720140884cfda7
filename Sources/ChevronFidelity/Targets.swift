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
    /// Screens: worst MAE of the navigation bar against the screenshot's rows. Not yet met: outside
    /// the title both bars are within a level; inside, the bundled Helvetica clone's advances and
    /// cap height differ from the phone's Helvetica by up to a pixel a word. The gate is nimbus'
    /// 4.52 rounded up.
    var screens = Limit(target: 3, gate: 4.75)
    /// The search bar's art (background, field, magnifier, clear button): the art target, met
    /// (worst 1.88, the clear button).
    var search = Limit(target: 2, gate: 2)
    /// Tab bar icons: worst shape MAE, the glyphs' target. Not yet met (more, favorites, featured,
    /// contacts and history 15–27: round shapes and outlines a pixel off; bookmarks, search,
    /// downloads, most recent and most viewed, fitted to their images, 1.6–7.8); the gate is the
    /// worst measured, rounded up.
    var tabbar = Limit(target: 10, gate: 29)

    func limit(_ group: FidelityCase.Group) -> Limit {
        switch group {
        case .art: return art
        case .glyphs: return glyphs
        case .screens: return screens
        case .search: return search
        case .tabbar: return tabbar
        }
    }

    static let current = Targets()
}
