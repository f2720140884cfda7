import Foundation
import Testing

import ChevronSupport

/// What `resolve --json` and `diff --json` print is JSON that any parser reads.
struct JSONValueTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity, .signalingNaN])
    func aNumberThatIsNotFiniteIsNull(_ value: Double) throws {
        let object = JSONValue.object([("x", .number(value)), ("frame", .array([.number(value), .number(1.5)]))])
        for text in [object.compact(), object.rendered()] {
            #expect(!text.contains("nan") && !text.contains("inf"), "\(text)")
            let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            #expect(parsed?["x"] is NSNull, "\(text)")
        }
    }

    @Test(arguments: [0.0, -0.0, 1.5, 1e300, -1e-300, 123_456_789.25])
    func finiteNumbersParseBackToThemselves(_ value: Double) throws {
        let text = JSONValue.array([.number(value)]).compact()
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any]
        let number = try #require(parsed?.first as? NSNumber, "\(text)")
        #expect(abs(number.doubleValue - value) <= abs(value) * 1e-9, "\(text)")
    }
}
