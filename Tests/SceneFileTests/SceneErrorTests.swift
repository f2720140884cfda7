import ChevronSupport
import Scene
import Testing
@testable import SceneFile

/// One case per kind of error, with the whole one-line message the command line prints: the file,
/// line and column, the key path, and for an unknown key or value the closest valid one.
struct SceneErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var yaml: String
        var kind: SceneError.Kind
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown key, with the closest known key", yaml: """
            navigationController:
              viewControllers:
                - title: A
                  navigationItem:
                    rightBarButonItem: { systemItem: edit }
            """, kind: .unknownKey, message: """
            scene.yaml:5:9: error at navigationController.viewControllers[0].navigationItem: \
            unknown key `rightBarButonItem` — did you mean `rightBarButtonItem`?
            """),
        Case(name: "unknown key, nothing close", yaml: "toolbar: { colour: red }", kind: .unknownKey, message: """
            scene.yaml:1:12: error at toolbar: unknown key `colour`; expected one of: barStyle, tintColor, translucent, items
            """),
        Case(name: "unknown value, with the closest valid value", yaml: """
            navigationController:
              viewControllers:
                - title: A
                  navigationItem:
                    rightBarButtonItem: { systemItem: edti }
            """, kind: .unknownValue, message: """
            scene.yaml:5:43: error at navigationController.viewControllers[0].navigationItem.rightBarButtonItem.systemItem: \
            unknown value `edti` — did you mean `edit`?
            """),
        Case(name: "unknown bar style", yaml: "navigationController:\n  navigationBar: { barStyle: blak }\n  viewControllers: [ {title: A} ]",
             kind: .unknownValue, message: """
            scene.yaml:2:30: error at navigationController.navigationBar.barStyle: unknown value `blak` — did you mean `black`?
            """),
        Case(name: "not a colour", yaml: "toolbar: { tintColor: orange }", kind: .unknownValue, message: """
            scene.yaml:1:23: error at toolbar.tintColor: `orange` is not a colour: write #rgb or #rrggbb \
            (quoted: `tintColor: "#ff8000"`)
            """),
        Case(name: "a UIColor name as a tint", yaml: "toolbar: { tintColor: redColor }", kind: .unknownValue, message: """
            scene.yaml:1:23: error at toolbar.tintColor: `redColor` is not a colour: write #rgb or #rrggbb \
            (quoted: `tintColor: "#ff0000"`)
            """),
        Case(name: "a hex literal as a tint", yaml: "toolbar: { tintColor: 0xFF8000 }", kind: .unknownValue, message: """
            scene.yaml:1:23: error at toolbar.tintColor: `0xFF8000` is not a colour: write #rgb or #rrggbb \
            (quoted: `tintColor: "#ff8000"`)
            """),
        Case(name: "not a background colour", yaml: "canvas: { background: orange }\ntoolbar: {}", kind: .unknownValue,
             message: """
            scene.yaml:1:23: error at canvas.background: `orange` is not a colour: write #rgb, #rrggbb, #rrggbbaa or transparent
            """),
        Case(name: "an unquoted colour is a comment, so the key has no value", yaml: """
            navigationBar:
              tintColor: #ff0000
              items: [ { title: A } ]
            """, kind: .missingValue, message: """
            scene.yaml:2:3: error at navigationBar.tintColor: `tintColor` has no value: YAML reads `#ff0000` after \
            the colon as a comment; quote it: `tintColor: "#ff0000"`
            """),
        Case(name: "a key with nothing after it", yaml: "toolbar:\n  barStyle:\n  items: []", kind: .missingValue,
             message: "scene.yaml:2:3: error at toolbar.barStyle: `barStyle` has no value"),
        Case(name: "a transparent tint", yaml: "toolbar: { tintColor: transparent }", kind: .unknownValue, message: """
            scene.yaml:1:23: error at toolbar.tintColor: `transparent` is not a tint: a tint is an opaque colour \
            (#rgb or #rrggbb); for a see-through bar, use translucent: true or barStyle: blackTranslucent
            """),
        Case(name: "a tint with an alpha", yaml: "toolbar: { tintColor: \"#ff000080\" }", kind: .unknownValue, message: """
            scene.yaml:1:23: error at toolbar.tintColor: `#ff000080` has an alpha: a tint is opaque (write #ff0000); \
            for a see-through bar, use translucent: true or barStyle: blackTranslucent
            """),
        Case(name: "a system item written as a bare word", yaml: "toolbar:\n  items: [compose]", kind: .wrongType,
             message: """
            scene.yaml:2:11: error at toolbar.items[0]: expected a bar button item (a mapping), found the string \
            "compose": write `{ systemItem: compose }`
            """),
        Case(name: "a misspelt system item written as a bare word", yaml: "toolbar:\n  items: [compse]", kind: .wrongType,
             message: """
            scene.yaml:2:11: error at toolbar.items[0]: expected a bar button item (a mapping), found the string \
            "compse": write `{ systemItem: compose }` or `{ title: compse }`
            """),
        Case(name: "a title written as a bare word", yaml: "navigationBar:\n  items: [ { title: A, rightBarButtonItem: Go } ]",
             kind: .wrongType, message: """
            scene.yaml:2:44: error at navigationBar.items[0].rightBarButtonItem: expected a bar button item (a mapping), \
            found the string "Go": write `{ title: Go }`
            """),
        Case(name: "an unquoted colour in a flow mapping", yaml: "navigationBar: { tintColor: #ff0000, items: [] }\n",
             kind: .syntax, message: """
            scene.yaml:2:1: error: not YAML: did not find expected node content (while parsing a flow node at 2:1); \
            line 1 has an unquoted colour, and YAML reads `#` after a space as a comment: quote it: "#ff0000"
            """),
        Case(name: "a tab where YAML indents", yaml: "navigationBar:\n\titems: []\n", kind: .syntax, message: """
            scene.yaml:2:1: error: not YAML: found character that cannot start any token (while scanning for the \
            next token at 2:1); a tab: YAML indents with spaces
            """),
        Case(name: "a title where a titled mapping goes", yaml: "navigationController:\n  viewControllers: [Albums]",
             kind: .wrongType, message: """
            scene.yaml:2:21: error at navigationController.viewControllers[0]: expected a mapping, found the string \
            "Albums": write `{ title: Albums }`
            """),
        Case(name: "a list expected", yaml: "navigationController:\n  viewControllers: { title: A }", kind: .wrongType,
             message: "scene.yaml:2:20: error at navigationController.viewControllers: expected a list, found a mapping"),
        Case(name: "a bool expected", yaml: "navigationController:\n  toolbarHidden: 3\n  viewControllers: [ {title: A} ]",
             kind: .wrongType,
             message: "scene.yaml:2:18: error at navigationController.toolbarHidden: expected true or false, found the number 3"),
        Case(name: "a quoted number is a string", yaml: "toolbar:\n  items: [ { width: \"90\", title: A } ]",
             kind: .wrongType,
             message: #"scene.yaml:2:21: error at toolbar.items[0].width: expected a number, found the string "90""#),
        Case(name: "missing required key", yaml: "navigationController: {}", kind: .missingKey,
             message: "scene.yaml:1:23: error at navigationController: missing required key `viewControllers`"),
        Case(name: "a bar button item needs a kind", yaml: "toolbar:\n  items: [ { width: 20 } ]", kind: .missingKey,
             message: """
            scene.yaml:2:12: error at toolbar.items[0]: a bar button item needs one of `title`, `systemItem`, `image`, `customView`, `label`
            """),
        Case(name: "an operation without its value", yaml: """
            navigationController:
              viewControllers: [ {title: A} ]
              operations:
                - push
            """, kind: .missingKey,
             message: "scene.yaml:4:7: error at navigationController.operations[0]: `push` needs a value: `push: …`"),
        Case(name: "out-of-range index", yaml: """
            segmentedControl: { items: [a, b], selectedSegmentIndex: 2 }
            """, kind: .outOfRange, message: """
            scene.yaml:1:58: error at segmentedControl.selectedSegmentIndex: selectedSegmentIndex 2 is out of range: \
            the control has 2 segments (0…1, or -1 for none)
            """),
        Case(name: "more widths than segments", yaml: "segmentedControl: { items: [a], widths: [10, 20] }",
             kind: .outOfRange, message: "scene.yaml:1:41: error at segmentedControl.widths: 2 widths for 1 segments"),
        Case(name: "negative width", yaml: "toolbar:\n  items: [ { title: A, width: -4 } ]", kind: .outOfRange,
             message: "scene.yaml:2:31: error at toolbar.items[0].width: -4 is out of range: expected 0…16384"),
        Case(name: "duplicate id", yaml: "navigationController:\n  viewControllers:\n    - title: A\n    - title: A",
             kind: .duplicateID, message: """
            scene.yaml:4:7: error at navigationController.viewControllers[1]: duplicate id `A`: already used by the view controller at 3:7
            """),
        Case(name: "duplicate key", yaml: "toolbar: {}\ntoolbar: {}", kind: .duplicateKey,
             message: "scene.yaml:2:1: error: duplicate key `toolbar`"),
        Case(name: "two roots", yaml: "toolbar: {}\nnavigationBar: {}", kind: .conflictingKeys, message: """
            scene.yaml:2:1: error: a scene has one of `navigationController`, `navigationBar`, `toolbar`, \
            `segmentedControl`, `backButton`, `searchBar`, `tabBarController`, `tabBar`, `keyboard`; found both `toolbar` and `navigationBar`
            """),
        Case(name: "leftBarButtonItem and leftBarButtonItems", yaml: """
            navigationBar:
              items: [ { title: A, leftBarButtonItem: {title: x}, leftBarButtonItems: [] } ]
            """, kind: .conflictingKeys, message: """
            scene.yaml:2:55: error at navigationBar.items[0]: a navigation item has one of `leftBarButtonItem`, \
            `leftBarButtonItems`; found both `leftBarButtonItem` and `leftBarButtonItems`
            """),
        Case(name: "a status bar over a standalone bar", yaml: "canvas: { statusBar: black }\ntoolbar: {}",
             kind: .conflictingKeys,
             message: "scene.yaml:1:11: error at canvas: a status bar is drawn only above a navigationController or a tabBarController, not a toolbar"),
        Case(name: "unknown reference", yaml: """
            navigationController:
              viewControllers: [ {title: Albums} ]
              operations:
                - popTo: Albmus
            """, kind: .unknownReference, message: """
            scene.yaml:4:14: error at navigationController.operations[0].popTo: no view controller has the id `Albmus` — did you mean `Albums`?
            """),
        Case(name: "a root's key not indented under it", yaml: """
            navigationController:
            viewControllers: [ { title: A } ]
            """, kind: .unknownKey, message: """
            scene.yaml:2:1: error at viewControllers: `viewControllers` is not a root key: it belongs under \
            `navigationController` (line 1), indented by two spaces
            """),
        Case(name: "a word after push is a new view controller", yaml: """
            navigationController:
              viewControllers: [ { id: a, title: A } ]
              operations:
                - push: B
            """, kind: .unknownReference, message: """
            scene.yaml:4:13: error at navigationController.operations[0].push: no view controller has the id `B`; \
            for a new one write `push: { id: B, title: … }`
            """),
        Case(name: "a misspelt id after push is suggested after the new one", yaml: """
            navigationController:
              viewControllers: [ { title: Albums } ]
              operations:
                - pop
                - push: Albmus
            """, kind: .unknownReference, message: """
            scene.yaml:5:13: error at navigationController.operations[1].push: no view controller has the id \
            `Albmus`; for a new one write `push: { id: Albmus, title: … }`, or did you mean `Albums`?
            """),
        Case(name: "illegal push", yaml: """
            navigationController:
              viewControllers: [ {title: A} ]
              operations:
                - push: A
            """, kind: .illegalOperation, message: """
            scene.yaml:4:7: error at navigationController.operations[0]: push: `A` is already on the navigation stack; \
            the same view controller cannot be pushed twice
            """),
        Case(name: "illegal popTo: known but not on the stack", yaml: """
            navigationController:
              viewControllers: [ {title: A}, {title: B} ]
              operations:
                - pop
                - popTo: B
            """, kind: .illegalOperation, message: """
            scene.yaml:5:7: error at navigationController.operations[1]: popTo: `B` is not on the navigation stack
            """),
        Case(name: "illegal empty stack", yaml: """
            navigationController:
              viewControllers: [ {title: A} ]
              operations: [ { setViewControllers: [] } ]
            """, kind: .illegalOperation, message: """
            scene.yaml:3:17: error at navigationController.operations[0]: setViewControllers: a navigation stack \
            cannot be empty: the root view controller can never be removed
            """),
        Case(name: "canvas over the side limit", yaml: "canvas: { width: 20000, height: 10 }\ntoolbar: {}",
             kind: .limitExceeded, message: """
            scene.yaml:1:9: error at canvas: the canvas 20000 x 10 pt at @1x is 20000 x 10 px: over the limit of 16384 px a side
            """),
        Case(name: "canvas over the pixel limit after the scale", yaml: "canvas: { width: 6000, height: 6000, scale: 2 }\ntoolbar: {}",
             kind: .limitExceeded, message: """
            scene.yaml:1:9: error at canvas: the canvas 6000 x 6000 pt at @2x is 12000 x 12000 px (144000000 px): \
            over the limit of 67108864 px (64 Mi)
            """),
        Case(name: "a string over the length limit", yaml: "backButton: { title: \(String(repeating: "x", count: 4097)) }",
             kind: .limitExceeded,
             message: "scene.yaml:1:22: error at backButton.title: 4097 characters: the limit is 4096"),
        Case(name: "YAML syntax", yaml: "toolbar: [\n", kind: .syntax,
             message: "scene.yaml:2:1: error: not YAML: did not find expected node content (while parsing a flow node at 2:1)"),
        Case(name: "not a mapping", yaml: "- toolbar", kind: .emptyScene, message: """
            scene.yaml:1:1: error: a scene is a mapping with one root (`navigationController`, `navigationBar`, \
            `toolbar`, `segmentedControl`, `backButton`, `searchBar`, `tabBarController`, `tabBar`, `keyboard`); found a list
            """),
        Case(name: "empty", yaml: "# nothing\n", kind: .emptyScene, message: """
            scene.yaml:1:1: error: the scene is empty: it needs one root, `navigationController`, `navigationBar`, \
            `toolbar`, `segmentedControl`, `backButton`, `searchBar`, `tabBarController`, `tabBar`, `keyboard`
            """),
    ]

    @Test(arguments: cases)
    func errorMessage(_ c: Case) {
        do {
            let scene = try parse(c.yaml)
            Issue.record("parsed: \(scene.root.name)")
        } catch {
            #expect(error.kind == c.kind)
            #expect(error.description == c.message)
        }
    }

    /// Every kind of error above has a case (encoding is tested on bytes below).
    @Test func everyKindIsCovered() {
        let covered = Set(Self.cases.map(\.kind)).union([.encoding])
        #expect(covered == Set(SceneError.Kind.allCases))
    }

    @Test func notUTF8() {
        let bytes = Array("toolbar:\n  items: [ { title: ".utf8) + [0xff, 0xfe] + Array(" } ]".utf8)
        #expect(throws: SceneError(.encoding, at: SourceLocation(file: "bad.yaml", line: 2, column: 21), keyPath: "",
                                   "not UTF-8 text")) {
            _ = try SceneParser.parse(bytes, file: "bad.yaml")
        }
    }

    /// `chevron render shot.png`: a PNG where a scene goes is named as one, not as bad UTF-8.
    @Test func aPNGIsNotAScene() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        #expect(throws: SceneError(.encoding, at: SourceLocation(file: "shot.png", line: 1, column: 1), keyPath: "",
                                   "a PNG image, not a scene file (YAML text)")) {
            _ = try SceneParser.parse(png, file: "shot.png")
        }
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let scene = try SceneParser.parse([0xEF, 0xBB, 0xBF] + Array("toolbar: {}".utf8), file: "bom.yaml")
        #expect(scene.root.name == "toolbar")
    }

    @Test func descriptionWithoutKeyPath() {
        let e = SceneError(.syntax, at: SourceLocation(file: "a.yaml", line: 3, column: 4), keyPath: "", "bad")
        #expect(e.description == "a.yaml:3:4: error: bad")
        #expect(e.diagnostic == Diagnostic(.error, code: .sceneSyntax, "bad", file: "a.yaml", line: 3, column: 4))
        #expect(e.diagnostic.description == e.description)
        let w = Diagnostic(.warning, code: .operationIgnored, "ignored", file: "a.yaml", line: 1, column: 2, keyPath: "x")
        #expect(w.description == "a.yaml:1:2: warning at x: ignored")
        #expect(Diagnostic.warning(.barImageOutsideBar, "too big").located(file: "b.yaml", keyPath: "toolbar")
                    .description == "b.yaml: warning at toolbar: too big")
        #expect(Diagnostic.warning(.operationIgnored, "alone").description == "warning: alone")
    }

    /// Each kind of scene error has its code in the registry, `scene.KIND`, an error.
    @Test(arguments: SceneError.Kind.allCases)
    func eachKindHasItsCode(_ kind: SceneError.Kind) {
        #expect(kind.code.rawValue == "scene." + kind.rawValue)
        #expect(kind.code.severity == .error)
    }
}
