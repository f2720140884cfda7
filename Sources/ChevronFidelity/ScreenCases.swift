import Chevron

/// The navigation bars of two real screenshots (../shared/fidelity/screens, 1x): the same bar drawn
/// from a scene at 1x on a 320 x 44 canvas, against the screenshot's rows 20–63. The row's note
/// gives the MAE inside the title's box alone (the pixels where the title changes Chevron's bar).
enum ScreenCases {
    static let factor = 3

    static let screens: [(name: String, file: String, title: String)] = [
        ("screen quickdialog", "quickdialog1-hello-world", "Hello World"),
        ("screen nimbus", "nimbus-launcher-title", "Basic Launcher Demo"),
    ]

    static func scene(title: String) -> String {
        """
        canvas: {width: 320, height: 44, scale: 1}
        navigationBar:
          barStyle: default
          items:
            - { id: only, title: "\(title)" }
        """
    }

    static var all: [FidelityCase] {
        screens.map { screen in
            FidelityCase(name: screen.name, group: .screens) { refs, typesetter in
                func render(_ title: String) throws -> Picture {
                    try Picture(scene: scene(title: title), file: "\(screen.name).yaml", typesetter: typesetter)
                }
                let chevron = try render(screen.title), bare = try render(" ")
                let reference = try refs.picture("screens/\(screen.file).png")
                    .cropped(left: 0, top: 20, width: 320, height: 44)
                let outcome = Comparison.compare(reference: reference, chevron: chevron)
                var note = ""
                if let box = textBox(chevron, bare), let region = box.region {
                    let (text, _) = Comparison.opaque(reference.over(255), chevron.over(255), region: region)
                    note = "text box \(box.description) MAE " + Output.number("%.1f", text.mae)
                }
                return FidelityCase.Result(score: outcome.score, outcome: outcome, note: note, factor: factor)
            }
        }
    }

    /// The box of the pixels where `a` and `b` differ.
    static func textBox(_ a: Picture, _ b: Picture) -> GlyphComparison.Box? {
        var changed = [UInt8](repeating: 0, count: a.width * a.height)
        for i in 0..<(a.width * a.height) where a.rgba[(4 * i)..<(4 * i + 4)] != b.rgba[(4 * i)..<(4 * i + 4)] {
            changed[i] = 255
        }
        return GlyphComparison.inkBox(changed, width: a.width, height: a.height)
    }
}
