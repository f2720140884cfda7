import XCTest

#if canImport(Testing)
import Testing
#endif

/// Reports a failure to whichever test framework runs the current test: Swift Testing when a
/// `@Test` is running, else XCTest (the way swift-snapshot-testing's `recordIssue` does).
enum IssueReporter {
    static func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                               line: Int(line), column: Int(column)))
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}
