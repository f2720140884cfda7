import Geometry
import Testing

#if canImport(Glibc)
import Glibc
#endif

struct RectTests {
    @Test func negativeSizesAreNormalised() {
        let r = Rect(x: 10, y: 10, width: -4, height: -6)
        #expect(r == Rect(x: 6, y: 4, width: 4, height: 6))
    }

    @Test func intersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
    }

    @Test func insets() {
        let r = Rect(x: 0, y: 0, width: 100, height: 44)
        #expect(r.inset(by: EdgeInsets(top: 7, left: 5, bottom: 7, right: 5)) == Rect(x: 5, y: 7, width: 90, height: 30))
        #expect(r.insetBy(dx: 60, dy: 0).width == 0)
    }
}

struct TransformTests {
    @Test func concatenationOrder() {
        // Scale first, then translate.
        let t = Transform.scale(2, 2).concatenating(.translation(10, 0))
        #expect(t.apply(Point(1, 1)) == Point(12, 2))
        // translatedBy applies the translation in user space, before the existing transform.
        let u = Transform.scale(2, 2).translatedBy(10, 0)
        #expect(u.apply(Point(1, 1)) == Point(22, 2))
    }

    @Test func rotationAndAxisAlignment() {
        let r = Transform.rotation(Double.pi / 2)
        let p = r.apply(Point(1, 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        #expect(!r.isAxisAligned && Transform.scale(3, 3).isAxisAligned)
        #expect(Transform.scale(3, 2).maxScale == 3)
    }
}

struct PathTests {
    @Test func flatteningStaysWithinTolerance() {
        var p = Path()
        p.addCircle(center: Point(50, 50), radius: 40)
        for tol in [1.0, 0.1, 0.01] {
            let poly = p.flattened(tolerance: tol)
            #expect(poly.count == 1 && poly[0].isClosed)
            // Every vertex is on the circle (within the cubic approximation's error), and every chord
            // midpoint is within tolerance of it.
            let pts = poly[0].points
            for (a, b) in zip(pts, pts.dropFirst()) {
                #expect(abs(a.distance(to: Point(50, 50)) - 40) < 0.02)
                let mid = a.lerp(to: b, 0.5)
                #expect(40 - mid.distance(to: Point(50, 50)) <= tol + 0.02)
            }
        }
    }

    @Test func roundedRectRadiiAreClampedToFit() {
        let p = Path.roundedRect(Rect(x: 0, y: 0, width: 10, height: 40), radius: 20)
        let b = p.controlBounds!
        #expect(b == Rect(x: 0, y: 0, width: 10, height: 40))
    }

    @Test func arcEndsWhereItSays() {
        var p = Path()
        p.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: Double.pi / 2)
        let end = p.currentPoint!
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9, "clockwise on a y-down screen ends below the centre")
        var q = Path()
        q.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
        let flat = q.flattened(tolerance: 0.01)[0].points
        #expect(flat.contains { $0.y < -9.9 }, "counter-clockwise sweeps through the top")
    }

    @Test func commandsBeforeMoveStartAtOrigin() {
        var p = Path()
        p.line(to: Point(5, 5))
        #expect(p.elements.first == .move(.zero))
        p.close()
        p.close()
        #expect(p.elements.filter { $0 == .close }.count == 1)
    }

    @Test func nonFiniteCoordinatesAreDetected() {
        #expect(!Path.polygon([Point(0, 0), Point(.nan, 1), Point(1, 1)]).isFinite)
        #expect(Path.rect(Rect(x: 0, y: 0, width: 1, height: 1)).isFinite)
    }
}
