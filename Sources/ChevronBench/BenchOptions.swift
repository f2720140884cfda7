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
    /// Fewer repetitions (a smoke run, about 10 s).
    var quick = false
    /// Every measurement is taken in this many rounds, interleaved (the peers run 5 processes).
    var rounds = 5
    /// Only run one part in a loop, untimed, for a profiler: draw, encode, diff, decode.
    var profile: String?
    var profileCount = 1000

    static let usage = """
        usage: ChevronBench [--peers DIR] [--pairs DIR] [--font TTF] [--chevron EXE] [--work DIR]
                            [--json OUT.json] [--write-scene OUT.png] [--rounds N] [--quick]
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
            case "--rounds":
                guard let n = Int(try value(arg)), n >= 1 else { throw BenchError("--rounds wants a number ≥ 1") }
                o.rounds = n
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

    /// Calls per round for a measurement of `total` calls in all (SCENE.md §7: N = 200 for render
    /// and 50 for render + encode, per process).
    func runs(_ total: Int) -> Int { max(quick ? 2 : 4, (quick ? total / 10 : total) / rounds) }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
