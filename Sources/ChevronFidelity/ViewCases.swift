import Chevron
import ImageDiff

/// UIKit's standard controls (docs/DESIGN.md §Standard controls) against Apple's art
/// (../shared/fidelity/controls, tables/textFieldRoundedRect.png) and against the iOS 5
/// simulator's 1x screenshots of Xamarin's StandardControls sample (screens/xamarin-controls-03,
/// -04, -05, -14) and Nimbus's launcher (its page control, four pages on black), each control
/// drawn alone with the project's own code.
///
/// - Art (`viewArt`): the slider's blue and white tracks (stretched by their 5-px caps) and its
///   thumb, up and down, at 1x and @2x; the 37-px activity indicator's spokes; contact add; info
///   light; the text field's clear button and its rounded border (Chameleon's copy of the art,
///   stretched by 12 / 9 px caps). Over white and over black.
/// - Screens (`viewScreens`): the controls' boxes in the screenshots, drawn at the same place in a
///   box of the same size on the page's white, at the screenshots' version (`systemVersion`
///   5.0). iOS 5 drew these controls with iPhone OS 3's art except where noted: the text fields'
///   text (the app's own fonts) is masked, leaving the borders; the rounded-rect button's title is
///   Heros against the phone's Helvetica (its note gives the MAE without it). The rounded text
///   field (a lighter border, #969696 along the top where iPhone OS 3's art has #767676, and
///   smaller corners) is iOS 5's, drawn at 5.0. iOS 5's detail
///   disclosure button is another design (a ring about 23 across where iPhone OS 3's is 24, a
///   darker face with a gloss line, a bolder chevron): nothing of it is comparable, so it is left
///   out; iPhone OS 3's is held to the art target by the tables' case (Chameleon's art).
///
/// Not measured, for want of a reference: the progress view, the switch
/// (jQTouch's is a recreation) and the gray spinner's art (PastryKit's is a web replica at 50 px).
enum ViewCases {
    static let factor = 8

    static var all: [FidelityCase] { art + screens }

    // MARK: Art

    static var art: [FidelityCase] {
        var cases: [FidelityCase] = []
        for scale in [1, 2] {
            let suffix = scale == 2 ? " @2x" : ""
            let file = scale == 2 ? "@2x" : ""
            for (blue, name) in [(true, "Blue"), (false, "White")] {
                cases.append(FidelityCase(name: "slider track \(name.lowercased())\(suffix)", group: .viewArt) { refs, _ in
                    let width = 40.0
                    let canvas = try Canvas(width: width, height: 9, scale: Double(scale))
                    SliderView.drawTrack(Rect(x: 0, y: 0, width: width, height: 9), blue: blue, on: canvas)
                    let reference = try refs.stretched("controls/rara-UISlider\(name)\(file).png", leftCap: 5 * scale,
                                                       width: Int(width) * scale)
                    return ArtCases.compare(reference, canvas.bitmap, factor: factor / scale)
                })
            }
            for (pressed, name) in [(false, "Handle"), (true, "HandleDown")] {
                cases.append(FidelityCase(name: "slider thumb\(pressed ? " pressed" : "")\(suffix)", group: .viewArt) { refs, _ in
                    let canvas = try Canvas(width: 23, height: 23, scale: Double(scale))
                    SliderView.drawThumb(in: Rect(x: 0, y: 0, width: 23, height: 23), pressed: pressed, on: canvas)
                    return ArtCases.compare(try refs.picture("controls/rara-UISlider\(name)\(file).png"), canvas.bitmap,
                                            factor: factor / scale)
                })
            }
        }
        cases.append(FidelityCase(name: "spinner whiteLarge", group: .viewArt) { refs, _ in
            let canvas = try Canvas(width: 37, height: 37, scale: 1)
            ActivityIndicatorView(style: .whiteLarge, phase: 0).draw(in: Rect(x: 0, y: 0, width: 37, height: 37), on: canvas)
            return ArtCases.compare(try refs.picture("controls/mgwt-spinner-37.png"), canvas.bitmap, factor: factor)
        })
        cases.append(FidelityCase(name: "button contactAdd", group: .viewArt) { refs, _ in
            let canvas = try Canvas(width: 29, height: 29, scale: 1)
            ButtonView.drawContactAdd(in: Rect(x: 0, y: 0, width: 29, height: 29), on: canvas)
            return ArtCases.compare(try refs.picture("controls/mgwt-UIButtonBarContactAdd.png"), canvas.bitmap, factor: factor)
        })
        cases.append(FidelityCase(name: "button infoLight", group: .viewArt) { refs, _ in
            let canvas = try Canvas(width: 18, height: 19, scale: 1)
            ButtonView.drawInfo(in: Rect(x: 0, y: 0, width: 18, height: 19), light: true, on: canvas)
            return ArtCases.compare(try refs.picture("controls/mgwt-UIButtonBarInfo.png"), canvas.bitmap, factor: factor)
        })
        cases.append(FidelityCase(name: "text field clear button", group: .viewArt) { refs, _ in
            let canvas = try Canvas(width: 19, height: 19, scale: 1)
            SearchBarArt.drawClearButton(in: Rect(x: 0, y: 0, width: 19, height: 19), on: canvas)
            return ArtCases.compare(try refs.picture("controls/mgwt-UITextFieldClearButton.png"), canvas.bitmap, factor: factor)
        })
        cases.append(FidelityCase(name: "text field roundedRect", group: .viewArt) { refs, _ in
            let width = 60.0
            let canvas = try Canvas(width: width, height: 19, scale: 1)
            TextFieldView.drawBorder(.roundedRect, in: Rect(x: 0, y: 0, width: width, height: 19), on: canvas)
            return ArtCases.compare(try refs.stretched("tables/textFieldRoundedRect.png", leftCap: 12, width: Int(width)),
                                    canvas.bitmap, factor: factor)
        })
        return cases
    }

    // MARK: Screens

    /// One control's box in a screenshot: `draw` paints it at the box's origin on the page's
    /// colour; `masked` boxes (in the box) are left out.
    static func screen(_ name: String, _ file: String, box: (x: Int, y: Int, w: Int, h: Int),
                       background: Color = .white, masked: [DiffRegion] = [], note: (@Sendable (Picture, Picture) -> String)? = nil,
                       draw: @escaping @Sendable (Canvas, Typesetter) -> Void) -> FidelityCase {
        FidelityCase(name: name, group: .viewScreens) { refs, typesetter in
            let canvas = try Canvas(width: Double(box.w), height: Double(box.h), scale: 1, background: background)
            draw(canvas, typesetter)
            let reference = try refs.picture("screens/\(file).png").cropped(left: box.x, top: box.y, width: box.w, height: box.h)
            let chevron = Picture(canvas.bitmap)
            let outcome = Comparison.compare(reference: reference, chevron: chevron, ignored: masked)
            return FidelityCase.Result(score: outcome.score, outcome: outcome, note: note?(reference, chevron) ?? "",
                                       factor: 4)
        }
    }

    /// Where the app's text is in each field's box (its ink, 1 px round it): left out.
    static let textBoxes: [TextFieldView.BorderStyle: [DiffRegion]] = [
        .roundedRect: DiffRegion(x: 6, y: 10, width: 117, height: 12).map { [$0] } ?? [],
        .line: DiffRegion(x: 1, y: 10, width: 88, height: 12).map { [$0] } ?? [],
        .bezel: DiffRegion(x: 8, y: 7, width: 78, height: 18).map { [$0] } ?? [],
    ]

    static var screens: [FidelityCase] {
        let fields: [(String, TextFieldView.BorderStyle, (Int, Int, Int, Int))] = [
            ("text field roundedRect xamarin", .roundedRect, (20, 84, 280, 31)),
            ("text field line xamarin", .line, (20, 123, 280, 31)),
            ("text field bezel xamarin", .bezel, (20, 214, 280, 33)),
        ]
        var cases = fields.map { name, style, box in
            screen(name, "xamarin-controls-03", box: box, masked: textBoxes[style] ?? []) { canvas, t in
                TextFieldView(borderStyle: style, systemVersion: .v5).draw(in: Rect(x: 0, y: 0, width: Double(box.2), height: Double(box.3)),
                                                       typesetter: t, on: canvas)
            }
        }
        cases.append(screen("slider xamarin", "xamarin-controls-04", box: (20, 113, 280, 23)) { canvas, _ in
            SliderView(value: 0.5).draw(in: Rect(x: 0, y: 0, width: 280, height: 23), on: canvas)
        })
        let title = DiffRegion(x: 8, y: 9, width: 62, height: 20).map { [$0] } ?? []
        cases.append(screen("button roundedRect xamarin", "xamarin-controls-05", box: (222, 84, 78, 37),
                            note: { r, c in
                                "without the title MAE " + Output.number("%.2f", Comparison.opaque(r, c, ignored: title).0.mae)
                            }) { canvas, t in
            ButtonView(type: .roundedRect, title: "Button!").draw(in: Rect(x: 0, y: 0, width: 78, height: 37), typesetter: t,
                                                                  on: canvas)
        })
        let small: [(String, ButtonView.ButtonType, (Int, Int, Int, Int))] = [
            ("button infoDark xamarin", .infoDark, (256, 170, 18, 19)),
            ("button contactAdd xamarin", .contactAdd, (250, 194, 29, 29)),
        ]
        cases += small.map { (name: String, type: ButtonView.ButtonType, box: (Int, Int, Int, Int)) -> FidelityCase in
            screen(name, "xamarin-controls-05", box: box) { canvas, t in
                ButtonView(type: type).draw(in: Rect(x: 0, y: 0, width: Double(box.2), height: Double(box.3)),
                                                                typesetter: t,
                                            on: canvas)
            }
        }
        cases.append(screen("page control nimbus", "nimbus-launcher-title", box: (0, 444, 320, 36),
                            background: .black) { canvas, _ in
            PageControlView(numberOfPages: 4, currentPage: 0).draw(in: Rect(x: 0, y: 0, width: 320, height: 36), on: canvas)
        })
        cases.append(screen("spinner gray xamarin", "xamarin-controls-14", box: (271, 84, 20, 20)) { canvas, _ in
            ActivityIndicatorView(style: .gray, phase: 1).draw(in: Rect(x: 0, y: 0, width: 20, height: 20), on: canvas)
        })
        cases.append(screen("spinner white xamarin", "xamarin-controls-14", box: (271, 124, 20, 20),
                            background: Color(rgb: 0x634a33)) { canvas, _ in
            ActivityIndicatorView(style: .white, phase: 1).draw(in: Rect(x: 0, y: 0, width: 20, height: 20), on: canvas)
        })
        return cases
    }
}
