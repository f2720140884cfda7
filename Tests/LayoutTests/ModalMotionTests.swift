import Foundation
import NavigationModel
import Testing
@testable import Layout

/// The modal transitions' times and geometry (docs/DESIGN.md §Modal screens), as numbers.
struct ModalMotionTests {
    /// The lengths are the sources' (docs/DESIGN.md §Modal screens): mgwt's `slideupfrombottom` and
    /// `fadein` / `fadeout` run 300 ms ease-in-out, its `flipinfromleft` 0.65 s.
    @Test func durationsAndCurve() {
        #expect(ModalMotion(style: .coverVertical, isPresenting: true).duration == 0.3)
        #expect(ModalMotion(style: .crossDissolve, isPresenting: false).duration == 0.3)
        #expect(ModalMotion(style: .flipHorizontal, isPresenting: true).duration == 0.65)
        let slide = ModalMotion(style: .coverVertical, isPresenting: true)
        // ease-in-out is symmetric about its middle, slow at both ends.
        #expect(abs(slide.progress(at: 0.15) - 0.5) < 1e-9)
        #expect(abs(slide.progress(at: 0.03) + slide.progress(at: 0.27) - 1) < 1e-9)
        #expect(slide.progress(at: 0.03) < 0.1 * 0.5)
        #expect(slide.coverOffset(progress: 0) == 1 && slide.coverOffset(progress: 1) == 0)
        #expect(ModalMotion(style: .coverVertical, isPresenting: false).coverOffset(progress: 0.25) == 0.25)
    }

    /// The flip shows the screen before until half-way, the screen after from then on, each
    /// edge-on at the middle and shrunk to 0.9 there.
    @Test func theFlipTurnsHalfEach() {
        let flip = ModalMotion(style: .flipHorizontal, isPresenting: true)
        let start = flip.flipPage(progress: 0), middle = flip.flipPage(progress: 0.5 - 1e-9)
        let after = flip.flipPage(progress: 0.5), end = flip.flipPage(progress: 1)
        #expect(!start.isAfter && start.angle == 0 && start.scale == 1)
        #expect(!middle.isAfter && abs(middle.angle - Double.pi / 2) < 1e-6 && abs(middle.scale - 0.9) < 1e-6)
        #expect(after.isAfter && abs(after.angle + Double.pi / 2) < 1e-9 && abs(after.scale - 0.9) < 1e-9)
        #expect(end.isAfter && end.angle == 0 && end.scale == 1)
        // A dismiss turns the other way.
        #expect(ModalMotion(style: .flipHorizontal, isPresenting: false).flipPage(progress: 0.25).angle
                == -flip.flipPage(progress: 0.25).angle)
    }

    /// A page facing the viewer maps each column to itself; turned, its near side is taller than
    /// its far side, and a column past the page's projected edge shows nothing.
    @Test func flipColumnsInPerspective() throws {
        let flat = try #require(ModalMotion.flipColumn(100, angle: 0, scale: 1, perspective: 800))
        #expect(abs(flat.source - 100) < 1e-9 && abs(flat.stretch - 1) < 1e-9)
        let shrunk = try #require(ModalMotion.flipColumn(80, angle: 0, scale: 0.8, perspective: 800))
        #expect(abs(shrunk.source - 100) < 1e-9 && abs(shrunk.stretch - 0.8) < 1e-9)
        let angle = Double.pi / 4
        let near = try #require(ModalMotion.flipColumn(100, angle: angle, scale: 1, perspective: 800))
        let far = try #require(ModalMotion.flipColumn(-100, angle: angle, scale: 1, perspective: 800))
        #expect(near.stretch > 1 && far.stretch < 1)
        // The page point the near column shows projects back onto it.
        let x = near.source, depth = x * sin(angle)
        #expect(abs(x * cos(angle) * 800 / (800 - depth) - 100) < 1e-9)
        // Edge-on, a column off the axis shows no point of a 320-pt page (its half-width is 160).
        let edgeOn = ModalMotion.flipColumn(50, angle: Double.pi / 2, scale: 1, perspective: 800)
        #expect(edgeOn == nil || abs(edgeOn?.source ?? 0) > 160)
    }
}
