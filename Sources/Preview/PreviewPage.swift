/// The preview's pages: the grid of every scene (`/`) and a scene's own page (`/scene/PATH`), one
/// script and one style sheet. The pages hold no data: the script reads `/scenes.json` and
/// `/info/PATH.json`, and reads them again on each event of `/events`, so a save updates the open
/// pages without a reload. Text from scenes is only ever set as text (`textContent`), never as HTML.
package enum PreviewPage {
    package static let htmlType = "text/html; charset=utf-8"

    package static let grid = Array("""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Chevron preview</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <link rel="stylesheet" href="/preview.css"></head>
        <body data-page="grid">
        <header><h1>Chevron preview</h1><span id="status" class="status">connecting…</span></header>
        <main id="grid" class="grid"></main>
        <p id="empty" class="note" hidden>No scenes here yet: save a .yaml file under the folders being previewed.</p>
        <script src="/preview.js"></script>
        </body></html>

        """.utf8)

    package static let scene = Array("""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Chevron preview</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <link rel="stylesheet" href="/preview.css"></head>
        <body data-page="scene">
        <header><a href="/">All scenes</a><h1 id="title"></h1><span id="status" class="status">connecting…</span></header>
        <p id="gone" class="note gone" hidden>This scene is gone: its file was deleted or moved.</p>
        <main class="scene">
        <section><div class="frame"><img id="render" class="render" alt=""><pre id="error" class="error" hidden></pre></div>
        <ul id="warnings" class="warnings"></ul></section>
        <section id="motion" hidden><h2>Animation (the last operation)</h2><img id="animation" alt="">
        <p id="animationNote" class="note"></p><h2>Storyboard</h2><img id="flow" alt=""></section>
        <section><h2>Resolve</h2><pre id="resolve" class="resolve"></pre></section>
        </main>
        <script src="/preview.js"></script>
        </body></html>

        """.utf8)

    package static let style = Array("""
        body { font: 14px -apple-system, Helvetica, Arial, sans-serif; margin: 0; background: #eef0f3; color: #222; }
        header { display: flex; gap: 1em; align-items: baseline; padding: 10px 16px; background: #fff;
                 border-bottom: 1px solid #ccd; }
        h1 { font-size: 18px; margin: 0; } h2 { font-size: 15px; margin: 16px 0 6px; }
        .status { color: #888; margin-left: auto; }
        .grid { display: flex; flex-wrap: wrap; gap: 16px; padding: 16px; align-items: flex-start; }
        .card { background: #fff; border: 1px solid #ccd; border-radius: 6px; padding: 8px; text-decoration: none;
                color: inherit; max-width: 340px; }
        .card figcaption { margin-top: 6px; font-family: ui-monospace, Menlo, monospace; word-break: break-all; }
        .frame { position: relative; min-width: 120px; min-height: 40px; }
        .card img { max-width: 320px; display: block; }
        .scene { padding: 16px; display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        .scene img { display: block; } .scene section { max-width: 100%; overflow: auto; }
        .error { position: absolute; inset: 0; margin: 0; padding: 8px; overflow: auto; white-space: pre-wrap;
                 background: rgba(160, 0, 0, 0.86); color: #fff; font: 12px ui-monospace, Menlo, monospace; }
        .frame.failed img { opacity: 0.35; } .frame.failed { min-height: 120px; }
        .warnings { color: #8a5a00; font-family: ui-monospace, Menlo, monospace; font-size: 12px; padding-left: 1.2em; }
        .badge { color: #8a5a00; }
        .resolve { background: #fff; border: 1px solid #ccd; padding: 8px; overflow: auto; font-size: 12px; }
        .note { color: #666; padding: 0 16px; } .gone { color: #a00; font-weight: bold; }

        """.utf8)

    package static let script = Array("""
        "use strict";
        const page = document.body.dataset.page;
        const status = document.getElementById("status");
        let loading = null, again = false;
        // One fetch at a time; an event during one asks for another after it.
        function refresh() {
          if (loading) { again = true; return; }
          loading = (page === "grid" ? loadGrid() : loadScene()).catch(e => { status.textContent = String(e); })
            .finally(() => { loading = null; if (again) { again = false; refresh(); } });
        }
        function withVersion(url, v) { return url + "?v=" + v; }
        function setFrame(frame, img, png, version, error) {
          // An error keeps the last good render under it.
          if (!png) img.removeAttribute("src");
          else if (!error || !img.getAttribute("src")) {
            const src = withVersion(png, version);
            if (img.getAttribute("src") !== src) img.src = src;
          }
          const pre = frame.querySelector(".error");
          pre.textContent = error || ""; pre.hidden = !error;
          frame.classList.toggle("failed", !!error);
        }
        async function loadGrid() {
          const response = await fetch("/scenes.json", { cache: "no-store" });
          const scenes = await response.json();
          const grid = document.getElementById("grid");
          const seen = new Set();
          for (const s of scenes) {
            seen.add(s.path);
            let card = [...grid.children].find(c => c.dataset.path === s.path);
            if (!card) {
              card = document.createElement("a"); card.className = "card"; card.dataset.path = s.path;
              const figure = document.createElement("figure"); figure.style.margin = "0";
              const frame = document.createElement("div"); frame.className = "frame";
              const img = document.createElement("img"); img.className = "render"; img.alt = s.path;
              const pre = document.createElement("pre"); pre.className = "error"; pre.hidden = true;
              frame.append(img, pre);
              const caption = document.createElement("figcaption");
              figure.append(frame, caption); card.append(figure);
              const next = [...grid.children].find(c => c.dataset.path > s.path);
              grid.insertBefore(card, next || null);
            }
            card.href = s.page;
            card.dataset.version = s.version;
            card.querySelector("figcaption").textContent = s.path + (s.warnings ? "  ⚠ " + s.warnings : "");
            setFrame(card.querySelector(".frame"), card.querySelector("img"), s.png, s.version, s.error);
          }
          for (const card of [...grid.children]) if (!seen.has(card.dataset.path)) card.remove();
          document.getElementById("empty").hidden = scenes.length > 0;
          document.title = "Chevron preview (" + scenes.length + ")";
        }
        const scenePath = page === "scene" ? decodeURIComponent(location.pathname.slice("/scene/".length)) : null;
        function encodePath(p) { return p.split("/").map(encodeURIComponent).join("/"); }
        async function loadScene() {
          document.getElementById("title").textContent = scenePath;
          document.title = scenePath + " — Chevron preview";
          const response = await fetch("/info/" + encodePath(scenePath) + ".json", { cache: "no-store" });
          const gone = document.getElementById("gone");
          if (response.status === 404) { gone.hidden = false; document.body.dataset.version = "gone"; return; }
          const s = await response.json();
          gone.hidden = true;
          // Shown at their size in points: a @2x render as the phone showed it.
          for (const id of ["render", "animation", "flow"]) {
            document.getElementById(id).style.zoom = s.scale ? String(1 / s.scale) : "1";
          }
          document.body.dataset.version = s.version;
          const frame = document.querySelector(".frame");
          setFrame(frame, document.getElementById("render"), s.png, s.version, s.error);
          const list = document.getElementById("warnings");
          // Each diagnostic an object (severity, code, message, file, line, column, keyPath), said as
          // the command line says it, its code on hover.
          list.replaceChildren(...s.warnings.map(d => {
            const li = document.createElement("li");
            const where = d.file + (d.line ? ":" + d.line + (d.column ? ":" + d.column : "") : "");
            li.textContent = (where ? where + ": " : "") + d.severity + (d.keyPath ? " at " + d.keyPath : "") + ": " + d.message;
            li.title = d.code; li.dataset.code = d.code;
            return li;
          }));
          document.getElementById("resolve").textContent = s.resolve || "";
          const motion = document.getElementById("motion");
          motion.hidden = !(s.animation || s.flow);
          const animation = document.getElementById("animation");
          if (s.animation) animation.src = withVersion(s.animation, s.version); else animation.removeAttribute("src");
          animation.hidden = !s.animation;
          document.getElementById("animationNote").textContent = s.animationNote || "";
          const flow = document.getElementById("flow");
          if (s.flow) flow.src = withVersion(s.flow, s.version); else flow.removeAttribute("src");
        }
        const events = new EventSource("/events");
        events.onopen = () => { status.textContent = "live"; refresh(); };
        events.onerror = () => { status.textContent = "disconnected: is chevron preview still running?"; };
        events.onmessage = e => { if (page === "grid" || e.data === scenePath) refresh(); };
        refresh();

        """.utf8)
}
