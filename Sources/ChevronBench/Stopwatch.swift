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

/// The single-call times of one measurement, in milliseconds.
struct Timing {
    let samples: [Double]

    var median: Double {
        let s = samples.sorted()
        let n = s.count
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2
    }

    var minimum: Double { samples.min() ?? .nan }
    var runs: Int { samples.count }
}
