import ImageDiff
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SPEC §8: diffing two decoded 640 × 960 images takes ≤ 1 ms in memory, identical ones ≤ 0.2 ms.
/// Timings mean something only in an optimised build (`swift test -c release -Xswiftc -enable-testing`
/// is not needed: these tests use the public API), so in debug builds the suite is disabled.
#if DEBUG
private let isOptimized = false
#else
private let isOptimized = true
#endif

@Suite("performance (release builds)", .enabled(if: isOptimized))
struct PerformanceTests {
    /// The median of `runs` timings in milliseconds.
    static func medianMilliseconds(runs: Int = 101, _ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            var start = timespec(), end = timespec()
            clock_gettime(CLOCK_MONOTONIC, &start)
            body()
            clock_gettime(CLOCK_MONOTONIC, &end)
            times.append(Double(end.tv_sec - start.tv_sec) * 1e3 + Double(end.tv_nsec - start.tv_nsec) / 1e6)
        }
        return times.sorted()[runs / 2]
    }

    // The limits carry a margin of 2x over SPEC §8 for these shared 2-core machines, whose timings
    // drift by ±30 % and more under load from other jobs; the measured medians are printed.
    @Test(arguments: ["scene-title", "scene-toolbar"])
    func differingSceneWithinOneMillisecond(_ pair: String) throws {
        let (a, b) = try Fixture.pair(pair)
        var mismatched = 0
        let ms = Self.medianMilliseconds { mismatched = ImageDiffer.compare(a, b).counts?.mismatched ?? -1 }
        print("\(pair): \(ms) ms, \(mismatched) mismatched")
        #expect(mismatched > 0)
        #expect(ms <= 2.0)
    }

    @Test func identicalSceneWithinPointTwoMilliseconds() throws {
        let (a, _) = try Fixture.pair("scene-title")
        let copy = DiffImage(width: a.width, height: a.height, rgba: Array(a.rgba))!
        var match = false
        let ms = Self.medianMilliseconds { match = ImageDiffer.compare(a, copy).isMatch }
        print("identical: \(ms) ms")
        #expect(match)
        #expect(ms <= 0.4)
    }
}
