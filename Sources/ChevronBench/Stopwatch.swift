#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock timing as the peers do it (`time.perf_counter_ns` around one call): the median of
/// single-call times after a few untimed warm-up calls (SCENE.md §7).
enum Stopwatch {
    /// Monotonic nanoseconds.
    static func now() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    /// Median and minimum of `runs` single calls of `body`, in milliseconds, after `warmup` calls.
    static func measure(runs: Int, warmup: Int = 5, _ body: () throws -> Void) rethrows -> Timing {
        for _ in 0..<warmup { try body() }
        var times: [Double] = []
        times.reserveCapacity(runs)
        for _ in 0..<max(1, runs) {
            let t0 = now()
            try body()
            times.append(Double(now() - t0) / 1e6)
        }
        return Timing(samples: times)
    }
}

/// The single-call times of one measurement, in milliseconds, taken in one or more rounds. Its
/// median is the median of the rounds' medians, as the peers report the median of their
/// per-process medians (run_all.sh runs every peer in 5 processes): a burst of work from a
/// neighbour on these shared machines then moves one round, not the result.
struct Timing {
    private(set) var samples: [Double]
    private(set) var roundMedians: [Double]

    init(samples: [Double]) {
        self.samples = samples
        roundMedians = [Timing.median(of: samples)]
    }

    /// The rounds of one measurement together.
    init(rounds: [Timing]) {
        samples = rounds.flatMap(\.samples)
        roundMedians = rounds.flatMap(\.roundMedians)
    }

    var median: Double { Timing.median(of: roundMedians) }
    var minimum: Double { samples.min() ?? .nan }
    var runs: Int { samples.count }
    var rounds: Int { roundMedians.count }

    static func median(of values: [Double]) -> Double {
        let s = values.sorted()
        let n = s.count
        guard n > 0 else { return .nan }
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2
    }
}
