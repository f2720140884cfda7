import Chevron

/// The keyboard's cases (../shared/fidelity/keyboard: five real 320 × 216 keyboards at 1x). Each
/// keyboard is drawn whole from a `keyboard` scene and compared whole ("keyboard screens": the
/// keyboard's box); "keyboard art" compares one key's box — its face, its shadow and its label —
/// cut from the same drawing and the same reference, so that a key that is off cannot hide in the
/// average of a whole keyboard. The references' two bottom corners are the simulator's rounded
/// screen, black, and are left out (4 × 4 each).
enum KeyboardCases {
    static let types = ["Default": "default", "URL": "URL", "EmailAddress": "emailAddress",
                        "NumberPad": "numberPad", "PhonePad": "phonePad"]

    /// The keys compared alone: (case, reference, box x, y, width, height), boxes taken round the
    /// key's face with 3 pt of its shadow and of the background on every side.
    static let keys: [(String, String, Int, Int, Int, Int)] = [
        ("keyboard key Q", "Default", 0, 9, 32, 45),
        ("keyboard key G", "Default", 144, 63, 32, 45),
        ("keyboard key M", "Default", 240, 117, 32, 45),
        ("keyboard shift", "Default", 0, 117, 42, 45),
        ("keyboard delete", "Default", 278, 117, 42, 45),
        ("keyboard plane key", "Default", 0, 171, 80, 45),
        ("keyboard space", "Default", 80, 171, 160, 45),
        ("keyboard return", "Default", 240, 171, 80, 45),
        ("keyboard .com", "URL", 186, 171, 54, 45),
        ("keyboard @", "EmailAddress", 133, 171, 54, 45),
        ("keyboard pad 5", "NumberPad", 106, 55, 108, 53),
        ("keyboard pad delete", "NumberPad", 215, 163, 105, 53),
        ("keyboard pad +*#", "PhonePad", 0, 163, 105, 53),
    ]

    static var all: [FidelityCase] {
        types.keys.sorted().map(screen) + keys.map { name, file, x, y, w, h in
            FidelityCase(name: name, group: .keyboardArt) { refs, typesetter in
                let drawn = try draw(file, typesetter: typesetter).cropped(left: x, top: y, width: w, height: h)
                let reference = try refs.picture("keyboard/UIKeyboardType\(file).png")
                    .cropped(left: x, top: y, width: w, height: h)
                // The simulator's rounded corners, where a box reaches them, as in the screens.
                let ignored = corners.compactMap { DiffRegion(x: $0.x - x, y: $0.y - y, width: $0.width, height: $0.height) }
                    .filter { $0.x >= 0 && $0.x < w && $0.y >= 0 && $0.y < h }
                let outcome = Comparison.compare(reference: reference, chevron: drawn, ignored: ignored)
                let text = TextMask.figures(reference: reference, chevron: drawn,
                                            labels: try labels(file, typesetter: typesetter, dx: -x, dy: -y),
                                            ignored: ignored)
                return FidelityCase.Result(score: outcome.score, outcome: outcome, note: text.note,
                                           outsideText: text.outside, factor: 6)
            }
        }
    }

    /// The references' two bottom corners, 4 × 4: the simulator's rounded screen, black.
    static let corners: [(x: Int, y: Int, width: Int, height: Int)] = [(0, 212, 4, 4), (316, 212, 4, 4)]

    static func scene(_ file: String) -> String {
        // The references' fields lit no shift: their text did not capitalise.
        "canvas: {width: 320, height: 216, scale: 1}\n"
            + "keyboard: {keyboardType: \(types[file] ?? "default"), autocapitalizationType: none}\n"
    }

    static func draw(_ file: String, typesetter: Typesetter) throws -> Picture {
        try Picture(scene: scene(file), file: "keyboard-\(file).yaml", typesetter: typesetter)
    }

    /// Where each key's label is looked for (`TextMask`), moved by `dx`, `dy`: the label's line box
    /// round its baseline, centred on the face (`KeyboardKey.fontSize`, `baseline`), or a pad's
    /// cell, whose digit and letters are two bands; the background is read on the face's columns
    /// 3 and 4 pt in from each side. Shift, delete and the pads' light cells are drawn glyphs, not
    /// text, and are not masked.
    static func labels(_ file: String, typesetter: Typesetter, dx: Int = 0, dy: Int = 0) throws -> [TextMask.Label] {
        let layout = SceneRenderer(typesetter: typesetter).layout(try SceneParser.parse(scene(file), file: "k.yaml"))
        guard let part = layout.keyboard else { throw FidelityError("keyboard-\(file).yaml lays out no keyboard") }
        return part.layout.keys.compactMap { key in
            guard !key.label.isEmpty, key.style != .padLight else { return nil }
            let face = part.canvasFrame(of: key)
            let columns = [Int(face.minX) + 3, Int(face.minX) + 4, Int(face.maxX) - 5, Int(face.maxX) - 4]
            let inside = face.insetBy(dx: 2, dy: 2)
            if key.style == .pad {
                return TextMask.label(frame: inside, face: inside, background: columns, isLight: true, dx: dx, dy: dy)
            }
            let run = typesetter.run(key.label, font: .bold(key.fontSize))
            let frame = Rect(x: face.midX - run.width / 2, y: face.minY + key.baseline - run.metrics.ascender,
                             width: run.width, height: run.metrics.lineHeight)
            return TextMask.label(frame: frame, face: inside, background: columns, isLight: key.style == .function,
                                  dx: dx, dy: dy)
        }
    }

    static func screen(_ file: String) -> FidelityCase {
        FidelityCase(name: "keyboard \(file)", group: .keyboardScreens) { refs, typesetter in
            let reference = try refs.picture("keyboard/UIKeyboardType\(file).png")
            let drawn = try draw(file, typesetter: typesetter)
            let ignored = corners.compactMap { DiffRegion(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            let outcome = Comparison.compare(reference: reference, chevron: drawn, ignored: ignored)
            let text = TextMask.figures(reference: reference, chevron: drawn,
                                        labels: try labels(file, typesetter: typesetter), ignored: ignored)
            return FidelityCase.Result(score: outcome.score, outcome: outcome, note: text.note, outsideText: text.outside,
                                       factor: 3)
        }
    }
}
