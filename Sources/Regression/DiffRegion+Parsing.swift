import Chevron

extension DiffRegion {
    /// Parses `X,Y,W,H`, the value of `diff --ignore` (and of an `ignore` entry in `--rules`),
    /// spaces allowed around the numbers; nil unless it names a region `DiffRegion` accepts.
    package init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingSpaces() }
        guard parts.count == 4 else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == 4 else { return nil }
        self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
