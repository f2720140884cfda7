import Foundation
import Geometry
import ImageDiff
import Raster
import RasterPNG

// ChevronBench: SPEC §8's measurements of Chevron on the peers' standard scene (SCENE.md), in one
// release executable. It checks the picture against the peers' reference first, then prints medians
// of single-call wall-clock times (and writes them as JSON for bench/compare.sh):
//   draw only           the scene into one 640 x 960 canvas reused from frame to frame (warm)
//   render              the same into a new bitmap and canvas every frame (SCENE.md §7's render())
//   draw + PNG encode   with Chevron's writer, and with libpng at its defaults for comparison
//   diff                the three pairs of the peers' diff_bench.py, in memory and from the files
//   whole processes     `chevron render` of one bar, `chevron diff`, many scenes on 1 and 2 cores
// Timings run one after another on the main thread, after 5 untimed warm-up calls each.

let options: BenchOptions
do {
    options = try BenchOptions.parse(CommandLine.arguments)
} catch {
    FileHandle.standardError.write(Data("ChevronBench: \(error)\n".utf8))
    exit(64)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ChevronBench: \(message)\n".utf8))
    exit(1)
}

let work = URL(fileURLWithPath: options.work).standardizedFileURL.path
do {
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
} catch { fail("cannot create \(work): \(error)") }

let text: SceneText
do { text = try SceneText(fontPath: options.font) } catch { fail("\(error)") }
let width = StandardScene.width, height = StandardScene.height
let canvas: Canvas
do { canvas = Canvas(bitmap: try Bitmap(width: width, height: height), scale: 1) } catch { fail("\(error)") }
let drawer = text.drawer
@MainActor func drawScene() { StandardScene.draw(.base, on: canvas, label: drawer) }

// MARK: - Profiling loops (no timing: run under valgrind --tool=callgrind or perf)

if let part = options.profile {
    let n = options.profileCount
    drawScene()
    switch part {
    case "draw":
        for _ in 0..<n { drawScene() }
    case "encode":
        for _ in 0..<n { _ = try PNG.encode(canvas.bitmap) }
    case "diff", "decode":
        let pairs = try DiffPair.draw(text: text, into: work + "/pairs")
        let title = pairs[1]
        if part == "decode" {
            for _ in 0..<n { _ = try DiffPair.load(title.pathA) }
        } else {
            let a = try DiffPair.load(title.pathA), b = try DiffPair.load(title.pathB)
            for _ in 0..<n { _ = ImageDiffer.compare(a, b) }
        }
    default:
        fail("--profile takes draw, encode, diff or decode")
    }
    exit(0)
}

var report = BenchReport()
let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
    .split(separator: "\n").first { $0.hasPrefix("model name") }?
    .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
    .split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
let started = ISO8601DateFormatter().string(from: Date())
report.header = ["date": started, "cpu": cpu, "cores": ProcessInfo.processInfo.activeProcessorCount,
                 "load_start": load, "scene": "SCENE.md v1, 640 x 960"]
print("ChevronBench — SCENE.md standard scene, 640 x 960 px; \(started); \(cpu), "
      + "\(ProcessInfo.processInfo.activeProcessorCount) cores; load \(load)")

// MARK: - The picture first

StandardScene.draw(.base, on: canvas, label: { _, _, _, _, _ in })
let shapes = canvas.bitmap
drawScene()
let scene = canvas.bitmap
if let path = options.writeScene {
    do { try Data(PNG.encode(scene)).write(to: URL(fileURLWithPath: path)) } catch { fail("\(path): \(error)") }
}
let referencePath = options.peers + "/standard-scene-reference.png"
let check: ReferenceCheck
do {
    let reference = try PNG.decodeStraight([UInt8](try Data(contentsOf: URL(fileURLWithPath: referencePath))))
    check = try ReferenceCheck(scene: scene, shapes: shapes, reference: reference.rgba,
                               referenceWidth: reference.width, referenceHeight: reference.height, text: text)
} catch { fail("\(referencePath): \(error)") }
print(check.summary)
report.header["reference"] = ["passed": check.passed, "failures": check.failures, "over16": check.over16,
                              "pinned_pixels": check.pinned, "pinned_max_levels": check.maxPinned]
guard check.passed else { fail("the scene does not match the reference; not timing a different picture") }

// MARK: - Drawing and encoding

print("")
print(BenchReport.tableHeader)
report.add("draw", "draw only (warm canvas, reused)", Stopwatch.measure(runs: options.runs(1000)) { drawScene() })
report.add("render", "render (new bitmap + canvas per frame)", try Stopwatch.measure(runs: options.runs(200)) {
    let fresh = Canvas(bitmap: try Bitmap(width: width, height: height), scale: 1)
    StandardScene.draw(.base, on: fresh, label: drawer)
})
var png: [UInt8] = []
let drawEncode = try Stopwatch.measure(runs: options.runs(200)) {
    drawScene()
    png = try PNG.encode(canvas.bitmap)
}
let colorType = png.count > 25 ? (png[25] == 2 ? "RGB" : "RGBA") : "?"
report.add("draw_encode", "draw + PNG encode", drawEncode, note: "\(png.count) bytes, \(colorType) 8-bit",
           extra: ["png_bytes": png.count])
report.add("encode", "  PNG encode alone", try Stopwatch.measure(runs: options.runs(200)) { png = try PNG.encode(scene) })
do {
    let back = try PNG.decode(png)
    if back != scene { fail("the PNG does not decode to the scene's pixels") }
}
var libpng: [UInt8] = []
let libpngTiming = try Stopwatch.measure(runs: options.runs(50)) {
    drawScene()
    libpng = try PNG.encode(canvas.bitmap, options: .libpngDefault)
}
report.add("draw_encode_libpng", "  draw + libpng encode (level 6, adaptive)", libpngTiming,
           note: "\(libpng.count) bytes", extra: ["png_bytes": libpng.count])

// MARK: - Diffing

let pairsSource: String
let pairs: [DiffPair]
if let folder = options.pairs ?? (DiffPair.peers(in: options.peers + "/diff_pairs") != nil ? options.peers + "/diff_pairs" : nil),
   let found = DiffPair.peers(in: folder) {
    pairs = found
    pairsSource = "diff_bench.py's files (Skia) in \(folder)"
} else {
    do { pairs = try DiffPair.draw(text: text, into: work + "/pairs") } catch { fail("cannot write the diff pairs: \(error)") }
    pairsSource = "Chevron's own drawing of the three pairs (no diff_bench.py files found)"
}
print("diff pairs: \(pairsSource)")
report.header["diff_pairs"] = pairsSource
for pair in pairs {
    let a: DiffImage, b: DiffImage
    do { (a, b) = (try DiffPair.load(pair.pathA), try DiffPair.load(pair.pathB)) } catch { fail("\(error)") }
    var result = ImageDiffer.compare(a, b)
    let memory = Stopwatch.measure(runs: options.runs(200)) { result = ImageDiffer.compare(a, b) }
    let counts = result.counts
    let note = "\(counts?.mismatched ?? -1) mismatched, \(counts?.antialiased ?? -1) anti-aliased"
    let extra: [String: Any] = ["mismatched": counts?.mismatched ?? -1, "antialiased": counts?.antialiased ?? -1]
    report.add("diff_memory_\(pair.name)", "diff in memory: \(pair.name)", memory, note: note, extra: extra)
    let decode = try Stopwatch.measure(runs: options.runs(50)) {
        result = ImageDiffer.compare(try DiffPair.load(pair.pathA), try DiffPair.load(pair.pathB))
    }
    report.add("diff_decode_\(pair.name)", "read + decode both + diff: \(pair.name)", decode, note: note, extra: extra)
}

// MARK: - Cores

let cores = ProcessInfo.processInfo.activeProcessorCount
let calibrationSeconds = options.quick ? 0.3 : 1
func speedup(shapesOnly: Bool) -> Double {
    let one = ParallelCalibration.framesPerSecond(threads: 1, seconds: calibrationSeconds, text: text, shapesOnly: shapesOnly)
    let all = ParallelCalibration.framesPerSecond(threads: cores, seconds: calibrationSeconds, text: text, shapesOnly: shapesOnly)
    return all / one
}
let shapesSpeedup = speedup(shapesOnly: true), sceneSpeedup = speedup(shapesOnly: false)
report.add("calibration_cores", "\(cores) threads vs 1 (in process)", nil,
           note: String(format: "%.2f x the frames of one thread without text (what the cores give now), "
                        + "%.2f x with text (one shared typesetter)", shapesSpeedup, sceneSpeedup),
           extra: ["speedup": shapesSpeedup, "text_speedup": sceneSpeedup, "threads": cores])

// MARK: - Whole processes

let chevron = options.chevron ?? (FileManager.default.isExecutableFile(atPath: ".build/release/chevron")
    ? ".build/release/chevron" : nil)
let errorFile = work + "/stderr.txt"
@MainActor func notAvailable(_ keys: [(String, String)], _ why: String) {
    for (key, label) in keys { report.add(key, label, nil, note: "n/a: \(why)") }
}
let processRows = [("process_render_bar", "chevron render: one 320 x 44 bar @2x"),
                   ("process_diff_title", "chevron diff: title pair"),
                   ("parallel_scenes", "many scenes in one chevron render")]
if let chevron, FileManager.default.isExecutableFile(atPath: chevron) {
    let exe = URL(fileURLWithPath: chevron).standardizedFileURL.path
    // chevron diff exits 0 (match) or 1 (differ).
    switch ProcessRunner.time([exe, "diff", pairs[1].pathA, pairs[1].pathB], runs: options.runs(20),
                              expected: [0, 1], errorFile: errorFile) {
    case .success(let t): report.add("process_diff_title", "chevron diff: title pair", t)
    case .failure(let why): report.add("process_diff_title", "chevron diff: title pair", nil, note: "n/a: \(why)")
    }
    if ProcessRunner.run([exe, "render", "--help"]) != 0 {
        notAvailable([processRows[0], processRows[2]], "chevron render not built")
    } else {
        let scenes: (bar: String, screens: [String])
        do { scenes = try CLIScenes.write(into: work + "/scenes") } catch { fail("cannot write scenes: \(error)") }
        switch ProcessRunner.time([exe, "render", scenes.bar, "--scale", "2", "-o", work + "/bar.png"],
                                  runs: options.runs(20), errorFile: errorFile) {
        case .success(let t): report.add("process_render_bar", "chevron render: one 320 x 44 bar @2x", t)
        case .failure(let why):
            report.add("process_render_bar", "chevron render: one 320 x 44 bar @2x", nil, note: "n/a: \(why)")
        }
        // Many scenes: the same call on one core (taskset -c 0) and on all of them.
        let call = [exe, "render"] + scenes.screens + ["--output-dir", work + "/Output"]
        let runs = options.runs(5)
        let one = ProcessRunner.time(["taskset", "-c", "0"] + call, runs: runs, errorFile: errorFile)
        let all = ProcessRunner.time(call, runs: runs, errorFile: errorFile)
        switch (one, all) {
        case (.success(let t1), .success(let t2)):
            let speedup = t1.median / t2.median
            report.add("parallel_scenes", "many scenes: \(scenes.screens.count) screens, all cores", t2,
                       note: String(format: "%.2f x the 1-core throughput (1 core: %@ ms)", speedup, BenchReport.ms(t1.median)),
                       extra: ["speedup": speedup, "one_core_ms": t1.median, "scenes": scenes.screens.count])
        case (.failure(let why), _), (_, .failure(let why)):
            report.add("parallel_scenes", "many scenes in one chevron render", nil, note: "n/a: \(why)")
        }
    }
} else {
    notAvailable(processRows, "chevron not built (bench/compare.sh builds it; or pass --chevron EXE)")
}

if let path = options.json {
    do { try report.json().write(to: URL(fileURLWithPath: path)) } catch { fail("\(path): \(error)") }
}
