import Chevron

/// The pickers' cases, on the `keyboard:` line beside the keyboard they stand in for
/// (../shared/fidelity/pickers: two real 1x screens, iOS 4.2–5 simulators, still the iPhone OS 3
/// picker). Each picker is drawn alone on a 320 × 216 canvas and compared with its box in the
/// screenshot: the date picker's whole, the picker view's top 172 rows (the screenshot cuts it).
/// "keyboard art" compares boxes cut from the same drawings: a wheel's ends and a seam between two
/// wheels (frame, edges, shading, selection bar), clear of the titles (whose places
/// `PickerFigureTests` checks against the screenshots' ink).
enum PickerCases {
    /// (reference, its picker's top row in the screenshot, rows of it on screen, scene).
    static let pickers: [String: (file: String, top: Int, rows: Int, scene: String)] = [
        // 11:55 AM on Tuesday 28 February 2012, the day the screenshot was taken ("Wed Feb 29" below
        // it, "Today" in its place), minutes in fives.
        "date picker": ("pickers/xamarin-controls-19-datepicker.png", 264, 216,
                        "- datePicker: {frame: [0, 0, 320, 216], datePickerMode: dateAndTime, date: 2012-02-28 11:55, "
                            + "minuteInterval: 5, today: 2012-02-28}"),
        "picker view": ("pickers/xamarin-controls-21-pickerview.png", 308, 172,
                        "- pickerView: {frame: [0, 0, 320, 216], showsSelectionIndicator: true, components: "
                            + "[{rows: [item the first!, item the second!, item the third!], selectedRow: 1}]}"),
    ]

    /// (case, picker, box x, y, width, height).
    static let boxes: [(String, String, Int, Int, Int, Int)] = [
        ("picker left end", "date picker", 0, 0, 26, 216),
        ("picker wheel seam", "date picker", 150, 0, 20, 216),
        ("picker right end", "picker view", 276, 0, 44, 172),
    ]

    static var all: [FidelityCase] {
        pickers.keys.sorted().map(screen) + boxes.map { name, picker, x, y, w, h in
            FidelityCase(name: name, group: .pickerArt) { refs, typesetter in
                let (drawn, reference) = try pictures(picker, refs: refs, typesetter: typesetter)
                let r = reference.cropped(left: x, top: y, width: w, height: h)
                let c = drawn.cropped(left: x, top: y, width: w, height: h)
                let outcome = Comparison.compare(reference: r, chevron: c)
                let text = TextMask.figures(reference: r, chevron: c,
                                            labels: try labels(picker, typesetter: typesetter, dx: -x, dy: -y))
                return FidelityCase.Result(score: outcome.score, outcome: outcome, note: text.note,
                                           outsideText: text.outside, factor: 4)
            }
        }
    }

    /// The scene that draws `picker` alone at the canvas's top left.
    static func scene(_ picker: String) throws -> String {
        guard let p = pickers[picker] else { throw FidelityError("no picker \(picker)") }
        return "canvas: {width: 320, height: 216, scale: 1, statusBar: none}\nnavigationController:\n"
            + "  navigationBarHidden: true\n  viewControllers:\n    - content:\n        rows: false\n        subviews:\n"
            + "          \(p.scene)\n"
    }

    /// Where each title is looked for (`TextMask`), moved by `dx`, `dy`: its line box round its
    /// baseline as `LaidOutPicker` placed it, within its wheel's face; the background is read on
    /// the face's first two and last two columns (the wheels' shading and the bar run across
    /// them alike).
    static func labels(_ picker: String, typesetter: Typesetter, dx: Int = 0, dy: Int = 0) throws -> [TextMask.Label] {
        let layout = SceneRenderer(typesetter: typesetter).layout(try SceneParser.parse(try scene(picker), file: "p.yaml"))
        var labels: [TextMask.Label] = []
        layout.views?.root.walk { node, frame, _, _ in
            guard let laid = node.drawing?.base as? LaidOutPicker else { return }
            let inset = PickerMetrics.wheelEdge + PickerMetrics.wheelSide
            for wheel in laid.wheels {
                let f = wheel.frame.offsetBy(dx: frame.minX, dy: frame.minY)
                let face = Rect(x: f.minX + inset, y: f.minY, width: f.width - 2 * inset, height: f.height)
                let columns = [Int(face.minX) + 1, Int(face.minX) + 2, Int(face.maxX) - 3, Int(face.maxX) - 2]
                for text in wheel.rows.flatMap(\.texts) + (wheel.label.map { [$0] } ?? []) {
                    let metrics = typesetter.run(text.text, font: Font(text.font)).metrics
                    let box = Rect(x: frame.minX + text.x, y: frame.minY + text.baseline - metrics.ascender,
                                   width: text.width, height: metrics.lineHeight)
                    labels.append(TextMask.label(frame: box, face: face, background: columns, isLight: false,
                                                 dx: dx, dy: dy))
                }
            }
        }
        return labels
    }

    /// Chevron's picker and the screenshot's, both cut to the rows the screenshot shows.
    static func pictures(_ picker: String, refs: References, typesetter: Typesetter) throws -> (Picture, Picture) {
        guard let p = pickers[picker] else { throw FidelityError("no picker \(picker)") }
        let drawn = try Picture(scene: try scene(picker), file: "\(picker).yaml", typesetter: typesetter)
        let reference = try refs.picture(p.file).cropped(left: 0, top: p.top, width: 320, height: p.rows)
        return (drawn.cropped(left: 0, top: 0, width: 320, height: p.rows), reference)
    }

    static func screen(_ picker: String) -> FidelityCase {
        FidelityCase(name: picker, group: .pickerScreens) { refs, typesetter in
            let (drawn, reference) = try pictures(picker, refs: refs, typesetter: typesetter)
            let outcome = Comparison.compare(reference: reference, chevron: drawn)
            let text = TextMask.figures(reference: reference, chevron: drawn,
                                        labels: try labels(picker, typesetter: typesetter))
            return FidelityCase.Result(score: outcome.score, outcome: outcome, note: text.note, outsideText: text.outside,
                                       factor: 3)
        }
    }
}
