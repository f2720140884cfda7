import Geometry

/// What a drawing did to a block of whole device pixels, remembered so that the same drawing, moved
/// along the same rows by whole pixels over the same pixels, is copied instead of drawn: the
/// keyboard's keys, 26 of which are the same few shadows and faces a row apart.
///
/// A drawing is a function of the pixels under it (compositing is per pixel) and of its coverage,
/// which follows the shape when it moves by whole pixels; so when the pixels under the new place
/// equal those under the remembered one, what it leaves there equals what it left. The memo checks
/// the first half of that (it compares the pixels), the caller vouches for the second and for
/// keeping every pixel the drawing touches inside `box` (`KeyboardCopiedKeysTests` draws every keyboard
/// both ways and compares the bytes).
package final class DrawingMemo<Key: Hashable> {
    private struct Place: Hashable {
        let key: Key
        let width: Int, height: Int, y: Int
    }

    private struct Entry {
        let before: [UInt32]
        let after: [UInt32]
    }

    private var entries: [Place: Entry] = [:]

    /// How many drawings were copied and how many drawn (for tests).
    package private(set) var copies = 0
    package private(set) var draws = 0

    package init() {}

    /// Draws `body` on `canvas`, or copies what an earlier `body` with the same `key` left in a
    /// block of the same size on the same rows over the same pixels. `body` must touch no pixel
    /// outside `box` (user space). Drawn as it is when `box` does not lie on whole device pixels
    /// inside the clip, or through a clip mask or a global alpha below 1.
    package func draw(_ key: Key, box: Rect, on canvas: Canvas, _ body: () -> Void) {
        guard let r = canvas.wholePixels(box) else {
            body()
            return
        }
        let place = Place(key: key, width: r.width, height: r.height, y: r.y0)
        if let entry = entries[place], canvas.pixels(in: r, equal: entry.before) {
            canvas.replacePixels(in: r, with: entry.after)
            copies += 1
            return
        }
        let before = canvas.pixels(in: r)
        body()
        entries[place] = Entry(before: before, after: canvas.pixels(in: r))
        draws += 1
    }
}

extension Canvas {
    /// The device pixels of `box` (user space) when it lies on whole pixels under an axis-aligned
    /// transform, inside the clip rectangle, with no clip mask and a global alpha of 1.
    fileprivate func wholePixels(_ box: Rect) -> IntRect? {
        guard transform.isAxisAligned, clipMask == nil, globalAlpha == 1 else { return nil }
        let d = transform.apply(box)
        guard d.minX == d.minX.rounded(), d.minY == d.minY.rounded(), d.maxX == d.maxX.rounded(),
              d.maxY == d.maxY.rounded() else { return nil }
        let r = IntRect(covering: d.minX, d.minY, d.maxX, d.maxY)
        guard !r.isEmpty, r.intersection(clipRect) == r else { return nil }
        return r
    }

    fileprivate func pixels(in r: IntRect) -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: r.width * r.height) { out, count in
            withPixels { start, w in
                guard let base = out.baseAddress else { return }
                for y in r.y0..<r.y1 {
                    (base + (y - r.y0) * r.width).initialize(from: start + y * w + r.x0, count: r.width)
                }
            }
            count = r.width * r.height
        }
    }

    fileprivate func pixels(in r: IntRect, equal block: [UInt32]) -> Bool {
        var equal = true
        block.withUnsafeBufferPointer { b in
            withPixels { start, w in
                guard let base = b.baseAddress else { return }
                for y in r.y0..<r.y1 where equal {
                    // The differences of a whole row at once, without a branch per pixel.
                    let a = base + (y - r.y0) * r.width, b = start + y * w + r.x0
                    var difference: UInt32 = 0
                    for x in 0..<r.width { difference |= a[x] ^ b[x] }
                    equal = difference == 0
                }
            }
        }
        return equal
    }

    fileprivate func replacePixels(in r: IntRect, with block: [UInt32]) {
        block.withUnsafeBufferPointer { b in
            withPixels { start, w in
                guard let base = b.baseAddress else { return }
                for y in r.y0..<r.y1 {
                    (start + y * w + r.x0).update(from: base + (y - r.y0) * r.width, count: r.width)
                }
            }
        }
    }
}
