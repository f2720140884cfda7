import ChevronTesting
import Testing

@Suite("record modes from the environment")
struct GoldenRecordModeTests {
    @Test(arguments: [
        ([:], GoldenRecordMode.missing),
        (["CHEVRON_RECORD": ""], .missing),
        (["CHEVRON_RECORD": "missing"], .missing),
        (["CHEVRON_RECORD": "all"], .all),
        (["CHEVRON_RECORD": "ALL"], .all),
        (["CHEVRON_RECORD": " never "], .never),
        (["CI": "true"], .never),
        (["CI": "1", "CHEVRON_RECORD": "all"], .never),
        (["CI": "", "CHEVRON_RECORD": "all"], .all),
        (["CI": "false"], .missing),
        (["CI": "0", "CHEVRON_RECORD": "never"], .never),
    ] as [([String: String], GoldenRecordMode)])
    func modeFollowsTheEnvironment(_ environment: [String: String], _ mode: GoldenRecordMode) throws {
        #expect(try GoldenRecordMode.fromEnvironment(environment) == mode)
    }

    @Test func anUnknownModeIsAnError() {
        #expect(throws: GoldenError("CHEVRON_RECORD=sometimes is not a record mode; use missing, all or never")) {
            try GoldenRecordMode.fromEnvironment(["CHEVRON_RECORD": "sometimes"])
        }
    }
}
