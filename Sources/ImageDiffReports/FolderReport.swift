/// The report of a whole folder comparison: one `index.html` listing every image with its status,
/// a status filter and a name search, and for each image that did not pass the views Diff, Actual,
/// Expected, Side by side and Slider (a wipe between expected and actual laid on top of each other).
///
/// The images are files beside the page, named by the caller (`images/12/diff.png`), and loaded
/// only when an image is opened, so a report of many thousand images opens at once; nothing is
/// fetched, so the page works from `file://`. Every name is escaped and shown as text. Pure: the
/// entries in, the page's text out.
package struct FolderReport: Sendable {
    /// One image of the report.
    package struct Entry: Sendable {
        /// The name as shown (the caller makes control characters visible).
        package var name: String
        /// `passed`, `changed`, `new`, `deleted`, `resized` or `unreadable` (any word: it is a
        /// filter value and a CSS class, so only letters are kept).
        package var status: String
        /// One line after the name: the counts, the sizes, why it could not be read.
        package var detail: String?
        /// Relative URLs of the images beside the page; nil where there is none.
        package var expected: String?
        package var actual: String?
        package var diff: String?

        package init(name: String, status: String, detail: String? = nil, expected: String? = nil,
                    actual: String? = nil, diff: String? = nil) {
            self.name = name
            self.status = status
            self.detail = detail
            self.expected = expected
            self.actual = actual
            self.diff = diff
        }
    }

    package var title: String
    /// The line under the title (the totals).
    package var summary: String
    package var entries: [Entry]
    /// The statuses the filter offers, in order (each with its count).
    package var statuses: [String]

    package init(title: String, summary: String, entries: [Entry], statuses: [String]) {
        self.title = title
        self.summary = summary
        self.entries = entries
        self.statuses = statuses
    }

    /// The whole page.
    package var html: String {
        var counts: [String: Int] = [:]
        for entry in entries { counts[Self.word(entry.status), default: 0] += 1 }
        let failing = entries.count - (counts["passed"] ?? 0)
        var options = "<option value=\"all\">all (\(entries.count))</option>"
        options += "<option value=\"failing\">not passed (\(failing))</option>"
        for status in statuses.map(Self.word) {
            options += "<option value=\"\(status)\">\(status) (\(counts[status] ?? 0))</option>"
        }
        var page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escape(title))</title>
            <style>
            body { font: 14px/1.4 -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #222; }
            .controls { display: flex; gap: 12px; align-items: center; margin: 12px 0; }
            #images { list-style: none; padding: 0; }
            #images > li { border-top: 1px solid #ddd; padding: 4px 0; }
            .status { display: inline-block; min-width: 6.5em; font-weight: 600; }
            .passed { color: #17692b; } .changed, .resized, .deleted, .unreadable { color: #b00020; } .new { color: #8a5a00; }
            .name { font-family: ui-monospace, Menlo, monospace; white-space: pre-wrap; word-break: break-all; }
            .detail { color: #555; margin-left: 8px; }
            summary { cursor: pointer; }
            .views { margin: 8px 0; display: flex; gap: 4px; }
            .views button[aria-pressed="true"] { background: #222; color: #fff; }
            .view { display: none; }
            details[data-view="diff"] .view.diff, details[data-view="actual"] .view.actual,
            details[data-view="expected"] .view.expected, details[data-view="side"] .view.side,
            details[data-view="slider"] .view.slider { display: block; }
            .side { display: none; gap: 16px; }
            details[data-view="side"] .view.side { display: flex; }
            figure { margin: 0; } figcaption { font-size: 12px; color: #555; }
            img { image-rendering: pixelated; display: block; max-width: 100%;
                  background: repeating-conic-gradient(#d6d6d6 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .wipe { position: relative; display: inline-block; }
            .wipe img.over { position: absolute; top: 0; left: 0; }
            </style></head><body>
            <h1>\(HTMLText.escape(title))</h1>
            <p id="summary">\(HTMLText.escape(summary))</p>
            <div class="controls">
            <label>Status <select id="status">\(options)</select></label>
            <label>Name <input id="search" type="search" placeholder="search the names"></label>
            <span id="shown"></span>
            </div>
            <ol id="images">

            """
        for entry in entries { page += Self.item(entry) }
        page += """
            </ol>
            <script>
            (function () {
              const select = document.getElementById('status'), search = document.getElementById('search');
              const items = Array.from(document.querySelectorAll('#images > li'));
              function apply() {
                const status = select.value, text = search.value.toLowerCase();
                let shown = 0;
                for (const li of items) {
                  const s = li.dataset.status;
                  const ok = (status === 'all' || (status === 'failing' ? s !== 'passed' : s === status))
                    && li.dataset.name.toLowerCase().includes(text);
                  li.hidden = !ok;
                  if (ok) shown++;
                }
                document.getElementById('shown').textContent = shown + ' of ' + items.length + ' shown';
              }
              select.addEventListener('change', apply);
              search.addEventListener('input', apply);
              for (const details of document.querySelectorAll('#images details')) {
                details.addEventListener('toggle', function () {
                  if (!details.open) return;
                  for (const img of details.querySelectorAll('img[data-src]')) {
                    img.src = img.dataset.src;
                    img.removeAttribute('data-src');
                  }
                });
                const buttons = details.querySelectorAll('.views button');
                function show(view) {
                  details.dataset.view = view;
                  for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.view === view));
                }
                for (const b of buttons) b.addEventListener('click', function () { show(b.dataset.view); });
                if (buttons.length) show(buttons[0].dataset.view);
                const range = details.querySelector('input.wipe-range'), over = details.querySelector('img.over');
                if (range && over) {
                  const wipe = function () { over.style.clipPath = 'inset(0 0 0 ' + range.value + '%)'; };
                  range.addEventListener('input', wipe);
                  wipe();
                }
              }
              apply();
            })();
            </script>
            </body></html>

            """
        return page
    }

    /// Letters only: a status as a class name and filter value.
    static func word(_ status: String) -> String {
        String(status.unicodeScalars.filter { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }.map(Character.init))
    }

    static func item(_ entry: Entry) -> String {
        let status = word(entry.status)
        let name = HTMLText.escape(entry.name)
        let detail = entry.detail.map { " <span class=\"detail\">\(HTMLText.escape($0))</span>" } ?? ""
        let line = "<span class=\"status \(status)\">\(status)</span> <span class=\"name\">\(name)</span>\(detail)"
        let images = [entry.diff, entry.actual, entry.expected].compactMap { $0 }
        guard !images.isEmpty else {
            return "<li data-status=\"\(status)\" data-name=\"\(name)\">\(line)</li>\n"
        }
        func img(_ url: String, _ alt: String, _ cls: String = "") -> String {
            "<img\(cls.isEmpty ? "" : " class=\"\(cls)\"") data-src=\"\(HTMLText.escape(url))\" alt=\"\(alt)\">"
        }
        var views: [(key: String, label: String, body: String)] = []
        if let diff = entry.diff { views.append(("diff", "Diff", img(diff, "diff"))) }
        if let actual = entry.actual { views.append(("actual", "Actual", img(actual, "actual"))) }
        if let expected = entry.expected { views.append(("expected", "Expected", img(expected, "expected"))) }
        if let expected = entry.expected, let actual = entry.actual {
            views.append(("side", "Side by side",
                          "<figure>\(img(expected, "expected"))<figcaption>expected</figcaption></figure>"
                          + "<figure>\(img(actual, "actual"))<figcaption>actual</figcaption></figure>"))
            views.append(("slider", "Slider",
                          "<div class=\"wipe\">\(img(expected, "expected"))\(img(actual, "actual", "over"))</div>"
                          + "<div><input class=\"wipe-range\" type=\"range\" min=\"0\" max=\"100\" value=\"50\" "
                          + "aria-label=\"expected on the left, actual on the right\"></div>"))
        }
        let buttons = views.map { "<button type=\"button\" data-view=\"\($0.key)\">\($0.label)</button>" }.joined()
        let bodies = views.map { "<div class=\"view \($0.key)\">\($0.body)</div>" }.joined()
        return "<li data-status=\"\(status)\" data-name=\"\(name)\"><details><summary>\(line)</summary>"
            + "<div class=\"views\">\(buttons)</div>\(bodies)</details></li>\n"
    }
}
