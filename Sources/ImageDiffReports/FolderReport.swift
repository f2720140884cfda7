/// The report of a whole folder comparison, made for triage: one `index.html` listing every image
/// with its status — the images that did not pass first, most changed pixels first (by name or by
/// status a click away) — as a list or a grid of thumbnails, with a status filter and a name
/// search. Each image that did not pass opens on the views Diff, Actual, Expected, Side by side,
/// Three-up (expected, diff, actual) and Slider (actual wiped over expected by a handle dragged
/// across the image), fit to the width or at 1:1; a passed image opens on its Actual view (with
/// Expected, Side by side and Slider when its expected file was kept too). Every image has a link (`#` + its path); the
/// keys j / k open the next / previous image that did not pass, 1–6 pick the view, `f` toggles 1:1.
///
/// The images are files beside the page, named by the caller (`images/12/diff.png`). A row is a
/// line of text and its files' URLs in data attributes; the views are made by the script when an
/// image is opened and thumbnails load only when scrolled to, so 2000 images are a page of a few
/// hundred kilobytes that paints at once. Nothing is fetched, so the page works from `file://`.
/// Every name is escaped and shown as text. Pure: the entries in, the page's text out.
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
        /// How many pixels differ (the default order, most first), nil when not compared.
        package var changedPixels: Int?

        package init(name: String, status: String, detail: String? = nil, expected: String? = nil,
                    actual: String? = nil, diff: String? = nil, changedPixels: Int? = nil) {
            self.changedPixels = changedPixels
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

    /// The entries in the page's first order: not passed first, most changed pixels first (an image
    /// without counts after those with), then by name; the passed ones after, by name.
    package var triageOrder: [Entry] {
        entries.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            let (xf, yf) = (Self.word(x.status) != "passed", Self.word(y.status) != "passed")
            if xf != yf { return xf }
            if xf, x.changedPixels != y.changedPixels { return (x.changedPixels ?? -1) > (y.changedPixels ?? -1) }
            return a.offset < b.offset
        }.map(\.element)
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
            .controls { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin: 12px 0; }
            .keys { color: #555; font-size: 12px; }
            #images { list-style: none; padding: 0; }
            #images > li { border-top: 1px solid #ddd; padding: 4px 0; content-visibility: auto; contain-intrinsic-size: auto 24px; }
            #images > li.current { background: #fff8d6; }
            .status { display: inline-block; min-width: 6.5em; font-weight: 600; }
            .passed { color: #17692b; } .changed, .resized, .deleted, .unreadable { color: #b00020; } .new { color: #8a5a00; }
            .name { font-family: ui-monospace, Menlo, monospace; white-space: pre-wrap; word-break: break-all; }
            .detail { color: #555; margin-left: 8px; }
            a.link { color: #888; margin-left: 6px; text-decoration: none; }
            summary { cursor: pointer; }
            img.thumb { display: none; }
            body.grid #images { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 8px; }
            body.grid #images > li { border: 1px solid #ddd; padding: 6px; }
            body.grid #images > li:has(details[open]) { grid-column: 1 / -1; }
            body.grid img.thumb { display: block; width: 100%; height: 120px; object-fit: contain; }
            .views { margin: 8px 0; display: flex; gap: 4px; }
            .views button[aria-pressed="true"] { background: #222; color: #fff; }
            .view { display: none; }
            details[data-view="diff"] .view.diff, details[data-view="actual"] .view.actual,
            details[data-view="expected"] .view.expected, details[data-view="slider"] .view.slider { display: block; }
            details[data-view="side"] .view.side, details[data-view="three"] .view.three { display: flex; gap: 16px; }
            .side figure, .three figure { flex: 1 1 0; min-width: 0; }
            figure { margin: 0; } figcaption { font-size: 12px; color: #555; }
            img { image-rendering: pixelated; display: block; max-width: 100%;
                  background: repeating-conic-gradient(#d6d6d6 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            body.actual-size .view img { max-width: none; }
            body.actual-size .side figure, body.actual-size .three figure { flex: none; }
            .wipe { position: relative; display: inline-block; max-width: 100%; }
            .wipe img.over { position: absolute; top: 0; left: 0; }
            .wipe input.wipe-range { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0;
                                     cursor: ew-resize; }
            .wipe .handle { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: #0a84ff;
                            pointer-events: none; }
            </style></head><body>
            <h1>\(HTMLText.escape(title))</h1>
            <p id="summary">\(HTMLText.escape(summary))</p>
            <div class="controls">
            <label>Status <select id="status">\(options)</select></label>
            <label>Sort <select id="sort"><option value="pixels">changed pixels</option>
            <option value="name">name</option><option value="status">status</option></select></label>
            <label>Name <input id="search" type="search" placeholder="search the names"></label>
            <label><input id="grid" type="checkbox"> thumbnails</label>
            <label><input id="actual-size" type="checkbox"> 1:1</label>
            <span id="shown"></span>
            <span class="keys">j / k: next / previous not passed · 1–6: view · f: 1:1</span>
            </div>
            <ol id="images">

            """
        for entry in triageOrder { page += Self.item(entry) }
        page += FolderReport.script
        return page
    }

    /// The page's behaviour: filter, sort, grid, views made on opening, links, keys.
    package static let script = """
        </ol>
        <script>
        (function () {
          const list = document.getElementById('images'), select = document.getElementById('status');
          const search = document.getElementById('search'), sort = document.getElementById('sort');
          const items = Array.from(list.children), first = items.slice();
          let current = null;
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
          function reorder() {
            const by = sort.value;
            const order = by === 'pixels' ? first.slice() : first.slice().sort(function (a, b) {
              const x = by === 'name' ? a.dataset.name : a.dataset.status + ' ' + a.dataset.name;
              const y = by === 'name' ? b.dataset.name : b.dataset.status + ' ' + b.dataset.name;
              return x < y ? -1 : x > y ? 1 : 0;
            });
            for (const li of order) list.appendChild(li);
            items.splice(0, items.length, ...order);
          }
          function el(tag, attrs, children) {
            const e = document.createElement(tag);
            for (const k in attrs) e.setAttribute(k, attrs[k]);
            for (const c of children || []) e.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
            return e;
          }
          function img(url, alt, cls) { const i = el('img', {src: url, alt: alt}); if (cls) i.className = cls; return i; }
          function figure(url, caption) { return el('figure', {}, [img(url, caption), el('figcaption', {}, [caption])]); }
          // The views of one image, made the first time it is opened.
          function build(li) {
            const details = li.querySelector('details');
            if (!details || details.querySelector('.views')) return details;
            const e = li.dataset.e, a = li.dataset.a, d = li.dataset.d, views = [];
            if (d) views.push(['diff', 'Diff', [img(d, 'diff')]]);
            if (a) views.push(['actual', 'Actual', [img(a, 'actual')]]);
            if (e) views.push(['expected', 'Expected', [img(e, 'expected')]]);
            if (e && a) {
              views.push(['side', 'Side by side', [figure(e, 'expected'), figure(a, 'actual')]]);
              if (d) views.push(['three', 'Three-up', [figure(e, 'expected'), figure(d, 'diff'), figure(a, 'actual')]]);
              const range = el('input', {class: 'wipe-range', type: 'range', min: '0', max: '100', value: '50',
                                         'aria-label': 'expected on the left, actual on the right'});
              const over = img(a, 'actual', 'over'), handle = el('div', {class: 'handle'});
              const wipe = function () {
                over.style.clipPath = 'inset(0 0 0 ' + range.value + '%)';
                handle.style.left = range.value + '%';
              };
              range.addEventListener('input', wipe);
              wipe();
              views.push(['slider', 'Slider', [el('div', {class: 'wipe'}, [img(e, 'expected'), over, handle, range])]]);
            }
            const bar = el('div', {class: 'views'}, []);
            for (const [key, label, body] of views) {
              const b = el('button', {type: 'button', 'data-view': key}, [label]);
              b.addEventListener('click', function () { show(details, key); });
              bar.appendChild(b);
            }
            details.appendChild(bar);
            for (const [key, , body] of views) details.appendChild(el('div', {class: 'view ' + key}, body));
            if (views.length) show(details, views[0][0]);
            return details;
          }
          function show(details, view) {
            details.dataset.view = view;
            for (const b of details.querySelectorAll('.views button')) {
              b.setAttribute('aria-pressed', String(b.dataset.view === view));
            }
          }
          function open(li) {
            const details = build(li);
            if (current && current !== li) current.classList.remove('current');
            current = li;
            li.classList.add('current');
            if (details) details.open = true;
            li.scrollIntoView({block: 'start'});
          }
          // One listener for every row (2000 rows would otherwise cost 4000 listeners before the first paint).
          list.addEventListener('click', function (event) {
            const summary = event.target.closest('summary');
            if (!summary || event.target.closest('a.link')) return;
            const li = summary.closest('#images > li');
            build(li);
            current = li;
          });
          list.addEventListener('toggle', function (event) {
            const details = event.target;
            if (details.open) build(details.closest('#images > li'));
          }, true);
          function fromHash() {
            const name = decodeURIComponent(location.hash.slice(1));
            const li = items.find(function (x) { return x.dataset.name === name; });
            if (li) { li.hidden = false; open(li); }
          }
          window.addEventListener('hashchange', fromHash);
          function step(by) {
            const failing = items.filter(function (li) { return !li.hidden && li.dataset.status !== 'passed'; });
            if (!failing.length) return;
            const at = failing.indexOf(current);
            const next = failing[at < 0 ? (by > 0 ? 0 : failing.length - 1) : (at + by + failing.length) % failing.length];
            if (current && current !== next) { const d = current.querySelector('details'); if (d) d.open = false; }
            open(next);
            history.replaceState(null, '', '#' + encodeURIComponent(next.dataset.name));
          }
          const size = document.getElementById('actual-size'), grid = document.getElementById('grid');
          size.addEventListener('change', function () { document.body.classList.toggle('actual-size', size.checked); });
          // Thumbnails only in the grid, each loaded when it comes into view.
          const seen = 'IntersectionObserver' in window ? new IntersectionObserver(function (entries) {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              const t = entry.target, li = t.closest('#images > li');
              t.src = li.dataset.d || li.dataset.a || li.dataset.e;
              seen.unobserve(t);
            }
          }) : null;
          grid.addEventListener('change', function () {
            document.body.classList.toggle('grid', grid.checked);
            if (grid.checked && seen) for (const t of document.querySelectorAll('img.thumb:not([src])')) seen.observe(t);
          });
          document.addEventListener('keydown', function (event) {
            if (event.target.matches('input[type=search], select') || event.metaKey || event.ctrlKey || event.altKey) return;
            if (event.key === 'j' || event.key === 'n') step(1);
            else if (event.key === 'k' || event.key === 'p') step(-1);
            else if (event.key === 'f') { size.checked = !size.checked; size.dispatchEvent(new Event('change')); }
            else if (event.key >= '1' && event.key <= '6' && current) {
              const b = current.querySelectorAll('.views button')[Number(event.key) - 1];
              if (b) b.click();
            } else return;
            event.preventDefault();
          });
          select.addEventListener('change', apply);
          search.addEventListener('input', apply);
          sort.addEventListener('change', reorder);
          // Everything is shown at first: only the count to say.
          document.getElementById('shown').textContent = items.length + ' of ' + items.length + ' shown';
          if (location.hash) fromHash();
        })();
        </script>
        </body></html>

        """

    /// Letters only: a status as a class name and filter value.
    static func word(_ status: String) -> String {
        String(status.unicodeScalars.filter { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }.map(Character.init))
    }

    static func item(_ entry: Entry) -> String {
        let status = word(entry.status)
        let name = HTMLText.escape(entry.name)
        let detail = entry.detail.map { " <span class=\"detail\">\(HTMLText.escape($0))</span>" } ?? ""
        let link = "<a class=\"link\" href=\"#\(HTMLText.escape(percentEncoded(entry.name)))\" title=\"link to this image\">#</a>"
        let line = "<span class=\"status \(status)\">\(status)</span> <span class=\"name\">\(name)</span>\(detail)"
        let files = [("e", entry.expected), ("a", entry.actual), ("d", entry.diff)].compactMap { key, url in
            url.map { " data-\(key)=\"\(HTMLText.escape($0))\"" }
        }.joined()
        guard entry.diff != nil || entry.actual != nil || entry.expected != nil else {
            return "<li data-status=\"\(status)\" data-name=\"\(name)\"><span>\(line) \(link)</span></li>\n"
        }
        // The views are made by the script when the image is opened, and the thumbnail (the diff,
        // else the actual, else the expected image) is loaded when the grid scrolls to it
        // (FolderReport.script).
        return "<li data-status=\"\(status)\" data-name=\"\(name)\"\(files)><details><summary>"
            + "<img class=\"thumb\" alt=\"\">\(line) \(link)</summary></details></li>\n"
    }

    /// A name as the part of a URL after `#`: every byte but letters, digits and `-._~/` as %XX,
    /// so that `decodeURIComponent` gives the name back.
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
