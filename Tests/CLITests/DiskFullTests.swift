import Foundation
import Testing

/// STYLE.md "Faults are inputs": the disk fills while `chevron` writes. A few lines of C, compiled
/// here with gcc and preloaded (LD_PRELOAD), make `write`, `pwrite` and `writev` fail with ENOSPC
/// for files whose path contains $CHEVRON_FAULT_MATCH, once $CHEVRON_FAULT_AFTER bytes (default 0)
/// went to such files — the first short write keeps what fits, as a full disk does. Every command
/// must then exit 73 with one line naming what it could not write, leave no partial or temporary
/// file, and leave the files that were there untouched. Skipped (with a message) only where gcc
/// or LD_PRELOAD is unavailable, never under CI=true.
@Suite("disk full")
struct DiskFullTests {
    static let shimSource = #"""
        #define _GNU_SOURCE
        #include <dlfcn.h>
        #include <errno.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>
        #include <unistd.h>
        #include <sys/uio.h>
        static long long written;
        /* How many of n bytes to fd may be written: n, fewer (the disk fills), or -1 (ENOSPC). */
        static ssize_t room(int fd, size_t n) {
            const char *match = getenv("CHEVRON_FAULT_MATCH");
            if (!match || !*match) return (ssize_t)n;
            char link[64], path[4096];
            snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
            ssize_t len = readlink(link, path, sizeof path - 1);
            if (len < 0) return (ssize_t)n;
            path[len] = 0;
            if (!strstr(path, match)) return (ssize_t)n;
            const char *after = getenv("CHEVRON_FAULT_AFTER");
            long long limit = after ? atoll(after) : 0;
            long long before = __atomic_fetch_add(&written, (long long)n, __ATOMIC_SEQ_CST);
            if (before + (long long)n <= limit) return (ssize_t)n;
            if (before < limit) return (ssize_t)(limit - before);
            errno = ENOSPC;
            return -1;
        }
        ssize_t write(int fd, const void *b, size_t n) {
            static ssize_t (*real)(int, const void *, size_t);
            if (!real) real = (ssize_t (*)(int, const void *, size_t))dlsym(RTLD_NEXT, "write");
            ssize_t k = room(fd, n);
            return k < 0 ? -1 : real(fd, b, (size_t)k);
        }
        ssize_t pwrite(int fd, const void *b, size_t n, off_t at) {
            static ssize_t (*real)(int, const void *, size_t, off_t);
            if (!real) real = (ssize_t (*)(int, const void *, size_t, off_t))dlsym(RTLD_NEXT, "pwrite");
            ssize_t k = room(fd, n);
            return k < 0 ? -1 : real(fd, b, (size_t)k, at);
        }
        ssize_t writev(int fd, const struct iovec *v, int count) {
            static ssize_t (*real)(int, const struct iovec *, int);
            if (!real) real = (ssize_t (*)(int, const struct iovec *, int))dlsym(RTLD_NEXT, "writev");
            size_t n = 0;
            for (int i = 0; i < count; i++) n += v[i].iov_len;
            if (room(fd, n) != (ssize_t)n) { errno = ENOSPC; return -1; }
            return real(fd, v, count);
        }
        """#

    /// The compiled shim, once per test run; nil (and why) where it cannot be built.
    static let shim: Result<String, ShimUnavailable> = {
        let dir = ChevronProcess.scratchRoot.appendingPathComponent("disk-full-shim")
        let source = dir.appendingPathComponent("enospc.c"), library = dir.appendingPathComponent("enospc.so")
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try Data(shimSource.utf8).write(to: source)
            let gcc = ["/usr/bin/gcc", "/usr/bin/cc"].first { FileManager.default.isExecutableFile(atPath: $0) }
            guard let gcc else { return .failure(ShimUnavailable(why: "no gcc or cc in /usr/bin")) }
            let r = try ChevronProcess.run(URL(fileURLWithPath: gcc),
                                           ["-shared", "-fPIC", "-O1", "-o", library.path, source.path, "-ldl"], in: dir)
            guard r.status == 0 else { return .failure(ShimUnavailable(why: "gcc failed: \(r.stderr)")) }
            return .success(library.path)
        } catch {
            return .failure(ShimUnavailable(why: "\(error)"))
        }
    }()

    struct ShimUnavailable: Error { var why: String }

    /// The shim's path, or nil after recording why when it cannot exist here (an issue under CI).
    static func shimPath() -> String? {
        switch shim {
        case .success(let path): return path
        case .failure(let failure):
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                Issue.record("the ENOSPC shim cannot be built under CI: \(failure.why)")
            } else {
                print("DiskFullTests: skipped, the ENOSPC shim cannot be built here: \(failure.why)")
            }
            return nil
        }
    }

    static func run(_ arguments: [String], in dir: URL, failing match: String, after bytes: Int = 0)
        throws -> ChevronProcess.Result?
    {
        guard let shim = shimPath() else { return nil }
        return try ChevronProcess.run(arguments, in: dir, environment: [
            "LD_PRELOAD": shim, "CHEVRON_FAULT_MATCH": match, "CHEVRON_FAULT_AFTER": String(bytes),
        ])
    }

    static func files(_ dir: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for name in ChevronProcess.contents(dir, recursive: true) {
            let url = dir.appendingPathComponent(name)
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), !isDir.boolValue {
                result[name] = try? Data(contentsOf: url)
            }
        }
        return result
    }

    static func expectOneLine(_ r: ChevronProcess.Result, naming what: String, _ comment: String) {
        #expect(r.status == 73, "\(comment): \(r.status) \(r.stdout)\(r.stderr)")
        let lines = r.stderr.split(separator: "\n").filter { !$0.contains("warning:") }
        #expect(lines.count == 1 && lines[0].hasPrefix("chevron: error: ") && lines[0].contains(what),
                "\(comment): \(r.stderr)")
    }

    /// The shim itself works here: a write to a matching file fails, others go through.
    @Test func theShimFillsTheDisk() throws {
        let dir = try ChevronProcess.scratch()
        guard let r = try Self.run(["back-button", "--title", "Back", "-o", "full.png"], in: dir, failing: "full.png") else { return }
        Self.expectOneLine(r, naming: "full.png", "back-button")
        #expect(ChevronProcess.contents(dir, recursive: true) == [], "\(ChevronProcess.contents(dir, recursive: true))")
    }

    /// approve: one golden written, one not — exit 73, an honest summary, the unwritten golden as
    /// it was, no temporary file.
    @Test func approveWhenTheDiskFills() throws {
        let dir = try ChevronProcess.scratch()
        try FolderDiffTests.put("one-pixel-a.png", "expected/a.png", in: dir)
        try FolderDiffTests.put("one-pixel-b.png", "actual/a.png", in: dir)
        try FolderDiffTests.put("transposed-a.png", "expected/b.png", in: dir)
        try FolderDiffTests.put("transposed-b.png", "actual/b.png", in: dir)
        let expected = dir.appendingPathComponent("expected")
        guard let r = try Self.run(["approve", "expected", "actual"], in: dir, failing: "expected/.b.png") else { return }
        Self.expectOneLine(r, naming: "expected/b.png", "approve")
        #expect(r.stdout.hasSuffix("approved 1 of 2 images: 1 updated, 1 could not be written\n"), "\(r.stdout)")
        #expect(try Data(contentsOf: expected.appendingPathComponent("a.png"))
                == Data(contentsOf: FolderDiffTests.fixture("one-pixel-b.png")))
        #expect(try Data(contentsOf: expected.appendingPathComponent("b.png"))
                == Data(contentsOf: FolderDiffTests.fixture("transposed-a.png")))
        #expect(ChevronProcess.contents(expected, recursive: true).sorted() == ["a.png", "b.png"])
        // A second run, the disk freed, finishes the work.
        #expect(try ChevronProcess.run(["approve", "expected", "actual"], in: dir).status == 0)
        #expect(try ChevronProcess.run(["diff", "expected", "actual"], in: dir).status == 0)
    }

    /// diff --report into a folder that holds an earlier report: the disk fills at several points
    /// of the writing; each time exit 73 naming the report, and the earlier report left whole.
    @Test(arguments: [0, 1000, 4000])
    func aReportWhenTheDiskFills(after bytes: Int) throws {
        let dir = try FolderDiffTests.folders()
        let first = try ChevronProcess.run(["diff", "expected", "actual", "--report", "report"], in: dir)
        #expect(first.status == 1, "\(first.stderr)")
        let before = Self.files(dir.appendingPathComponent("report"))
        #expect(before["index.html"] != nil)
        try FolderDiffTests.put("alpha-a.png", "actual/same.png", in: dir)  // a report with other contents
        guard let r = try Self.run(["diff", "expected", "actual", "--report", "report"], in: dir, failing: "/report/",
                                   after: bytes) else { return }
        Self.expectOneLine(r, naming: "report", "report after \(bytes) bytes")
        let after = Self.files(dir.appendingPathComponent("report"))
        #expect(after == before, "after \(bytes) bytes: \(after.keys.sorted()) against \(before.keys.sorted())")
        #expect(!ChevronProcess.contents(dir, recursive: true).contains { $0.contains(".tmp-") || $0.contains(".staging") },
                "\(ChevronProcess.contents(dir, recursive: true))")
    }

    /// A JUnit file and the APNG of `animate`: exit 73, the earlier file untouched, nothing else.
    @Test func aJUnitFileAndAnAPNGWhenTheDiskFills() throws {
        let dir = try FolderDiffTests.folders()
        try Data("old".utf8).write(to: dir.appendingPathComponent("junit.xml"))
        guard let r = try Self.run(["diff", "expected", "actual", "--junit", "junit.xml"], in: dir, failing: "junit.xml",
                                   after: 100) else { return }
        Self.expectOneLine(r, naming: "junit.xml", "junit")
        #expect(try Data(contentsOf: dir.appendingPathComponent("junit.xml")) == Data("old".utf8))
        let scene = "navigationController:\n  viewControllers:\n    - title: A\n  operations:\n    - push: { title: B }\n"
        try Data(scene.utf8).write(to: dir.appendingPathComponent("push.yaml"))
        let plain = try ChevronProcess.run(["animate", "push.yaml", "--scale", "1", "--output-dir", "anim"], in: dir)
        let written = Robust.contents(dir.appendingPathComponent("anim")).filter { $0.hasSuffix(".png") }
        #expect(plain.status == 0 && written.count == 1, "\(plain.stderr) \(written)")
        guard let apng = written.first else { return }
        let anim = dir.appendingPathComponent("anim")
        let old = try Data(contentsOf: anim.appendingPathComponent(apng))
        guard let full = try Self.run(["animate", "push.yaml", "--scale", "1", "--output-dir", "anim"], in: dir,
                                      failing: "animated", after: 5000)
        else { return }
        Self.expectOneLine(full, naming: apng, "animate")
        #expect(try Data(contentsOf: anim.appendingPathComponent(apng)) == old)
        #expect(Robust.contents(anim) == [apng], "\(Robust.contents(anim))")
    }

    /// A render batch: the second of three scenes cannot be written — exit 73 naming it, the
    /// others written whole, nothing partial.
    @Test func aRenderBatchWhenTheDiskFills() throws {
        let dir = try ChevronProcess.scratch()
        for name in ["one", "two", "three"] {
            try Data("navigationController:\n  viewControllers:\n    - title: \(name)\n".utf8)
                .write(to: dir.appendingPathComponent("\(name).yaml"))
        }
        guard let r = try Self.run(["render", "one.yaml", "two.yaml", "three.yaml", "--scale", "1", "--output-dir", "out"],
                                   in: dir, failing: "/out/.two", after: 10) else { return }
        #expect(r.status == 73, "\(r.stdout)\(r.stderr)")
        let errors = r.stderr.split(separator: "\n").filter { $0.hasPrefix("chevron: error: ") }
        #expect(errors.count == 1 && errors[0].contains("two"), "\(r.stderr)")
        let out = Robust.contents(dir.appendingPathComponent("out")).sorted()
        #expect(out == ["one.png", "three.png"], "\(out)")
        #expect(r.stdout.hasSuffix("rendered 2 of 3 scenes: 1 could not be written\n"), "\(r.stdout)")
    }
}
