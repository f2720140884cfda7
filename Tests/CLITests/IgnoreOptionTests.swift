import Chevron
import Testing

@testable import ChevronCLI
import Regression

/// `--ignore X,Y,W,H` (and a rule's `ignore`) read into a `DiffRegion`.
struct IgnoreOptionTests {
    @Test(arguments: [
        ("1,2,3,4", DiffRegion(x: 1, y: 2, width: 3, height: 4)),
        (" 0, 0 ,10,1 ", DiffRegion(x: 0, y: 0, width: 10, height: 1)),
        ("1,2,3", nil), ("1,2,3,4,5", nil), ("a,b,c,d", nil), ("1,2,0,4", nil), ("-1,2,3,4", nil),
        ("1,,3,4", nil), ("", nil),
        // A region reaching past Int.max ends there (the image clips it anyway).
        ("9223372036854775807,0,2,1", DiffRegion(x: Int.max, y: 0, width: 1, height: 1)),
        ("4,3,9223372036854775807,1", DiffRegion(x: 4, y: 3, width: Int.max - 3, height: 1)),
    ] as [(String, DiffRegion?)])
    func regionsParseFromXYWH(_ text: String, _ region: DiffRegion?) {
        #expect(DiffRegion(parsing: text) == region)
    }
}
