import Foundation

/// The benchmark's command line. Everything has a default that works from the repository root
/// (`swift run -c release ChevronBench`); `bench/compare.sh` passes the peers' folders explicitly.
struct BenchOptions {
    /// The peer folder holding SCENE.md's `standard-scene-reference.png`.
    var peers = ProcessInfo.processInfo.environment["CHEVRON_PEERS_DIR"] ?? "../shared/bench/peers"
    /// The diff pairs diff_bench.py wrote (`<name>_a.png`, `<name>_b.png`); nil: `<peers>/diff_pairs`
    /// when it exists, else Chevron draws the three pairs itself.
    var pairs: String?
    var font = SceneText.defaultFontPath
    /// The `chevron` executable for the whole-process rows; nil: `.build/release/chevron` if present.
    var chevron: String?
    /// Where scene files, PNGs and pairs drawn by the benchmark go.
    var work = NSTemporaryDirectory() + "chevron-bench"
    /// Also write the results as JSON here (read by bench/compare_table.py).
    var json: String?
    /// Write the scene as drawn here.
    var writeScene: String?
    /// Fewer repetitions (a smoke run, about 5 s).
    var quick = false
    /// Only run one part in a loop, untimed, for a profiler: draw, encode, diff, decode.
    var profile: String?
    var profileCount = 1000

    static let usage = """
        usage: ChevronBench [--peers DIR] [--pairs DIR] [--font TTF] [--chevron EXE] [--work DIR]
                            [--json OUT.json] [--write-scene OUT.png] [--quick]
                            [--profile draw|encode|diff|decode [N]]
        Draws SCENE.md's standard scene, checks it against the reference, and prints medians.
        """

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var o = BenchOptions()
        var args = arguments.dropFirst()[...]
        func value(_ flag: String) throws -> String {
            guard let v = args.popFirst() else { throw BenchError("\(flag) needs a value\n\(usage)") }
            return v
        }
        while let arg = args.popFirst() {
            switch arg {
            case "--peers": o.peers = try value(arg)
            case "--pairs": o.pairs = try value(arg)
            case "--font": o.font = try value(arg)
            case "--chevron": o.chevron = try value(arg)
            case "--work": o.work = try value(arg)
            case "--json": o.json = try value(arg)
            case "--write-scene": o.writeScene = try value(arg)
            case "--quick": o.quick = true
            case "--profile":
                o.profile = try value(arg)
                if let n = args.first.flatMap({ Int($0) }) {
                    o.profileCount = n
                    _ = args.popFirst()
                }
            case "-h", "--help":
                print(usage)
                exit(0)
            default: throw BenchError("unknown argument \(arg)\n\(usage)")
            }
        }
        return o
    }

    /// Repetitions: SCENE.md §7 uses N = 200 for render and 50 for render + encode.
    func runs(_ full: Int) -> Int { quick ? max(5, full / 10) : full }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
