import Chevron
import ChevronTesting
import Foundation
import Testing
@testable import ChevronFidelity

/// bench/fidelity.sh's keyboard and picker cases run here too (`KeyboardCases`, `PickerCases`,
/// against ../shared/fidelity's real keyboards and pickers: test references only, skipped, and said
/// so, when absent), so that an ordinary test run catches a step back: with the labels' ink left
/// out (`TextMask`) every key's box and every picker box meets the art target 2 and every whole
/// keyboard and picker the screens' target 3; whole, the cases keep the figures they reached.
@Suite(.enabled(if: FidelityReferences.required("keyboard/UIKeyboardTypeDefault.png",
                                                "pickers/xamarin-controls-19-datepicker.png"),
                "no keyboard or picker references at $FIDELITY_DIR or ../shared/fidelity (not part of the repository)"))
struct KeyboardFidelityTests {
    static func results() throws -> [String: FidelityCase.Result] {
        let references = References(folder: FidelityReferences.folder())
        let typesetter = try Typesetter.bundled()
        var results: [String: FidelityCase.Result] = [:]
        for c in KeyboardCases.all + PickerCases.all { results[c.name] = try c.run(references, typesetter) }
        return results
    }

    /// The cases' figures where they stand: the keys whose labels are Heros's glyphs against the
    /// phone's Helvetica (`M`, `@`, `.?123`) are what keeps the keyboard's art line from its target.
    static let pinned: [String: Double] = [
        "keyboard Default": 1.95, "keyboard URL": 2.05, "keyboard EmailAddress": 2.1, "keyboard NumberPad": 2.5,
        "keyboard PhonePad": 2.55, "keyboard shift": 1.7, "keyboard delete": 1.0, "keyboard return": 1.8,
        "keyboard plane key": 4.6, "date picker": 4.3, "picker view": 3.7, "picker left end": 1.6,
        "picker wheel seam": 2.01, "picker right end": 1.7,
    ]

    @Test func figuresStandAndOutsideTheTextMeetTheTargets() throws {
        let all = KeyboardCases.all + PickerCases.all
        let results = try Self.results()
        for (name, limit) in Self.pinned {
            let r = try #require(results[name], "no case \(name)")
            #expect(r.score.mae <= limit, "\(name): MAE \(r.score.mae) > \(limit)")
        }
        for c in all {
            let r = try #require(results[c.name])
            let outside = try #require(r.outsideText, "\(c.name) has no figure outside the text")
            let target = [.keyboardScreens, .pickerScreens].contains(c.group) ? 3.0 : 2.0
            #expect(outside <= target, "\(c.name): MAE outside the text \(outside) > \(target)")
            #expect(outside <= r.score.mae + 0.01, "\(c.name): the text left out, the MAE rose: \(outside)")
        }
    }
}
