import ImageDiff
import ImageDiffReports
import Testing

/// The differ's own behaviour beyond pixelmatch's counts: ignore regions, tolerances, results,
/// drawing modes. Images are made in memory.
@Suite("ImageDiffer")
struct ImageDifferTests {
    static let white = RGBA8.white
    static let black = RGBA8.black

    /// A white image with black pixels at `dots`.
    static func dotted(_ width: Int, _ height: Int, _ dots: [(Int, Int)], color: RGBA8 = black) -> DiffImage {
        var image = DiffImage(width: width, height: height, filledWith: white)!
        for (x, y) in dots { image[x, y] = color }
        return image
    }

    @Test func identicalImagesMatchWithZeroCounts() {
        let a = Self.dotted(10, 7, [(3, 3)])
        let result = ImageDiffer.compare(a, a)
        #expect(result == .compared(DiffCounts(width: 10, height: 7, mismatched: 0, antialiased: 0, allowed: 0)))
        #expect(result.isMatch)
        #expect(result.summary == "images match")
    }

    @Test func isolatedDotsAreCountedNotForgiven() {
        let a = Self.dotted(10, 10, [])
        let b = Self.dotted(10, 10, [(1, 1), (5, 5), (9, 9)])
        let counts = ImageDiffer.compare(a, b).counts
        #expect(counts?.mismatched == 3)
        #expect(counts?.antialiased == 0)
        #expect(ImageDiffer.compare(a, b).isMatch == false)
    }

    @Test func aDifferenceBelowTheThresholdIsNotCounted() {
        // 35215 · 0.1² = 352.15; a grey step of 10 levels gives 0.5053 · 10² · (sum of Y weights)² ≈ 50.5.
        let a = DiffImage(width: 4, height: 4, filledWith: RGBA8(r: 100, g: 100, b: 100))!
        let b = DiffImage(width: 4, height: 4, filledWith: RGBA8(r: 110, g: 110, b: 110))!
        #expect(ImageDiffer.compare(a, b).counts?.mismatched == 0)
        #expect(ImageDiffer.compare(a, b, options: DiffOptions(threshold: 0.03)).counts?.mismatched == 16)
    }

    @Test func ignoredRegionsAreInclusiveOfTheirEdges() throws {
        let a = Self.dotted(12, 12, [])
        // Dots on each edge of the region 2,3,5,4 (columns 2…6, rows 3…6) and just outside it.
        let inside = [(2, 3), (6, 3), (2, 6), (6, 6), (4, 4)]
        let outside = [(1, 3), (7, 3), (2, 2), (2, 7)]
        let b = Self.dotted(12, 12, inside + outside)
        let region = try #require(DiffRegion(x: 2, y: 3, width: 5, height: 4))
        #expect(region.maxX == 6 && region.maxY == 6)
        let counts = ImageDiffer.compare(a, b, options: DiffOptions(ignoredRegions: [region])).counts
        #expect(counts?.mismatched == outside.count)
    }

    @Test func ignoredRegionsMayOverlapAndReachPastTheImage() throws {
        let a = Self.dotted(8, 8, [])
        let b = Self.dotted(8, 8, [(0, 0), (7, 7), (7, 0)])
        let regions = [DiffRegion(x: 0, y: 0, width: 1, height: 1), DiffRegion(x: 0, y: 0, width: 2, height: 2),
                       DiffRegion(x: 6, y: 6, width: 100, height: 100)].compactMap { $0 }
        #expect(regions.count == 3)
        #expect(ImageDiffer.compare(a, b, options: DiffOptions(ignoredRegions: regions)).counts?.mismatched == 1)
    }

    @Test func ignoredPixelsAreDrawnAsTheFadedBackground() throws {
        let a = Self.dotted(4, 4, [])
        let b = Self.dotted(4, 4, [(1, 1), (3, 3)])
        let region = try #require(DiffRegion(x: 1, y: 1, width: 1, height: 1))
        let (result, image) = ImageDiffer.compare(a, b, options: DiffOptions(ignoredRegions: [region]), drawing: .pixelmatch)
        let drawn = try #require(image)
        #expect(result.counts?.mismatched == 1)
        #expect(drawn[1, 1] == drawn[0, 0])
        #expect(drawn[3, 3] == .red)
    }

    @Test(arguments: [
        // (maxDiffPixels, maxDiffPixelRatio, allowed for 100 pixels)
        (nil, nil, 0), (5, nil, 5), (nil, 0.05, 5), (nil, 0.059, 5), (3, 0.05, 3), (10, 0.05, 5), (0, 1.0, 0),
        (nil, 1.0, 100), (200, nil, 200),
        // "Up to this share", exactly: 100 · 0.29 is 28.999… in doubles, 29 / 100 is 0.29.
        (nil, 0.29, 29), (nil, 0.57, 57), (nil, 0.58, 58), (nil, 0.01, 1), (nil, 0.99, 99), (nil, 0.0099, 0),
    ] as [(Int?, Double?, Int)])
    func tolerancesFollowPlaywright(_ pixels: Int?, _ ratio: Double?, _ allowed: Int) {
        let options = DiffOptions(maxDiffPixels: pixels, maxDiffPixelRatio: ratio)
        #expect(options.allowedMismatches(total: 100) == allowed)
    }

    @Test func aMatchWithinTheToleranceStillReportsTheCount() {
        let a = Self.dotted(10, 10, [])
        let b = Self.dotted(10, 10, [(1, 1), (5, 5), (8, 2)])
        let within = ImageDiffer.compare(a, b, options: DiffOptions(maxDiffPixels: 3))
        #expect(within.isMatch)
        #expect(within.counts?.mismatched == 3)
        #expect(within.summary == "3 of 100 pixels differ (3.00 %), within the allowed 3")
        let beyond = ImageDiffer.compare(a, b, options: DiffOptions(maxDiffPixelRatio: 0.02))
        #expect(!beyond.isMatch)
        #expect(beyond.summary == "3 of 100 pixels differ (3.00 %), more than the allowed 2")
    }

    @Test func theRatioInTheSummaryIsRoundedUp() {
        let a = Self.dotted(100, 100, [])
        let b = Self.dotted(100, 100, [(4, 4)])
        #expect(ImageDiffer.compare(a, b).summary == "1 of 10000 pixels differ (0.01 %)")
        let c = Self.dotted(1000, 10, [(4, 4)])
        #expect(ImageDiffer.compare(a, c).summary == "image sizes differ: 100 x 100 against 1000 x 10")
        #expect(ImageDiffer.compare(Self.dotted(1000, 10, []), c).summary == "1 of 10000 pixels differ (0.01 %)")
    }

    @Test func sizeMismatchWithTheSameByteCount() {
        let a = Self.dotted(6, 4, [])
        let b = Self.dotted(4, 6, [])
        #expect(a.rgba == b.rgba)
        let result = ImageDiffer.compare(a, b, options: DiffOptions(maxDiffPixelRatio: 1))
        #expect(result == .sizeMismatch(expected: DiffSize(width: 6, height: 4), actual: DiffSize(width: 4, height: 6)))
        #expect(result.isSizeMismatch)
        #expect(!result.isMatch)
    }

    @Test func optionsReportTheirProblems() {
        #expect(DiffOptions().problem == nil)
        #expect(DiffOptions(threshold: 1).problem == nil)
        #expect(DiffOptions(threshold: -0.1).problem != nil)
        #expect(DiffOptions(threshold: 1.5).problem != nil)
        #expect(DiffOptions(threshold: .nan).problem != nil)
        #expect(DiffOptions(maxDiffPixels: -1).problem != nil)
        #expect(DiffOptions(maxDiffPixelRatio: 2).problem != nil)
        #expect(DiffOptions(maxDiffPixelRatio: 0.5).problem == nil)
    }

    @Test func theDiffImageUsesPixelmatchColours() throws {
        // A dot on flat white is a real difference: red; the grey copy of white stays white.
        let a = Self.dotted(5, 5, [])
        let b = Self.dotted(5, 5, [(2, 2)])
        let (_, image) = ImageDiffer.compare(a, b, drawing: .pixelmatch)
        let drawn = try #require(image)
        #expect(drawn[2, 2] == .red)
        #expect(drawn[0, 0] == .white)
        // Black faded to 10 %: 255 + (0 − 255) · 0.1 = 229.5, stored truncated as 229.
        let (_, dark) = ImageDiffer.compare(DiffImage(width: 2, height: 2, filledWith: .black)!,
                                            DiffImage(width: 2, height: 2, filledWith: .black)!, drawing: .pixelmatch)
        #expect(try #require(dark)[1, 1] == RGBA8(r: 229, g: 229, b: 229))
    }

    @Test func maskModeDrawsOnlyCountedPixelsOnTransparency() throws {
        let a = Self.dotted(5, 5, [])
        let b = Self.dotted(5, 5, [(2, 2), (4, 0)])
        let (_, image) = ImageDiffer.compare(a, b, drawing: .mask)
        let drawn = try #require(image)
        #expect(drawn[2, 2] == .red && drawn[4, 0] == .red)
        #expect(drawn[0, 0] == .clear && drawn[3, 3] == .clear)
        let (_, same) = ImageDiffer.compare(a, a, drawing: .mask)
        #expect(try #require(same).rgba.allSatisfy { $0 == 0 })
    }

    @Test func darkerPixelsCanHaveTheirOwnColour() throws {
        // pixelmatch ≥ 5.3 diffColorAlt: used where the second image is darker.
        let grey = RGBA8(r: 128, g: 128, b: 128)
        let a = DiffImage(width: 3, height: 1, filledWith: grey)!
        var b = a
        b[0, 0] = .black
        b[2, 0] = .white
        let blue = RGBA8(r: 0, g: 0, b: 255)
        let (_, image) = ImageDiffer.compare(a, b, drawing: DiffStyle(darkerColor: blue))
        let drawn = try #require(image)
        #expect(drawn[0, 0] == blue)
        #expect(drawn[2, 0] == .red)
    }

    @Test func styleColoursAreDrawnOpaque() throws {
        let a = Self.dotted(3, 3, [])
        let b = Self.dotted(3, 3, [(1, 1)])
        let style = DiffStyle(alpha: 0.5, differenceColor: RGBA8(r: 1, g: 2, b: 3, a: 4))
        let (_, image) = ImageDiffer.compare(a, b, drawing: style)
        #expect(try #require(image)[1, 1] == RGBA8(r: 1, g: 2, b: 3, a: 255))
    }

    @Test func imagesRefuseBadSizes() {
        #expect(DiffImage(width: 0, height: 3, rgba: []) == nil)
        #expect(DiffImage(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 15)) == nil)
        #expect(DiffImage(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 16)) != nil)
        #expect(DiffImage(width: Int.max, height: 2, rgba: []) == nil)
        #expect(DiffImage(width: -1, height: 2, filledWith: .white) == nil)
    }
}
