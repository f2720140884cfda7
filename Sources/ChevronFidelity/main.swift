import Chevron
import Foundation

// ChevronFidelity: Chevron's drawing against Apple's own art and two real screenshots
// (../shared/fidelity, read-only test references). Run through bench/fidelity.sh:
//   ChevronFidelity [--references DIR] [--output DIR] [--all-images]
// Prints one row per case (name, MAE 0–255, pixelmatch mismatch %, notes), the search and tab bar
// groups' worst on a line, the @2x cases' (retina: bars worst MAE B, art worst MAE A) on another,
// then, last, the line
//   fidelity: art worst MAE A, glyphs worst MAE G, screens worst MAE S over N cases
// (after a line `tables: art worst MAE A, screen MAE S`)
// and exits 1 when a gate of `Targets` is missed, 0 otherwise (also when the references are absent).

func fail(_ message: String, code: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("ChevronFidelity: \(message)\n".utf8))
    exit(code)
}

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

var isFolder: ObjCBool = false
guard FileManager.default.fileExists(atPath: referencesFolder, isDirectory: &isFolder), isFolder.boolValue else {
    print("fidelity: skipped: no references at \(referencesFolder) (Apple's art is not part of the repository;"
          + " put the shared fidelity folder there to run the check)")
    exit(0)
}

let typesetter: Typesetter
do { typesetter = try Typesetter.bundled() } catch { fail("\(error)") }
let references = References(folder: referencesFolder)
let cases = ArtCases.all + GlyphCases.all + ScreenCases.all + SearchCases.all + TabBarCases.all + RetinaCases.all
    + TableCases.all
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
    let line = padded(c.name, nameWidth) + String(format: "%6.2f  %7.2f%%  ", r.score.mae, r.score.mismatchPercent)
        + r.note
    print(line.trimmingCharacters(in: .whitespaces))
}

// Side-by-sides: reference | Chevron | pixelmatch diff, enlarged, of the worst cases of each group.
do {
    try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
    for group in FidelityCase.Group.allCases {
        let ranked = results.filter { $0.0.group == group }.sorted { $0.1.score.mae > $1.1.score.mae }
        for (c, r) in allImages ? ranked : Array(ranked.prefix(4)) {
            let picture = Comparison.sideBySide(r.outcome, factor: r.factor)
            guard let bitmap = picture.bitmap else { continue }
            let file = c.name.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: "@", with: "")
            let path = (outputFolder as NSString).appendingPathComponent("\(file).png")
            try Data(PNG.encode(bitmap)).write(to: URL(fileURLWithPath: path))
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
    if w > limit.target { open.append(String(format: "%@ worst MAE %.2f (%@) > target %.0f", group.rawValue, w, name, limit.target)) }
    if w > limit.gate { failures.append(String(format: "%@ worst MAE %.2f (%@) > gate %.2f", group.rawValue, w, name, limit.gate)) }
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
print(String(format: "whole screens: search worst MAE %.2f, tabbar worst MAE %.2f", worst(.search), worst(.tabbar)))
// The @2x cases on a line of their own too, before the last.
print(String(format: "retina: bars worst MAE %.2f, art worst MAE %.2f", worst(.retinaBars), worst(.retinaArt)))
print(String(format: "tables: art worst MAE %.2f, screen MAE %.2f", worst(.tables), worst(.tableScreen)))
print(String(format: "fidelity: art worst MAE %.2f, glyphs worst MAE %.2f, screens worst MAE %.2f over %d cases",
             worst(.art), worst(.glyphs), worst(.screens), results.count))
exit(failures.isEmpty ? 0 : 1)
