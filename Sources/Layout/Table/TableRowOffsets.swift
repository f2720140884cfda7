import NavigationModel

/// Where each row of a section starts and how tall it is (docs/DESIGN.md §Table views): every row
/// the table's `rowHeight`, unless a row sets its own `height` (UIKit's
/// `tableView:heightForRowAtIndexPath:`). A section of uniform rows is arithmetic — finding the
/// rows a frame shows costs one step — and a section with heights of its own keeps the running
/// tops once, so that finding them is a binary search: a 10 000-row table costs what a screenful
/// costs either way.
struct TableRowOffsets {
    private let rowHeight: Double
    /// The tops of the rows from the section's first, and the section's end: count + 1 values;
    /// nil when every row is `rowHeight` tall.
    private let tops: [Double]?
    let count: Int

    init(_ rows: [TableRow], rowHeight: Double) {
        self.rowHeight = rowHeight
        count = rows.count
        guard rows.contains(where: { $0.height != nil }) else {
            tops = nil
            return
        }
        var tops: [Double] = [0]
        tops.reserveCapacity(rows.count + 1)
        for row in rows { tops.append(tops[tops.count - 1] + (row.height ?? rowHeight)) }
        self.tops = tops
    }

    /// The top of row `i` below the section's first row's top (`i == count`: the rows' end).
    func top(_ i: Int) -> Double { tops?[i] ?? Double(i) * rowHeight }

    func height(_ i: Int) -> Double { top(i + 1) - top(i) }

    /// All the rows together.
    var total: Double { top(count) }

    /// The rows that show between `minY` and `maxY` when the first row's top is at `start`.
    func visible(from start: Double, minY: Double, maxY: Double) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        guard let tops else {
            let first = max(0, Int(((minY - start) / rowHeight).rounded(.down)))
            let last = min(count, Int(((maxY - start) / rowHeight).rounded(.up)))
            return first < last ? first..<last : 0..<0
        }
        // Row i spans tops[i]..<tops[i + 1]: the first row shown ends below minY (the first top
        // past minY, less one), and the rows shown stop at the first top at or past maxY.
        let from = max(0, TableRowOffsets.firstIndex(in: tops, count: count) { start + $0 > minY } - 1)
        let to = min(count, TableRowOffsets.firstIndex(in: tops, count: count) { start + $0 >= maxY })
        return from < to ? from..<to : 0..<0
    }

    /// The first index in 0...count whose value passes `test` (count + 1 when none does), for an
    /// increasing `values`.
    private static func firstIndex(in values: [Double], count: Int, where test: (Double) -> Bool) -> Int {
        var low = 0, high = count + 1
        while low < high {
            let mid = (low + high) / 2
            if test(values[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
