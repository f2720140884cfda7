import ChevronSupport
import Scene
import Testing
@testable import SceneFile

/// docs/DESIGN.md §Limits and `SceneLimits`: over a limit is a `limitExceeded` error naming it.
struct SceneLimitTests {
    func limitMessage(_ yaml: String) -> String? {
        do {
            _ = try parse(yaml)
            return nil
        } catch {
            return error.kind == .limitExceeded ? error.description : "\(error.kind): \(error.description)"
        }
    }

    @Test func fileSize() {
        let big = "toolbar: {}\n" + String(repeating: "#\n", count: SceneLimits.maxFileBytes / 2)
        #expect(limitMessage(big) == "scene.yaml:1:1: error: the file is 1048588 bytes: the limit is 1048576")
    }

    @Test func oneSideGivenIsCheckedToo() {
        #expect(limitMessage("canvas: { width: 6000, scale: 3 }\nnavigationBar: {}")
            == "scene.yaml:1:9: error at canvas: the canvas is 18000 px across at @3x: over the limit of 16384 px a side")
        #expect(limitMessage("canvas: { width: 5461, height: 1000, scale: 3 }\nnavigationBar: {}") == nil)
    }

    @Test func listLengths() {
        let items = Array(repeating: "{ systemItem: add }", count: 33).joined(separator: ", ")
        #expect(limitMessage("toolbar: { items: [\(items)] }")
            == "scene.yaml:1:19: error at toolbar.items: 33 items: the limit is 32")
        let segments = (0..<17).map(String.init).joined(separator: ", ")
        #expect(limitMessage("segmentedControl: { items: [\(segments)] }")
            == "scene.yaml:1:28: error at segmentedControl.items: 17 items: the limit is 16")
        let ops = Array(repeating: "pop", count: 257).joined(separator: ", ")
        #expect(limitMessage("navigationController: { viewControllers: [ {title: A} ], operations: [\(ops)] }")
            == "scene.yaml:1:70: error at navigationController.operations: 257 items: the limit is 256")
    }

    @Test func viewControllersInAllDefinedOverTheScene() {
        let stack = (0..<200).map { "{title: v\($0)}" }.joined(separator: ", ")
        let more = (0..<57).map { "{title: w\($0)}" }.joined(separator: ", ")
        let message = limitMessage("navigationController: { viewControllers: [\(stack)], operations: [ { setViewControllers: [\(more)] } ] }")
        #expect(message?.hasSuffix("error at navigationController.operations[0].setViewControllers[56]: more than 256 view controllers") == true)
    }

    /// Nesting the parser walks deeper than `maxNestingDepth`: the schema itself is shallow, so a
    /// chain of merge keys (each item merging the one before) builds the depth.
    @Test func nestingDepth() {
        let chain = ["&a1 { title: x }"] + (2...40).map { "&a\($0) { <<: *a\($0 - 1) }" }
        let yaml = "navigationBar:\n  items:\n    - title: T\n      leftBarButtonItems: ["
            + chain[0..<30].joined(separator: ", ") + "]\n      rightBarButtonItems: ["
            + chain[30...].joined(separator: ", ") + "]\n"
        #expect(limitMessage(yaml)?.contains("nested deeper than 32 levels") == true)
        // Absurd flow nesting is refused while composing, where it passes the YAML's limit (room
        // for 32 levels of views, three YAML levels each: the 128th `[`), in linear time.
        let deep = "toolbar: " + String(repeating: "[", count: 100_000)
        #expect(limitMessage(deep) == "scene.yaml:1:137: error: YAML nested deeper than 128 levels")
        // libyaml's scanner reads ahead of the events: stopping deep inside such nesting (here on a
        // character no token starts with) is the same refusal, where it stopped; shallow, it is
        // libyaml's error.
        let stopped = "toolbar: " + String(repeating: "[", count: 200) + "@"
        #expect(limitMessage(stopped) == "scene.yaml:1:210: error: YAML nested deeper than 128 levels")
        #expect(limitMessage("toolbar: [[@")?.hasPrefix("syntax: ") == true)
        let blockDeep = (0..<140).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        #expect(limitMessage(blockDeep)?.contains("YAML nested deeper than 128 levels") == true)
    }

    /// An alias bomb that stays under the alias limit is stopped by the node budget.
    @Test func aliasExpansionBudget() {
        var yaml = "navigationController:\n  viewControllers:\n"
        let segs = "&segs [" + (0..<16).map { "s\($0)" }.joined(separator: ", ") + "]"
        let items = "&items [" + ["&seg { customView: { segmentedControl: { items: \(segs) } } }"]
            .joined() + String(repeating: ", *seg", count: 31) + "]"
        yaml += "    - &vc { title: v0, toolbarItems: \(items), navigationItem: { leftBarButtonItems: *items, rightBarButtonItems: *items } }\n"
        for i in 1..<12 { yaml += "    - { <<: *vc, title: v\(i) }\n" }
        #expect(limitMessage(yaml)?.contains("aliases expand to more than 20000 values") == true)
    }

    /// The billion laughs written with CR line endings, an alias as a key at the end: refused
    /// before libyaml composes it.
    @Test func anAliasBombWithCarriageReturnsIsRefused() {
        var lines = ["#a0: comment", "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for i in 1...11 {
            lines.append("a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 9).joined(separator: ",") + "]")
        }
        lines.append("*a11 : 1")
        let message = limitMessage(lines.joined(separator: "\r"))
        #expect(message == "scene.yaml:10:14: error: more than 64 aliases")
    }

    @Test func tooManyAliases() {
        let refs = Array(repeating: "*a", count: 65).joined(separator: ", ")
        #expect(limitMessage("x: &a 1\ny: [\(refs)]\ntoolbar: {}")
            == "scene.yaml:2:261: error: more than 64 aliases")
    }
}

/// Composing from libyaml's events: refuses alias and collection keys, alias bombs and absurd
/// nesting as it reads, passes ordinary text.
struct YAMLComposerTests {
    func problem(_ text: String) -> String? {
        do {
            _ = try YAMLComposer.compose(text, file: "s.yaml")
            return nil
        } catch {
            return "\(error.location.line):\(error.location.column) \(error.message)"
        }
    }

    @Test func refusedKeys() {
        #expect(problem("a: &a [x]\n? *a\n: c") == "2:3 an alias cannot be a key; keys are plain words")
        #expect(problem("a: &a x\n*a : c") == "2:1 an alias cannot be a key; keys are plain words")
        #expect(problem("{[a, b]: c}") == "1:2 a list or mapping cannot be a key; keys are plain words")
        #expect(problem("? [a]\n: c") == "1:3 a list or mapping cannot be a key; keys are plain words")
        #expect(problem("a: &m {x: 1}\n*m : c") == "2:1 an alias cannot be a key; keys are plain words")
        // Not YAML at all: libyaml's own words and place.
        #expect(problem("x: {a: 1}: 2")?.hasPrefix("1:10 not YAML: ") == true)
    }

    /// What fooled the earlier scan of the raw text: a `"` inside a plain scalar (YAML reads it as
    /// text, the scan as the start of a quote that hid the rest of the file), and a plain scalar's
    /// continuation line starting with `"`.
    @Test(arguments: ["x: a \"\n", "x: a\n  \"b\n", "x: 'it''s'\n# \"\n", "x: a #\"\n"])
    func nothingHidesTheAliasesThatFollow(_ prefix: String) {
        var bomb = prefix + "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for i in 1...8 { bomb += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 9).joined(separator: ",") + "]\n" }
        #expect(problem(bomb)?.hasSuffix("more than 64 aliases") == true, "\(prefix)")
        #expect(problem(prefix + "a0: &a0 [lol]\n*a0 : 1\n")?.hasSuffix("an alias cannot be a key; keys are plain words") == true)
    }

    /// Valid scenes the raw-text scan refused: a `*` in plain text is text, and so is a plain
    /// scalar over many lines, however they are indented.
    @Test func textThatLooksLikeAliasesOrNestingPasses() {
        let titles = (0..<70).map { "    - title: Sale *NEW* \($0)" }.joined(separator: "\n")
        #expect(problem("navigationBar:\n  items:\n" + titles + "\n") == nil)
        let prompt = (1..<70).map { String(repeating: " ", count: 4 + $0) + "word\($0)" }.joined(separator: "\n")
        #expect(problem("navigationBar:\n  items:\n  - prompt: word0\n" + prompt + "\n") == nil)
    }

    /// libyaml breaks lines at CR, NEL, LS and PS as well as LF: so must the scan, or a whole scene
    /// written with one of them reads as a single comment line and its aliases go uncounted.
    @Test(arguments: ["\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"])
    func everyLibyamlLineBreakEndsALine(_ newline: String) {
        let bomb = ["# a comment", "a: &a [x]"] + (1...65).map { "k\($0): *a" }
        #expect(problem(bomb.joined(separator: newline)) == "67:6 more than 64 aliases")
        #expect(problem(["# x", "a: &a x", "*a : c"].joined(separator: newline))
            == "3:1 an alias cannot be a key; keys are plain words")
    }

    @Test func anAliasAfterAJSONKeyIsCounted() {
        let refs = (1...65).map { "\"k\($0)\":*a" }.joined(separator: ", ")
        #expect(problem("x: &a 1\ny: {\(refs)}") == "2:642 more than 64 aliases")
    }

    @Test(arguments: [
        "title: \"*not an alias: x\"",
        "title: '? not a key'",
        "title: 5 * 3",
        "title: a*b:c",
        "# *a: comment\ntoolbar: {}",
        "text: |\n  ? a line\n  *b: c\n  [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\nnext: 1",
        "json: {\"a\": [1, 2], \"b\": {\"c\": 3}}",
        "title: 'it''s *fine'",
        "title: \"escaped \\\" *quote\"",
        "list:\n  - - - - a",
        "b: &anchor value\nc: *anchor",
    ])
    func passes(_ text: String) {
        #expect(problem(text) == nil)
    }
}

struct SuggestionTests {
    @Test(arguments: [
        ("rightBarButonItem", "rightBarButtonItem"), ("BarStyle", "barStyle"), ("blak", "black"),
        ("edti", "edit"), ("psuh", "push"), ("segmentedControlstyle", "segmentedControlStyle"),
    ])
    func closeWords(_ typo: String, _ expected: String) {
        let candidates = SceneNode.navigationItem.names + SceneNode.segmentedControl.names + SceneNode.appearance.names
            + ["black", "default", "edit", "done", "push", "pop"]
        #expect(Suggestion.closest(to: typo, in: candidates) == expected)
    }

    @Test func farWordsGetNoSuggestion() {
        #expect(Suggestion.closest(to: "colour", in: SceneNode.appearance.names) == nil)
        #expect(Suggestion.closest(to: "x", in: ["y"]) == "y")
        #expect(Suggestion.closest(to: "xy", in: ["ab"]) == nil)
    }
}
