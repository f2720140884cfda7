import ImageDiffReports
import Testing

/// The folder report's page as text: entries, views, escaping. (FolderReportBrowserTests in
/// CLITests opens it in Chromium.)
struct FolderReportTests {
    static let page = FolderReport(
        title: "screens <run>", summary: "3 images: 1 passed, 1 changed, 1 new",
        entries: [
            .init(name: "ok.png", status: "passed"),
            .init(name: "<img src=x onerror=alert(1)>.png", status: "changed", detail: "1 of 4 pixels differ",
                  expected: "images/1/expected.png", actual: "images/1/actual.png", diff: "images/1/diff.png"),
            .init(name: "fresh\".png", status: "new", actual: "images/2/actual.png"),
        ],
        statuses: ["passed", "changed", "new", "deleted"]
    ).html

    @Test func everyNameIsText() {
        #expect(!Self.page.contains("<img src=x"))
        #expect(Self.page.contains("<span class=\"name\">&lt;img src=x onerror=alert(1)&gt;.png</span>"))
        #expect(Self.page.contains("data-name=\"fresh&quot;.png\""))
        #expect(Self.page.contains("<title>screens &lt;run&gt;</title>"))
    }

    @Test func aChangedImageHasTheFiveViewsAndANewOneItsOwn() {
        for view in ["Diff", "Actual", "Expected", "Side by side", "Slider"] {
            #expect(Self.page.contains(">\(view)</button>"), "\(view)")
        }
        #expect(Self.page.ranges(of: "<button type=\"button\" data-view=\"slider\">").count == 1, "one slider, for the changed image")
        #expect(Self.page.contains("data-src=\"images/1/diff.png\""))
        #expect(Self.page.contains("data-src=\"images/2/actual.png\""))
        #expect(!Self.page.contains("images/2/expected.png"))
        // A passed image is a line, with nothing to open.
        #expect(Self.page.contains("<li data-status=\"passed\" data-name=\"ok.png\"><span"))
    }

    @Test func theFilterCountsEachStatus() {
        #expect(Self.page.contains("<option value=\"all\">all (3)</option>"))
        #expect(Self.page.contains("<option value=\"failing\">not passed (2)</option>"))
        #expect(Self.page.contains("<option value=\"changed\">changed (1)</option>"))
        #expect(Self.page.contains("<option value=\"deleted\">deleted (0)</option>"))
        #expect(!Self.page.contains("src=\"http"), "nothing fetched from elsewhere")
    }
}
