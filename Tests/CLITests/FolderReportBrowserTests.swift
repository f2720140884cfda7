import Foundation
import Testing

/// `chevron diff --report`'s page in a real browser: Debian's Chromium, headless, driven over the
/// DevTools protocol by `Browser/report_in_browser.py` — it loads index.html from file://, filters
/// to the changed images, opens one with a click, picks the Slider view and drags the slider with
/// the mouse, then reads the page back.
@Suite("folder report in Chromium")
struct FolderReportBrowserTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Browser/report_in_browser.py")
    static let hostile = "<img src=x onerror=alert(1)>.png"

    @Test func theReportFiltersOpensAndSlidesInChromium() throws {
        let dir = try FolderDiffTests.folders()
        // The hostile name, changed too, so that it is among the images the filter shows.
        try FolderDiffTests.put("one-pixel-a.png", "zz/" + Self.hostile, in: dir.appendingPathComponent("expected"))
        try FolderDiffTests.put("one-pixel-b.png", "zz/" + Self.hostile, in: dir.appendingPathComponent("actual"))
        let diff = try ChevronProcess.run(["diff", "expected", "actual", "--report", "report"], in: dir)
        #expect(diff.status == 1, "\(diff.stderr)")

        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", Self.script.path, dir.appendingPathComponent("report/index.html").path]
        // stderr to a file, so that a chatty browser can never fill a pipe nobody reads.
        let errFile = dir.appendingPathComponent("browser-stderr.txt")
        FileManager.default.createFile(atPath: errFile.path, contents: nil)
        let out = Pipe()
        python.standardOutput = out
        python.standardError = try FileHandle(forWritingTo: errFile)
        try python.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        python.waitUntilExit()
        let errData = (try? Data(contentsOf: errFile)) ?? Data()
        #expect(python.terminationStatus == 0, "\(String(decoding: errData, as: UTF8.self))")
        let page = try #require(try JSONSerialization.jsonObject(with: outData) as? [String: Any],
                                "\(String(decoding: outData, as: UTF8.self))")

        #expect(page["summary"] as? String == "7 images: 2 passed, 2 changed, 1 new, 1 deleted, 1 resized, 0 unreadable")
        #expect(page["before"] as? Int == 7)
        // Filtered to changed: only the two changed images are shown.
        #expect(page["shown"] as? [String] == ["changed", "changed"])
        #expect(page["shownText"] as? String == "2 of 7 shown")
        // The first one opened, in the Slider view, its two images loaded from the files beside the page.
        #expect(page["openedName"] as? String == "icons/changed.png")
        #expect(page["view"] as? String == "slider")
        #expect(page["visibleViews"] as? [String] == ["view slider"])
        #expect(page["overSrc"] as? String == "images/2/actual.png")
        #expect(page["underSrc"] as? String == "images/2/expected.png")
        #expect(page["overWidth"] as? Int == 96 && page["overHeight"] as? Int == 64)
        // The drag moved the slider from 50 towards 20, and the wipe followed it.
        let slider = try #require(page["slider"] as? Int)
        #expect(slider < 35 && slider > 5, "slider at \(slider)")
        #expect(page["clipPath"] as? String == "inset(0px 0px 0px \(slider)%)")
        // The hostile name is text: shown as written, no image made of it, nothing alerted.
        #expect((page["names"] as? [String])?.contains("zz/" + Self.hostile) == true)
        #expect(page["strayImages"] as? Int == 0)
        #expect(page["alerts"] as? [String] == [])
    }
}
