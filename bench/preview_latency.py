#!/usr/bin/env python3
"""The live preview's latency: from a scene file's save to its event on /events.

    bench/preview_latency.py --chevron EXE [--edits 50] [--scenes 1] [--json OUT]

Starts `EXE preview DIR --port 0` (chevron-preview must be beside EXE) on a folder holding one
one-screen scene (a navigation controller with a title, a right button and a toolbar, @2x), opens
/events, then saves the scene `--edits` times, each with another title, and measures from just
before the file is opened for writing to the arrival of the event that names it. Prints and writes
(as JSON) the median and the 95th percentile in milliseconds. With `--scenes N` the folder holds
N - 1 more scenes (in folders of 100, each its own title), and the start is measured too: from the
command to its address line (every scene rendered and published), then the page and /scenes.json
fetched; the result goes under `preview_many` instead. Standard library only.
"""
import argparse
import json
import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time

SCENE = """canvas: {{ scale: 2 }}
navigationController:
  toolbarHidden: false
  viewControllers:
    - title: Mailboxes
    - title: "{title}"
      navigationItem: {{ rightBarButtonItem: {{ systemItem: edit }} }}
      toolbarItems: [ {{ systemItem: refresh }}, {{ systemItem: flexibleSpace }}, {{ systemItem: compose }} ]
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--chevron", required=True)
    ap.add_argument("--edits", type=int, default=50)
    ap.add_argument("--scenes", type=int, default=1)
    ap.add_argument("--json")
    args = ap.parse_args()
    many = args.scenes > 1

    with tempfile.TemporaryDirectory(prefix="chevron-preview-bench-") as folder:
        scene = os.path.join(folder, "screen.yaml")
        with open(scene, "w") as f:
            f.write(SCENE.format(title="Inbox"))
        for i in range(args.scenes - 1):
            sub = os.path.join(folder, f"group{i // 100:03d}")
            os.makedirs(sub, exist_ok=True)
            with open(os.path.join(sub, f"screen{i:05d}.yaml"), "w") as f:
                f.write(SCENE.format(title=f"Screen {i}"))
        launched = time.perf_counter()
        proc = subprocess.Popen([args.chevron, "preview", folder, "--port", "0"], stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True)
        try:
            line = proc.stdout.readline()
            m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
            if not m:
                sys.exit(f"preview_latency.py: chevron preview did not start: {line!r}")
            port = int(m.group(1))
            started = time.perf_counter() - launched
            page = time.perf_counter()
            listing = b""
            for address in ["/", "/scenes.json"]:
                get = socket.create_connection(("127.0.0.1", port), timeout=30)
                get.sendall(f"GET {address} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
                answer = b""
                while chunk := get.recv(65536):
                    answer += chunk
                get.close()
                if not answer.startswith(b"HTTP/1.1 200"):
                    sys.exit(f"preview_latency.py: {address} was not served: {answer[:80]!r}")
                listing = answer
            page_ms = (time.perf_counter() - page) * 1000
            listed = listing.count(b'"path"')
            if listed != args.scenes:
                sys.exit(f"preview_latency.py: /scenes.json lists {listed} scenes, not {args.scenes}")
            sock = socket.create_connection(("127.0.0.1", port), timeout=10)
            sock.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
            pending = b""

            def next_event():
                nonlocal pending
                while True:
                    while b"\n" in pending:
                        raw, pending = pending.split(b"\n", 1)
                        if raw.startswith(b"data: "):
                            return raw[6:].decode()
                    chunk = sock.recv(4096)
                    if not chunk:
                        sys.exit("preview_latency.py: the event stream closed")
                    pending += chunk

            # The stream is open once its `retry:` line came.
            while b"retry:" not in pending:
                pending += sock.recv(4096)
            times = []
            for i in range(args.edits):
                text = SCENE.format(title=f"Inbox {i}")
                start = time.perf_counter()
                with open(scene, "w") as f:
                    f.write(text)
                name = next_event()
                times.append((time.perf_counter() - start) * 1000)
                if name != "screen.yaml":
                    sys.exit(f"preview_latency.py: unexpected event {name!r}")
                time.sleep(0.05)
        finally:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
    times.sort()
    median = statistics.median(times)
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    saves = {"median_ms": round(median, 3), "p95_ms": round(p95, 3), "edits": len(times),
             "max_ms": round(times[-1], 3)}
    if many:
        result = {"preview_many": dict(saves, scenes=args.scenes, start_s=round(started, 3),
                                       page_ms=round(page_ms, 3))}
        print(f"preview of {args.scenes} scenes: started in {started:.2f} s, page and list in {page_ms:.1f} ms; "
              f"save to event, {len(times)} edits: median {median:.2f} ms, p95 {p95:.2f} ms")
    else:
        result = {"preview_save_to_event": saves}
        print(f"preview: save to event, {len(times)} edits of a one-screen scene: median {median:.2f} ms, "
              f"p95 {p95:.2f} ms")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=2)


if __name__ == "__main__":
    main()
