import ChevronSupport
import Dispatch
import Geometry
import Raster
import RasterPNG
import Testing
@testable import Typesetting

/// Drawing runs: sub-pixel placement, colour and alpha, shadows, the cache, threads, determinism.
@Suite struct RenderingTests {
    let typesetter = Fixtures.typesetter

    @Test func subpixelPhasesSplitIntoQuarterPixels() {
        #expect(GlyphKey.split(10) == (10, 0))
        #expect(GlyphKey.split(10.25) == (10, 1))
        #expect(GlyphKey.split(10.4) == (10, 2))
        #expect(GlyphKey.split(10.6) == (10, 2))
        #expect(GlyphKey.split(10.9) == (11, 0))
        #expect(GlyphKey.split(-0.25) == (-1, 3))
        #expect(GlyphKey.split(-0.1) == (0, 0))
    }

    @Test func aWholePixelMoveShiftsTheImageExactly() {
        let run = typesetter.run("Wave", font: .bold(12))
        let a = Fixtures.coverage(of: run, at: Point(3.25, 16), width: 50, height: 20)
        let b = Fixtures.coverage(of: run, at: Point(4.25, 16), width: 50, height: 20)
        for y in 0..<20 {
            for x in 0..<49 { #expect(a[x, y] == b[x + 1, y]) }
        }
    }

    @Test func aQuarterPixelMoveRedrawsTheEdges() {
        let run = typesetter.run("l", font: .regular(12))
        let a = Fixtures.coverage(of: run, at: Point(3, 16), width: 10, height: 20)
        let b = Fixtures.coverage(of: run, at: Point(3.25, 16), width: 10, height: 20)
        #expect(a != b)
        // The same ink, moved: the total coverage is (nearly) the same.
        #expect(abs(Fixtures.ink(a) - Fixtures.ink(b)) < 0.1)
        // The ink's centre moved right by about a quarter of a pixel.
        func centre(_ m: AlphaMask) -> Double {
            var sum = 0.0, weight = 0.0
            for y in 0..<m.height {
                for x in 0..<m.width {
                    sum += Double(x) * Double(m[x, y])
                    weight += Double(m[x, y])
                }
            }
            return sum / weight
        }
        #expect(abs(centre(b) - centre(a) - 0.25) < 0.05)
    }

    @Test func boxPlacementAlignsAndCentresTheLineBox() {
        let run = typesetter.run("Edit", font: .bold(12))
        let box = Rect(x: 10, y: 7, width: 60, height: 30)
        // Line box 12 pt (ascender 9.408, descender 2.592) centred on y = 22: baseline 25.408.
        let baseline = 22 + (9.408 - 2.592) / 2
        let left = run.baselineOrigin(in: box, alignment: .left)
        let center = run.baselineOrigin(in: box, alignment: .center)
        let right = run.baselineOrigin(in: box, alignment: .right)
        #expect(left.x == 10 && abs(left.y - baseline) < 1e-9)
        #expect(abs(center.x - (40 - run.width / 2)) < 1e-9 && center.y == left.y)
        #expect(abs(right.x - (70 - run.width)) < 1e-9 && right.y == left.y)
        // Drawing in the box is drawing at that origin.
        let inBox = Fixtures.canvas(80, 44)
        inBox.drawText(run, in: box, alignment: .right, color: .black, shadow: Fixtures.barShadow)
        let atOrigin = Fixtures.canvas(80, 44)
        atOrigin.drawText(run, at: right, color: .black, shadow: Fixtures.barShadow)
        #expect(inBox.makeBitmap() == atOrigin.makeBitmap())
    }

    @Test func colourAndAlphaComposeSourceOver() {
        let run = typesetter.run("H", font: .bold(20))
        // Half-transparent red on a transparent canvas: solid stem pixels are premultiplied (128, 0, 0, 128).
        let canvas = Fixtures.canvas(20, 30)
        canvas.drawText(run, at: Point(2, 25), color: Color(r: 255, g: 0, b: 0, a: 128))
        let bitmap = canvas.makeBitmap()
        let stem = PremultipliedColor(r: 128, g: 0, b: 0, a: 128)
        #expect(bitmap.pixels.filter { $0 == stem.packed }.count > 40)
        #expect(bitmap.pixels.allSatisfy { PremultipliedColor(packed: $0).a <= 128 })
        // On white, through the canvas's global alpha of 0.5: the stem is white half-way to blue.
        let onWhite = Fixtures.canvas(20, 30, background: .white)
        onWhite.globalAlpha = 0.5
        onWhite.drawText(run, at: Point(2, 25), color: Color(r: 0, g: 0, b: 255))
        let half = PremultipliedColor(r: 127, g: 127, b: 255, a: 255).packed
        #expect(onWhite.makeBitmap().pixels.contains(half))
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func theBarShadowSitsOnePointAbove(scale: Double) {
        let run = typesetter.run("Back", font: .bold(12))
        func draw(_ body: (Canvas) -> Void) -> Bitmap {
            let canvas = Fixtures.canvas(40, 30, scale: scale, background: TextScenes.buttonColor)
            body(canvas)
            return canvas.makeBitmap()
        }
        func inkedRows(_ bitmap: Bitmap) -> [Int] {
            (0..<bitmap.height).filter { y in (0..<bitmap.width).contains { bitmap[$0, y] != bitmap[0, 0] } }
        }
        // The shadow alone (invisible text) is the text moved up by `scale` device rows.
        let shadowOnly = draw { $0.drawText(run, at: Point(4, 19), color: .clear, shadow: Fixtures.barShadow) }
        let textOnly = draw { $0.drawText(run, at: Point(4, 19), color: .black.withAlpha(0.5)) }
        #expect(inkedRows(shadowOnly).map { $0 + Int(scale) } == inkedRows(textOnly))
        #expect(!inkedRows(shadowOnly).isEmpty)
        // With text: the shadow first, then the text over it.
        let withShadow = draw { $0.drawText(run, at: Point(4, 19), color: .white, shadow: Fixtures.barShadow) }
        let byHand = draw {
            $0.drawText(run, at: Point(4, 18), color: .black.withAlpha(0.5))
            $0.drawText(run, at: Point(4, 19), color: .white)
        }
        #expect(withShadow == byHand)
    }

    @Test func glyphImagesAreCachedPerSizeAndPhase() throws {
        let fresh = try Typesetter(fontsDirectory: Fixtures.fontsDirectory)
        let face = fresh.faces[FaceSlot.primaryBold.rawValue]
        let run = fresh.run("aaaa", font: .bold(12))
        let canvas = Fixtures.canvas(60, 20)
        canvas.drawText(run, at: Point(0, 15), color: .black)
        let afterOne = face.cachedGlyphCount
        // "a" is 0.556 em = 6.672 pt: four pens at 0, 6.672, 13.344, 20.016 → phases 0, 3, 1, 0.
        #expect(afterOne == 3)
        canvas.drawText(run, at: Point(0, 15), color: .black)
        #expect(face.cachedGlyphCount == afterOne)
        canvas.drawText(run, at: Point(0, 15), color: .black, shadow: Fixtures.barShadow)
        #expect(face.cachedGlyphCount == afterOne)
        let canvas2x = Fixtures.canvas(60, 20, scale: 2)
        canvas2x.drawText(run, at: Point(0, 15), color: .black)
        #expect(face.cachedGlyphCount > afterOne)
    }

    @Test func theCacheStaysBoundedAndNeverChangesTheOutput() throws {
        // 26 letters at 51 sizes and four phases: more glyph images than the cache holds.
        let busy = try Typesetter(fontsDirectory: Fixtures.fontsDirectory)
        let face = busy.faces[FaceSlot.primaryRegular.rawValue]
        let letters = "abcdefghijklmnopqrstuvwxyz"
        var rendered = Set<GlyphKey>()
        for size in 10...60 {
            let run = busy.run(letters, font: .regular(Double(size)))
            for x in [0.0, 0.25, 0.5, 0.75] {
                run.forEachGlyphImage(at: Point(x, 70), transform: .identity) { _, _, _ in }
                for glyph in run.glyphs {
                    rendered.insert(GlyphKey(glyph: glyph.glyph, pixelSize: Int32(size * 64),
                                             subpixel: GlyphKey.split(x + glyph.x).subpixel))
                }
                #expect(face.cachedGlyphCount <= GlyphCache.maxEntries)
            }
        }
        #expect(rendered.count > GlyphCache.maxEntries)
        let fresh = try Typesetter(fontsDirectory: Fixtures.fontsDirectory)
        for size in [10.0, 60] {
            let origin = Point(0.3, 70)
            let a = Fixtures.coverage(of: busy.run(letters, font: .regular(size)), at: origin, width: 900, height: 90)
            let b = Fixtures.coverage(of: fresh.run(letters, font: .regular(size)), at: origin, width: 900, height: 90)
            #expect(a == b)
        }
    }

    @Test func twoRunsGiveIdenticalBytes() throws {
        // A fresh typesetter (empty caches) and the shared one (warm caches) draw the same PNG.
        let fresh = try Typesetter(fontsDirectory: Fixtures.fontsDirectory)
        for scale in [1.0, 2.0, 3.0] {
            let first = try PNG.encode(TextScenes.title(typesetter, scale: scale))
            let second = try PNG.encode(TextScenes.title(fresh, scale: scale))
            let third = try PNG.encode(TextScenes.title(typesetter, scale: scale))
            #expect(first == second)
            #expect(first == third)
        }
    }

    @Test func drawingOnTwoThreadsMatchesDrawingOnOne() throws {
        let shared = try Typesetter(fontsDirectory: Fixtures.fontsDirectory)
        let scales = [1.0, 2.0, 3.0, 1.0, 2.0, 3.0, 2.0, 1.0]
        let serial = scales.map { TextScenes.labels(Fixtures.typesetter, scale: $0) }
        let results = Locked<[Int: Bitmap]>([:])
        DispatchQueue.concurrentPerform(iterations: scales.count * 4) { i in
            let bitmap = TextScenes.labels(shared, scale: scales[i % scales.count])
            results.withLock { $0[i] = bitmap }
        }
        let parallel = results.withLock { $0 }
        for i in 0..<scales.count * 4 {
            #expect(parallel[i] == serial[i % scales.count])
        }
    }

    @Test func textOutsideTheCanvasIsClipped() {
        let run = typesetter.run("Underlined Text", font: .bold(20))
        func ink(at origin: Point) -> Double {
            Fixtures.ink(Fixtures.coverage(of: run, at: origin, width: 320, height: 44))
        }
        // Wholly outside: nothing drawn, nothing trapped.
        let outside = [
            Point(-200, 20), Point(330, 20), Point(10, -5), Point(10, 80), Point(-1e12, 1e12), Point(.nan, 20),
        ]
        for origin in outside {
            #expect(ink(at: origin) == 0)
        }
        // Partly outside on the left: the visible part is the run's image cut at the canvas edge.
        let cut = Fixtures.coverage(of: run, at: Point(-60, 28), width: 320, height: 44)
        let whole = Fixtures.coverage(of: run, at: Point(0, 28), width: 320, height: 44)
        #expect(Fixtures.ink(cut) > 0 && Fixtures.ink(cut) < Fixtures.ink(whole))
        for y in 0..<44 {
            for x in 0..<260 where cut[x, y] != whole[x + 60, y] {
                Issue.record("pixel (\(x), \(y)) differs from the unclipped run")
            }
        }
    }
}
