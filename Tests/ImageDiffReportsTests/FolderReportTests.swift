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

    @Test func aChangedImageCarriesItsFilesAndTheScriptMakesTheViews() {
        for view in ["'Diff'", "'Actual'", "'Expected'", "'Side by side'", "'Three-up'", "'Slider'"] {
            #expect(FolderReport.script.contains(view), "\(view)")
        }
        #expect(Self.page.contains("data-e=\"images/1/expected.png\" data-a=\"images/1/actual.png\" data-d=\"images/1/diff.png\""))
        #expect(Self.page.contains("data-a=\"images/2/actual.png\"><details>"))
        #expect(!Self.page.contains("images/2/expected.png"))
        // A thumbnail for the grid, without a source: the script loads the row's diff (else its
        // actual, else its expected image) when the grid shows it.
        #expect(Self.page.contains("data-d=\"images/1/diff.png\"><details><summary><img class=\"thumb\" alt=\"\">"))
        #expect(FolderReport.script.contains("t.src = li.dataset.d || li.dataset.a || li.dataset.e"))
        // An image without files (a passed one whose files were not kept) is a line, with nothing
        // to open, and a link of its own.
        #expect(Self.page.contains("<li data-status=\"passed\" data-name=\"ok.png\"><span><span class=\"status passed\">"))
        #expect(Self.page.contains("href=\"#ok.png\""))
        #expect(Self.page.contains("href=\"#%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E.png\""))
    }

    @Test func notPassedFirstMostChangedPixelsFirst() {
        let report = FolderReport(title: "t", summary: "s", entries: [
            .init(name: "a-passed.png", status: "passed", changedPixels: 0),
            .init(name: "b-few.png", status: "changed", changedPixels: 3),
            .init(name: "c-new.png", status: "new"),
            .init(name: "d-many.png", status: "changed", changedPixels: 900),
            .init(name: "e-passed.png", status: "passed", changedPixels: 2),
        ], statuses: ["passed", "changed", "new"])
        #expect(report.triageOrder.map(\.name) == ["d-many.png", "b-few.png", "c-new.png", "a-passed.png", "e-passed.png"])
        let html = report.html
        let positions = ["d-many", "b-few", "c-new", "a-passed"].map { html.ranges(of: "data-name=\"\($0)").first?.lowerBound }
        #expect(!positions.contains(nil) && positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }

    @Test func theFilterCountsEachStatus() {
        #expect(Self.page.contains("<option value=\"all\">all (3)</option>"))
        #expect(Self.page.contains("<option value=\"failing\">not passed (2)</option>"))
        #expect(Self.page.contains("<option value=\"changed\">changed (1)</option>"))
        #expect(Self.page.contains("<option value=\"deleted\">deleted (0)</option>"))
        #expect(!Self.page.contains("src=\"http"), "nothing fetched from elsewhere")
    }
}
