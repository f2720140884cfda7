/// How a navigation bar shares its room between the back button and the title, as Apple's own
/// replica of UINavigationBar (PastryKit) does it, and where the title goes.
///
/// In a bar of width W the room for the title is a = W − 5 − 5, less 8 after a left item, less
/// 11 + the right items' width when there are any. A back button counts inside that room (it is the
/// left item the title has to share with): items beside it (`leftItemsSupplementBackButton`) are
/// taken off `a` first, with their gaps. A back button is at most W/2 wide. When the title and the
/// back button together are wider than a, the back button keeps
/// min(natural, max(a/3, a − title), W/2) and the title gets the rest, tail-truncated: a short back
/// title ("Root") is never cut while the title can give way, and a long one keeps a third of the
/// room instead of shrinking to a bare "…". Widths are whole points (a third is rounded down).
package enum CrowdedBar {
    /// The widest a back button may be on a bar `barWidth` wide: W/2, in whole points.
    package static func maximumBackButtonWidth(barWidth: Double) -> Double {
        (barWidth * BarMetrics.backButtonMaxWidthFraction).rounded(.down)
    }

    /// The room `a` for the title and the back button (if any): the bar less its edge margins, the
    /// gap after the left items and the gap before and width of the right items, less the left
    /// items other than the back button (`otherLeftSpan`, their widths and gaps, the gap to the back
    /// button included). May be negative when the items alone overfill the bar.
    package static func room(barWidth: Double, hasLeftItems: Bool, otherLeftSpan: Double, rightSpan: Double?) -> Double {
        var a = barWidth - 2 * BarMetrics.edgeMargin
        if hasLeftItems { a -= BarMetrics.titleGapAfterLeft }
        if let rightSpan { a -= BarMetrics.titleGapBeforeRight + rightSpan }
        return a - otherLeftSpan
    }

    /// The back button's width beside a centre `centreWidth` wide, in room `a`: its natural width
    /// (at most W/2) when both fit, else min(natural, max(a/3, a − centre), W/2); never narrower
    /// than the back-button art.
    package static func backButtonWidth(natural: Double, centreWidth: Double, room a: Double, barWidth: Double) -> Double {
        let maximum = maximumBackButtonWidth(barWidth: barWidth)
        let natural = min(natural, maximum)
        guard natural + centreWidth > a else { return natural }
        let third = (a / 3).rounded(.down)
        let kept = min(natural, max(third, a - centreWidth), maximum)
        return max(BarMetrics.backButtonArtWidth, kept)
    }

    /// Where a centre `width` wide goes: centred on the bar (x rounded down to a whole point); if
    /// that would start before `lowerBound` (8 pt after the left items) or end after `upperBound`
    /// (11 pt before the right items), moved to whichever of the two bounds it crossed — the nearer
    /// one, since a centre that fits between them can cross only one.
    package static func centreX(width: Double, barWidth: Double, lowerBound: Double, upperBound: Double) -> Double {
        place(centred: ((barWidth - width) / 2).rounded(.down), width: width, lowerBound: lowerBound,
              upperBound: upperBound)
    }

    /// Where a title `width` wide goes: as `centreX`, but centred half a point left of the bar's
    /// middle, x = ⌊(W − w − 1) / 2⌋. Both real screenshots (docs/DESIGN.md §Fidelity references)
    /// place their titles so: the 112-pt "Hello World" starts at 103 of 320 (not 104), the 213-pt
    /// "Basic Launcher Demo" at 53.
    package static func titleX(width: Double, barWidth: Double, lowerBound: Double, upperBound: Double) -> Double {
        place(centred: ((barWidth - width - 1) / 2).rounded(.down), width: width, lowerBound: lowerBound,
              upperBound: upperBound)
    }

    private static func place(centred: Double, width: Double, lowerBound: Double, upperBound: Double) -> Double {
        if centred < lowerBound { return lowerBound }
        if centred + width > upperBound { return max(lowerBound, upperBound - width) }
        return centred
    }
}
