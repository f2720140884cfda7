import Chevron

// ChevronFidelity: Chevron's drawing against Apple's own art and two real screenshots
// (../shared/fidelity, read-only test references). Run through bench/fidelity.sh:
//   ChevronFidelity [--references DIR] [--output DIR] [--all-images]
// Prints one row per case (name, MAE 0–255, pixelmatch mismatch %, notes), the search and tab bar
// groups' worst on a line, the @2x cases' (retina: bars worst MAE B, art worst MAE A) on another,
// then, last, the line
//   fidelity: art worst MAE A, glyphs worst MAE G, screens worst MAE S over N cases
// (after the lines `tables: art worst MAE A, screen MAE S, retina MAE R` and
// `sheets: alert MAE A, action sheet MAE S, art worst MAE R` and
// `views: art worst MAE A, screens worst MAE S` and
// `versions: iOS 5 tables screen worst MAE T, retina worst MAE R` and
// `keyboard outside the text: art worst MAE A, screens worst MAE S` and
// `keyboard: art worst MAE A, screens worst MAE S`)
// and exits 1 when a gate of `Targets` is missed, 0 otherwise. When the references are absent it
// says so and exits 0, or 66 when `CI` is set (CI must not pass a check it did not run).

func fail(_ message: String, code: Int32 = 1) -> Never { Output.fail(message, code: code) }

var referencesFolder = "../shared/fidelity"
var outputFolder = "Output/fidelity"
var allImages = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--references":
        guard let value = arguments.popFirst() else { fail("--references needs a folder", code: 64) }
        referencesFolder = value
    case "--output":
        guard let value = arguments.popFirst() else { fail("--output needs a folder", code: 64) }
        outputFolder = value
    case "--all-images": allImages = true
    default: fail("unknown argument \(argument)", code: 64)
    }
}

guard Output.isFolder(referencesFolder) else {
    let why = "no references at \(referencesFolder) (Apple's art is not part of the repository;"
        + " put the shared fidelity folder there to run the check)"
    if Output.isCI { fail(why + "; CI is set, so the check fails", code: 66) }
    print("fidelity: skipped: " + why)
    Output.exit(0)
}

let typesetter: Typesetter
do { typesetter = try Typesetter.bundled() } catch { fail("\(error)") }
let references = References(folder: referencesFolder)
let cases = ArtCases.all + GlyphCases.all + ScreenCases.all + SearchCases.all + TabBarCases.all + RetinaCases.all
    + TableCases.all + RetinaTableCases.all + SheetCases.all + ViewCases.all + VersionCases.all + KeyboardCases.all
    + PickerCases.all
let targets = Targets.current

var results: [(FidelityCase, FidelityCase.Result)] = []
for c in cases {
    do {
        results.append((c, try c.run(references, typesetter)))
    } catch {
        fail("\(c.name): \(error)")
    }
}

let nameWidth = (cases.map(\.name.count).max() ?? 10) + 2
func padded(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
print(padded("case", nameWidth) + "   MAE  mismatch  notes")
for (c, r) in results {
    let line = padded(c.name, nameWidth) + Output.number("%6.2f", r.score.mae) + "  "
        + Output.number("%7.2f", r.score.mismatchPercent) + "%  " + r.note
    print(String(line.reversed().drop { $0 == " " }.reversed()))
}

// Side-by-sides: reference | Chevron | pixelmatch diff, enlarged, of the worst cases of each group.
do {
    try Output.createFolders(outputFolder)
    for group in FidelityCase.Group.allCases {
        let ranked = results.filter { $0.0.group == group }.sorted { $0.1.score.mae > $1.1.score.mae }
        for (c, r) in allImages ? ranked : Array(ranked.prefix(4)) {
            let picture = Comparison.sideBySide(r.outcome, factor: r.factor)
            guard let bitmap = picture.bitmap else { continue }
            let file = String(c.name.filter { $0 != "@" }.map { $0 == " " ? "-" : $0 })
            try Output.write(try PNG.encode(bitmap), to: outputFolder + "/\(file).png")
        }
    }
} catch {
    fail("cannot write the side-by-sides into \(outputFolder): \(error)")
}

let finished = results
func worst(_ group: FidelityCase.Group) -> Double {
    finished.filter { $0.0.group == group }.map(\.1.score.mae).max() ?? 0
}

var failures: [String] = []
var open: [String] = []
for group in FidelityCase.Group.allCases {
    let w = worst(group), limit = targets.limit(group)
    let name = results.filter { $0.0.group == group }.max { $0.1.score.mae < $1.1.score.mae }?.0.name ?? ""
    let worstText = "\(group.rawValue) worst MAE \(Output.number("%.2f", w)) (\(name))"
    if w > limit.target { open.append(worstText + " > target " + Output.number("%.0f", limit.target)) }
    if w > limit.gate { failures.append(worstText + " > gate " + Output.number("%.2f", limit.gate)) }
}
for (c, r) in results {
    guard let missed = r.missed else { continue }
    open.append("\(c.name): \(missed)")
    if targets.glyphBoxGate { failures.append("\(c.name): \(missed)") }
}
if !open.isEmpty {
    print("targets not yet met:")
    for o in open { print("  \(o)") }
}
for f in failures { print("FAILED: \(f)") }
// The whole screens' widgets (search bar, tab bar) on a line of their own, so that the last line
// keeps its one form for whatever reads it.
print("whole screens: search worst MAE \(Output.number("%.2f", worst(.search))), tabbar worst MAE "
      + Output.number("%.2f", worst(.tabbar)))
// The @2x cases on a line of their own too, before the last.
print("retina: bars worst MAE \(Output.number("%.2f", worst(.retinaBars))), art worst MAE "
      + Output.number("%.2f", worst(.retinaArt)))
print("tables: art worst MAE \(Output.number("%.2f", worst(.tables))), screen MAE "
      + Output.number("%.2f", worst(.tableScreen)) + ", retina MAE " + Output.number("%.2f", worst(.retinaTables)))
func mae(_ name: String) -> Double { finished.first { $0.0.name == name }?.1.score.mae ?? 0 }
print("sheets: alert MAE \(Output.number("%.2f", mae("alert xamarin"))), action sheet MAE "
      + "\(Output.number("%.2f", mae("action sheet xamarin"))), art worst MAE "
      + Output.number("%.2f", worst(.sheetArt)))
print("views: art worst MAE \(Output.number("%.2f", worst(.viewArt))), screens worst MAE "
      + Output.number("%.2f", worst(.viewScreens)))
print("versions: iOS 5 tables screen worst MAE \(Output.number("%.2f", worst(.versionTables))), retina worst MAE "
      + Output.number("%.2f", worst(.versionRetina)))
// The same with the labels' ink left out (`TextMask`): how much of the keyboard's line is the font.
func worstOutsideText(_ groups: FidelityCase.Group...) -> Double {
    finished.filter { groups.contains($0.0.group) }.compactMap(\.1.outsideText).max() ?? 0
}
print("keyboard outside the text: art worst MAE \(Output.number("%.2f", worstOutsideText(.keyboardArt, .pickerArt))), "
      + "screens worst MAE " + Output.number("%.2f", worstOutsideText(.keyboardScreens, .pickerScreens)))
// The keyboard's line counts the pickers too (issue 34: the keyboard's and the pickers' boxes).
print("keyboard: art worst MAE \(Output.number("%.2f", max(worst(.keyboardArt), worst(.pickerArt)))), screens "
      + "worst MAE " + Output.number("%.2f", max(worst(.keyboardScreens), worst(.pickerScreens))))
print("fidelity: art worst MAE \(Output.number("%.2f", worst(.art))), glyphs worst MAE "
      + "\(Output.number("%.2f", worst(.glyphs))), screens worst MAE \(Output.number("%.2f", worst(.screens)))"
      + " over \(results.count) cases")
Output.exit(failures.isEmpty ? 0 : 1)
