import Foundation
import Geometry
import ImageDiff
import Raster
import RasterPNG

// ChevronBench: the measurements of docs/DESIGN.md §Benchmark on the peers' standard scene, in one
// release executable. It checks the picture against the peers' reference first, then prints medians
// of single-call wall-clock times (and writes them as JSON for bench/compare.sh):
//   draw only           the scene into one 640 x 960 canvas reused from frame to frame (warm)
//   render              the same into a new bitmap and canvas every frame (the peers' render())
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

// MARK: - Measurements, in rounds

// Every measurement runs once per round, all of them in turn, and reports the median of its
// rounds' medians: a neighbour's burst of work then spoils one round of one measurement.
var timings: [String: [Timing]] = [:]
@MainActor func record(_ key: String, _ timing: Timing) { timings[key, default: []].append(timing) }
@MainActor func combined(_ key: String) -> Timing? { timings[key].map { Timing(rounds: $0) } }

var png: [UInt8] = [], libpng: [UInt8] = []
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
report.header["diff_pairs"] = pairsSource
var decodedPairs: [(DiffImage, DiffImage)] = []
for pair in pairs {
    do { decodedPairs.append((try DiffPair.load(pair.pathA), try DiffPair.load(pair.pathB))) } catch { fail("\(error)") }
}
var diffCounts: [String: DiffCounts] = [:]

let chevron = options.chevron ?? (FileManager.default.isExecutableFile(atPath: ".build/release/chevron")
    ? ".build/release/chevron" : nil)
let exe = chevron.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? URL(fileURLWithPath: $0).standardizedFileURL.path : nil }
let errorFile = work + "/stderr.txt"
let hasRender = exe.map { ProcessRunner.run([$0, "render", "--help"]) == 0 } ?? false
var scenes: (bar: String, push: String, flow: String, table: String, keyboard: String, views: String, screens: [String])?
if hasRender {
    do { scenes = try CLIScenes.write(into: work + "/scenes") } catch { fail("cannot write scenes: \(error)") }
}
var processFailures: [String: BenchError] = [:]
@MainActor func process(_ key: String, _ arguments: [String], runs: Int, round: Int, expected: Set<Int32> = [0]) {
    guard processFailures[key] == nil else { return }
    switch ProcessRunner.time(arguments, runs: runs, warmup: round == 0 ? 1 : 0, expected: expected, errorFile: errorFile) {
    case .success(let t): record(key, t)
    case .failure(let why): processFailures[key] = why
    }
}
let cores = ProcessInfo.processInfo.activeProcessorCount
var calibration: [(shapes: Double, text: Double)] = []

for round in 0..<options.rounds {
    let warmup = round == 0 ? 5 : 2
    record("draw", Stopwatch.measure(runs: options.runs(1000), warmup: warmup) { drawScene() })
    record("render", try Stopwatch.measure(runs: options.runs(200), warmup: warmup) {
        let fresh = Canvas(bitmap: try Bitmap(width: width, height: height), scale: 1)
        StandardScene.draw(.base, on: fresh, label: drawer)
    })
    record("draw_encode", try Stopwatch.measure(runs: options.runs(200), warmup: warmup) {
        drawScene()
        png = try PNG.encode(canvas.bitmap)
    })
    record("encode", try Stopwatch.measure(runs: options.runs(200), warmup: warmup) { png = try PNG.encode(scene) })
    record("draw_encode_libpng", try Stopwatch.measure(runs: options.runs(50), warmup: 1) {
        drawScene()
        libpng = try PNG.encode(canvas.bitmap, options: .libpngDefault)
    })
    for (pair, (a, b)) in zip(pairs, decodedPairs) {
        var result = ImageDiffer.compare(a, b)
        record("diff_memory_\(pair.name)", Stopwatch.measure(runs: options.runs(200), warmup: warmup) {
            result = ImageDiffer.compare(a, b)
        })
        diffCounts[pair.name] = result.counts
        record("diff_decode_\(pair.name)", try Stopwatch.measure(runs: options.runs(50), warmup: 1) {
            result = ImageDiffer.compare(try DiffPair.load(pair.pathA), try DiffPair.load(pair.pathB))
        })
    }
    // What the cores give this round: the scene on every core against one, without and with text.
    let seconds = options.quick ? 0.1 : 0.3
    func ratio(_ shapesOnly: Bool) -> Double {
        ParallelCalibration.framesPerSecond(threads: cores, seconds: seconds, text: text, shapesOnly: shapesOnly)
            / ParallelCalibration.framesPerSecond(threads: 1, seconds: seconds, text: text, shapesOnly: shapesOnly)
    }
    calibration.append((ratio(true), ratio(false)))
    if let exe {
        // The floors, in the same minutes: a process that does nothing, and one that compares the
        // title pair's bytes.
        process("process_true", ["true"], runs: options.runs(40), round: round)
        process("process_cmp_title", ["cmp", "-s", pairs[1].pathA, pairs[1].pathB], runs: options.runs(40),
                round: round, expected: [0, 1])
        process("process_version", [exe, "--version"], runs: options.runs(40), round: round)
        // chevron diff exits 0 (match) or 1 (differ).
        process("process_diff_title", [exe, "diff", pairs[1].pathA, pairs[1].pathB], runs: options.runs(40),
                round: round, expected: [0, 1])
        if let scenes {
            process("process_render_bar", [exe, "render", scenes.bar, "--scale", "2", "-o", work + "/bar.png"],
                    runs: options.runs(40), round: round)
            process("process_render_table", [exe, "render", scenes.table, "-o", work + "/table.png"],
                    runs: options.runs(40), round: round)
            process("process_render_keyboard", [exe, "render", scenes.keyboard, "-o", work + "/keyboard.png"],
                    runs: options.runs(40), round: round)
            process("process_render_views", [exe, "render", scenes.views, "-o", work + "/views.png"],
                    runs: options.runs(40), round: round)
            process("process_animate_push", [exe, "animate", scenes.push, "-o", work + "/push.png"],
                    runs: options.runs(10), round: round)
            process("process_flow", [exe, "flow", scenes.flow, "-o", work + "/flow.png"], runs: options.runs(10),
                    round: round)
            // Many scenes: the same call on one core (taskset -c 0) and on all of them, in turns.
            let call = [exe, "render"] + scenes.screens + ["--output-dir", work + "/Output"]
            for oneCore in round % 2 == 0 ? [true, false] : [false, true] {
                process(oneCore ? "scenes_one_core" : "scenes_all_cores", oneCore ? ["taskset", "-c", "0"] + call : call,
                        runs: 1, round: round)
            }
        }
    }
}

// MARK: - Report

print("")
print(BenchReport.tableHeader)
report.add("draw", "draw only (warm canvas, reused)", combined("draw"))
report.add("render", "render (new bitmap + canvas per frame)", combined("render"))
let colorType = png.count > 25 ? (png[25] == 2 ? "RGB" : "RGBA") : "?"
report.add("draw_encode", "draw + PNG encode", combined("draw_encode"), note: "\(png.count) bytes, \(colorType) 8-bit",
           extra: ["png_bytes": png.count])
report.add("encode", "  PNG encode alone", combined("encode"))
do {
    if try PNG.decode(png) != scene { fail("the PNG does not decode to the scene's pixels") }
} catch { fail("the PNG does not decode: \(error)") }
report.add("draw_encode_libpng", "  draw + libpng encode (level 6, adaptive)", combined("draw_encode_libpng"),
           note: "\(libpng.count) bytes", extra: ["png_bytes": libpng.count])
print("diff pairs: \(pairsSource)")
for pair in pairs {
    let counts = diffCounts[pair.name]
    let note = "\(counts?.mismatched ?? -1) mismatched, \(counts?.antialiased ?? -1) anti-aliased"
    let extra: [String: Any] = ["mismatched": counts?.mismatched ?? -1, "antialiased": counts?.antialiased ?? -1]
    report.add("diff_memory_\(pair.name)", "diff in memory: \(pair.name)", combined("diff_memory_\(pair.name)"),
               note: note, extra: extra)
    report.add("diff_decode_\(pair.name)", "read + decode both + diff: \(pair.name)",
               combined("diff_decode_\(pair.name)"), note: note, extra: extra)
}
let shapesSpeedup = Timing.median(of: calibration.map(\.shapes)), textSpeedup = Timing.median(of: calibration.map(\.text))
report.add("calibration_cores", "\(cores) threads vs 1 (in process)", nil,
           note: String(format: "%.2f x the frames of one thread without text (what the cores give now), "
                        + "%.2f x with text (one shared typesetter)", shapesSpeedup, textSpeedup),
           extra: ["speedup": shapesSpeedup, "text_speedup": textSpeedup, "threads": cores])

@MainActor func processRow(_ key: String, _ label: String) {
    if let t = combined(key) {
        report.add(key, label, t)
    } else {
        let why = processFailures[key]?.description
            ?? (exe == nil ? "chevron not built (bench/compare.sh builds it; or pass --chevron EXE)"
                           : "chevron render not built")
        report.add(key, label, nil, note: "n/a: \(why)")
    }
}
processRow("process_true", "`true` (a process that does nothing)")
processRow("process_cmp_title", "`cmp` of the title pair")
processRow("process_version", "chevron --version")
processRow("process_diff_title", "chevron diff: title pair")
processRow("process_render_bar", "chevron render: one 320 x 44 bar @2x")
processRow("process_render_table", "chevron render: a 10 000-row table, 320 x 480 @1x")
processRow("process_render_keyboard", "chevron render: a screen with the keyboard up @2x")
processRow("process_render_views", "chevron render: 2000 views @2x")
processRow("process_animate_push", "chevron animate: a push @2x (22 frames, APNG)")
if let size = try? FileManager.default.attributesOfItem(atPath: work + "/push.png")[.size] as? NSNumber {
    report.add("animate_bytes", "the push's APNG", nil, note: "\(size.intValue) bytes", extra: ["bytes": size.intValue])
}
processRow("process_flow", "chevron flow: 4 screens @2x")
if let one = combined("scenes_one_core"), let all = combined("scenes_all_cores"), let scenes {
    let speedup = one.median / all.median
    report.add("parallel_scenes", "many scenes: \(scenes.screens.count) screens, all cores", all,
               note: String(format: "%.2f x the 1-core throughput (1 core: %@ ms)", speedup, BenchReport.ms(one.median)),
               extra: ["speedup": speedup, "one_core_ms": one.median, "scenes": scenes.screens.count])
} else {
    processRow("parallel_scenes", "many scenes in one chevron render")
}

if let exe, let attributes = try? FileManager.default.attributesOfItem(atPath: exe),
   let bytes = (attributes[.size] as? NSNumber)?.intValue {
    report.add("binary_size", "the chevron binary", nil, note: "\(bytes) bytes", extra: ["bytes": bytes])
}

if let path = options.json {
    do { try report.json().write(to: URL(fileURLWithPath: path)) } catch { fail("\(path): \(error)") }
}
