import Dispatch
import Raster

/// How much a second core gives right now: the standard scene drawn for a fixed time on one thread,
/// then on as many threads as there are cores, each with its own canvas. Without text the threads
/// share nothing, so on an idle 2-core machine this is close to 2 and it drops when a neighbour
/// keeps a core busy: the many-scenes row of `chevron render` can do no better, and is printed
/// beside it. With text the threads share one typesetter and its glyph cache, as `chevron render`
/// shares them; a gap between the two is Chevron's own contention.
enum ParallelCalibration {
    /// Frames per second on `threads` threads, drawing for about `seconds`.
    static func framesPerSecond(threads: Int, seconds: Double, text: SceneText, shapesOnly: Bool = false) -> Double {
        let counts = Counts(threads)
        let start = Stopwatch.now()
        let deadline = start + UInt64(seconds * 1e9)
        DispatchQueue.concurrentPerform(iterations: threads) { i in
            guard let bitmap = try? Bitmap(width: StandardScene.width, height: StandardScene.height) else { return }
            let canvas = Canvas(bitmap: bitmap, scale: 1)
            let drawer: StandardScene.LabelDrawer = shapesOnly ? { _, _, _, _, _ in } : text.drawer
            var n = 0
            while Stopwatch.now() < deadline {
                StandardScene.draw(.base, on: canvas, label: drawer)
                n += 1
            }
            counts.set(i, n)
        }
        let elapsed = Double(Stopwatch.now() - start) / 1e9
        return Double(counts.total) / elapsed
    }

    /// One slot per thread, each written by its own thread only.
    final class Counts: @unchecked Sendable {
        private var values: [Int]
        init(_ n: Int) { values = [Int](repeating: 0, count: n) }
        func set(_ i: Int, _ v: Int) { values.withUnsafeMutableBufferPointer { $0[i] = v } }
        var total: Int { values.reduce(0, +) }
    }
}
