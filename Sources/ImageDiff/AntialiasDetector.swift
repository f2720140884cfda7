/// pixelmatch's anti-aliasing detector, after V. Vyšniauskas, "Anti-aliased Pixel and Intensity
/// Slope Detector" (2009): a pixel that differs between two images is forgiven when, in one of the
/// images, it sits on a brightness slope between a darker and a brighter neighbour, and that
/// darkest or brightest neighbour lies inside a flat area (3+ equal neighbours) in both images.
///
/// Follows pixelmatch's `antialiased` and `hasManySiblings` step for step — the 3 × 3 neighbourhood
/// clipped at the image edge, the edge pixel starting with one "equal sibling" already counted, the
/// visiting order (columns outer, rows inner), the strict `<` / `>` that keep the first extreme
/// found — because each of those decides which neighbour is tested and so the final count.
struct AntialiasDetector {
    let width: Int
    let height: Int

    /// pixelmatch's `antialiased(img, x1, y1, width, height, img2)`: whether the pixel at (x1, y1)
    /// of `image` looks anti-aliased, judged with the help of `other`, the image it is compared with.
    func isAntialiased(_ image: UnsafeBufferPointer<UInt32>, _ other: UnsafeBufferPointer<UInt32>,
                       x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let center = image[y1 * width + x1]
        // A pixel on the image edge has fewer neighbours; pixelmatch counts that as one equal sibling.
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var lowest = 0.0, highest = 0.0  // pixelmatch's min / max
        var lowX = 0, lowY = 0, highX = 0, highY = 0

        // Go through the (up to) 8 adjacent pixels, column by column as pixelmatch does.
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                // Brightness delta between the centre pixel and this neighbour.
                let delta = ColorDelta.brightness(center, image[y * width + x])
                if delta == 0 {
                    // More than 2 equal siblings: definitely not anti-aliasing.
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < lowest {
                    // A brighter neighbour, the brightest so far (delta is centre minus neighbour).
                    lowest = delta
                    lowX = x
                    lowY = y
                } else if delta > highest {
                    // A darker neighbour, the darkest so far.
                    highest = delta
                    highX = x
                    highY = y
                }
            }
        }

        // Not both a darker and a brighter neighbour: not anti-aliasing.
        if lowest == 0 || highest == 0 { return false }

        // Anti-aliased when the brightest or the darkest neighbour has 3+ equal siblings in both
        // images (so it lies in a flat area and is not anti-aliasing itself).
        return (hasManySiblings(image, x: lowX, y: lowY) && hasManySiblings(other, x: lowX, y: lowY))
            || (hasManySiblings(image, x: highX, y: highY) && hasManySiblings(other, x: highX, y: highY))
    }

    /// pixelmatch's `hasManySiblings`: whether the pixel at (x1, y1) has 3 or more adjacent pixels of
    /// exactly the same RGBA value (an edge pixel starts with one counted).
    func hasManySiblings(_ image: UnsafeBufferPointer<UInt32>, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let center = image[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0

        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if image[y * width + x] == center { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
