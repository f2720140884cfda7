/// The differ: pixelmatch's metric (mapbox/pixelmatch v5/v6, v7 with `checkerboard: false`;
/// pixelmatch-py 0.4.0), so that for the same images and options the count equals pixelmatch's, to
/// the pixel. Pure: bytes in, counts out (and each pixel's verdict to a `DiffMarker`); no files, no
/// dependencies.
///
/// Follows pixelmatch's main function:
/// 1. images of different width or height are a `sizeMismatch` (pixelmatch throws);
/// 2. identical pixel data returns at once (pixelmatch's word-by-word early exit);
/// 3. every pixel whose squared YIQ distance (`ColorDelta`) is `> 35215 · threshold²` is a
///    difference, unless `includeAntialiased` is off and `AntialiasDetector` finds it anti-aliased
///    in either image (checked img1-then-img2, as pixelmatch does), in which case it is forgiven.
///
/// Unlike pixelmatch, it skips equal pixels many at a time (a pair of equal words always has
/// delta 0, which is never above the limit, so no count changes), leaves out ignored regions, counts
/// the forgiven anti-aliased pixels, and applies Playwright-style tolerances to decide a match.
public enum ImageDiffer {
    /// Compares `expected` (pixelmatch's img1) with `actual` (img2).
    public static func compare(_ expected: DiffImage, _ actual: DiffImage,
                               options: DiffOptions = DiffOptions()) -> DiffResult {
        var none = NoMarks()
        return run(expected, actual, options: options, marker: &none)
    }

    /// Compares and tells `marker` the verdict on every pixel above the threshold, in index order:
    /// how a diff image is drawn (ImageDiffReports' `DiffStyle`). The marker hears nothing when the
    /// sizes differ or the images are identical.
    public static func compare<Marker: DiffMarker>(_ expected: DiffImage, _ actual: DiffImage,
                                                   options: DiffOptions = DiffOptions(),
                                                   marking marker: inout Marker) -> DiffResult {
        run(expected, actual, options: options, marker: &marker)
    }

    private static func run<Marker: DiffMarker>(_ expected: DiffImage, _ actual: DiffImage, options: DiffOptions,
                                                marker: inout Marker) -> DiffResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeMismatch(expected: DiffSize(width: expected.width, height: expected.height),
                                 actual: DiffSize(width: actual.width, height: actual.height))
        }
        let width = expected.width, height = expected.height
        let allowed = options.allowedMismatches(total: width * height)
        let counts = expected.withWords { a in
            actual.withWords { b in
                scan(a, b, width: width, height: height, options: options, marker: &marker)
            }
        }
        return .compared(DiffCounts(width: width, height: height, mismatched: counts.mismatched,
                                    antialiased: counts.antialiased, allowed: allowed))
    }

    /// The pixel loop of pixelmatch's main function over the differing words only; `marker` hears
    /// each pixel above the threshold, as a difference or as anti-aliasing.
    private static func scan<Marker: DiffMarker>(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>,
                                                 width: Int, height: Int, options: DiffOptions,
                                                 marker: inout Marker) -> (mismatched: Int, antialiased: Int)
    {
        let count = a.count
        let limit = ColorDelta.limit(threshold: options.threshold)
        let detector = AntialiasDetector(width: width, height: height)
        let regions = options.ignoredRegions
        var mismatched = 0, antialiased = 0
        var lastA: UInt32 = 0, lastB: UInt32 = 0, lastDelta = 0.0  // equal words: delta 0

        var i = WordScan.firstDifference(a, b, from: 0)
        while i < count {
            defer { i = WordScan.firstDifference(a, b, from: i + 1) }
            let y = i / width
            let x = i - y * width
            if !regions.isEmpty && regions.contains(where: { $0.contains(x: x, y: y) }) { continue }

            // Squared YIQ distance between the colours at this position (pixelmatch: colorDelta).
            // A shifted gradient repeats the same pair of colours along a row: remember the last.
            let wa = a[i], wb = b[i]
            if wa != lastA || wb != lastB {
                lastA = wa
                lastB = wb
                lastDelta = ColorDelta.squared(wa, wb)
            }
            let delta = lastDelta
            guard abs(delta) > limit else { continue }

            // A real rendering difference, or just anti-aliasing in one of the images?
            if !options.includeAntialiased
                && (detector.isAntialiased(a, b, x: x, y: y) || detector.isAntialiased(b, a, x: x, y: y)) {
                antialiased += 1
                marker.markAntialiased(at: i)
            } else {
                mismatched += 1
                marker.markMismatched(at: i, delta: delta)
            }
        }
        return (mismatched, antialiased)
    }
}

/// What the differ says about single pixels, for whoever draws a diff image. Indices count pixels
/// row by row from the top left (y · width + x).
public protocol DiffMarker {
    /// A pixel that counts. `delta` is the signed squared YIQ distance: negative when the actual
    /// image is darker there (pixelmatch's `diffColorAlt` case).
    mutating func markMismatched(at index: Int, delta: Double)
    /// A pixel above the threshold forgiven as anti-aliasing (not counted).
    mutating func markAntialiased(at index: Int)
}

/// The marker of a plain comparison: hears nothing.
struct NoMarks: DiffMarker {
    @inline(__always) func markMismatched(at index: Int, delta: Double) {}
    @inline(__always) func markAntialiased(at index: Int) {}
}

/// Finding unequal pixels fast: pixelmatch's identical-image check (`a32[i] !== b32[i]`), eight
/// words at a time.
enum WordScan {
    /// The index of the first word at or after `start` where `a` and `b` differ, or `a.count`.
    @inline(__always)
    static func firstDifference(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>,
                                from start: Int) -> Int {
        let count = a.count
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return count }
        var i = start
        let rawA = UnsafeRawPointer(pa), rawB = UnsafeRawPointer(pb)
        while i + 8 <= count {
            let va = rawA.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            let vb = rawB.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            if any(va .!= vb) { break }
            i &+= 8
        }
        while i < count {
            if pa[i] != pb[i] { return i }
            i &+= 1
        }
        return count
    }

    /// True when both buffers hold the same words.
    static func identical(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>) -> Bool {
        a.count == b.count && firstDifference(a, b, from: 0) == a.count
    }
}
