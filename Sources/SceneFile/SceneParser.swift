import ChevronSupport
import NavigationModel
import Scene

/// Reads a scene file (docs/scenes.md) into a `Scene`: YAML (JSON is valid YAML)
/// composed from libyaml's events (`YAMLComposer`), every node keeping its place, so that every
/// error can name its line, column and key path.
public enum SceneParser {
    /// Parses the bytes of a scene file. `file` names it in messages.
    public static func parse(_ bytes: [UInt8], file: String) throws(SceneError) -> Scene {
        let start = SourceLocation(file: file, line: 1, column: 1)
        if bytes.count > SceneLimits.maxFileBytes {
            throw SceneError(.limitExceeded, at: start, keyPath: "",
                             "the file is \(bytes.count) bytes: the limit is \(SceneLimits.maxFileBytes)")
        }
        // The likeliest file given in a scene's place: an image (a PNG, or another format's magic).
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            throw SceneError(.encoding, at: start, keyPath: "", "a PNG image, not a scene file (YAML text)")
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw SceneError(.encoding, at: SceneParser.firstInvalidUTF8(in: body, file: file), keyPath: "",
                             "not UTF-8 text")
        }
        return try parse(text, file: file)
    }

    /// Parses the text of a scene file.
    public static func parse(_ text: String, file: String) throws(SceneError) -> Scene {
        let composed: YAMLNode?
        let ownNodes: Int
        do {
            (composed, ownNodes) = try YAMLComposer.composeCounting(text, file: file)
        } catch {
            throw SceneParser.withHint(error, text: text)
        }
        // A process about to exit keeps the tree rather than releasing it node by node.
        defer { if let composed { KeptToExit.keep(composed) } }
        let reader = SceneReader(file: file, text: text, ownNodes: ownNodes)
        let rootList = SceneRoot.names.map { "`\($0)`" }.joined(separator: ", ")
        guard let composed else {
            throw SceneError(.emptyScene, at: SourceLocation(file: file, line: 1, column: 1), keyPath: "",
                             "the scene is empty: it needs one root, \(rootList)")
        }
        let top = SceneNode(node: composed, path: "", depth: 0, reader: reader)
        try reader.visit(composed, path: "")
        guard case .mapping = composed.content else {
            throw top.error(.emptyScene, "a scene is a mapping with one root (\(rootList)); found \(top.found)")
        }
        try strayRootKey(composed, reader: reader)
        let map = try top.mapping(SceneFormat.scene)
        guard let rootName = try map.oneOf(SceneRoot.names, what: "a scene"), let rootNode = map[rootName] else {
            throw top.error(.missingKey, "a scene needs one root: \(rootList)")
        }
        guard let read = SceneParser.rootReaders[rootName] else {
            throw top.error(.missingKey, "a scene needs one root: \(rootList)")
        }
        reader.sources.root = map.keyNode(rootName).map { SourcePlace(location: $0.location, keyPath: rootName) }
        let root = try read(rootNode)
        let canvas = try SceneParser.canvas(map["canvas"], root: root)
        // A canvas too short for its bars is said at its height.
        if let canvasKey = map.keyNode("canvas") {
            reader.sources.canvas = SourcePlace(location: canvasKey.location, keyPath: "canvas")
            if case .mapping(let pairs)? = map["canvas"]?.node.content,
               let height = pairs.first(where: { $0.key.scalarText == "height" }) {
                reader.sources.canvas = SourcePlace(location: reader.location(of: height.key), keyPath: "canvas.height")
            }
        }
        let warnings = reader.warnings + root.editingShowsNothing(canvasContent: canvas.content)
        var scene = Scene(file: file, canvas: canvas, root: root, warnings: warnings,
                          imageReferences: reader.imageReferences)
        scene.sources = reader.sources
        if let node = map["systemVersion"] { scene.systemVersion = try node.systemVersion() }
        return scene
    }

    /// How each root is read, by its key (`SceneRoot.kinds`; `SceneRootTests` checks that every kind
    /// has its reader).
    static let rootReaders: [String: @Sendable (SceneNode) throws(SceneError) -> SceneRoot] = [
        NavigationControllerScene.key: { node throws(SceneError) in .navigationController(try node.navigationControllerScene()) },
        NavigationBarScene.key: { node throws(SceneError) in .navigationBar(try node.navigationBarScene()) },
        ToolbarScene.key: { node throws(SceneError) in .toolbar(try node.toolbarScene()) },
        SegmentedControlScene.key: { node throws(SceneError) in .segmentedControl(try node.segmentedControlScene()) },
        BackButtonScene.key: { node throws(SceneError) in .backButton(try node.backButtonScene()) },
        SearchBar.key: { node throws(SceneError) in .searchBar(try node.searchBar()) },
        TabBarControllerScene.key: { node throws(SceneError) in .tabBarController(try node.tabBarControllerScene()) },
        TabBar.key: { node throws(SceneError) in .tabBar(try node.tabBar()) },
        KeyboardScene.key: { node throws(SceneError) in .keyboard(try node.keyboardScene()) },
    ]

    /// A root with nothing under it beside a key that is no root (`viewControllers` at column 1
    /// under `navigationController:`): the key was meant to be indented under the root, so say that
    /// at the stray key rather than "`navigationController` has no value".
    static func strayRootKey(_ composed: YAMLNode, reader: SceneReader) throws(SceneError) {
        guard case .mapping(let pairs) = composed.content else { return }
        func name(_ node: YAMLNode) -> String? {
            if case .scalar(let text, _) = node.content { return text }
            return nil
        }
        func isEmpty(_ node: YAMLNode) -> Bool {
            if case .scalar(let text, let plain) = node.content { return plain && text.isEmpty }
            return false
        }
        guard let root = pairs.first(where: { name($0.key).map(SceneRoot.names.contains) == true && isEmpty($0.value) }),
              let rootName = name(root.key),
              let stray = pairs.first(where: { pair in
                  name(pair.key).map { !SceneRoot.names.contains($0) && $0 != "canvas" && $0 != "systemVersion" } ?? false
              }),
              let strayName = name(stray.key)
        else { return }
        throw SceneError(.unknownKey, at: reader.location(of: stray.key), keyPath: strayName,
                         "`\(strayName)` is not a root key: it belongs under `\(rootName)` (line \(root.key.line)), "
                         + "indented by two spaces")
    }


    /// `canvas:` with the root's defaults: a status bar and a white background for a navigation
    /// controller, neither for a standalone component.
    static func canvas(_ node: SceneNode?, root: SceneRoot) throws(SceneError) -> SceneCanvas {
        let isInterface = root.isInterface
        var canvas = SceneCanvas(statusBar: isInterface ? .default : .none,
                                 background: isInterface ? RGBAColor(r: 255, g: 255, b: 255)
                                     : RGBAColor(r: 0, g: 0, b: 0, a: 0))
        // The phone's window, behind everything: black (the content is white unless given).
        if isInterface { canvas.window = RGBAColor(r: 0, g: 0, b: 0) }
        guard let node else { return canvas }
        let map = try node.mapping(SceneFormat.canvas)
        // Any positive size reads; `checkPixels` then refuses what is over the limits, naming them.
        let sideRange = 1...Int(Int32.max)
        canvas.width = try map["width"].map { node throws(SceneError) in Double(try node.integer(in: sideRange)) }
        canvas.height = try map["height"].map { node throws(SceneError) in Double(try node.integer(in: sideRange)) }
        if let scaleNode = map["scale"] {
            let scale = try scaleNode.integer(in: Int.min...Int.max)
            guard (1...3).contains(scale) else {
                throw scaleNode.error(.unknownValue, "scale \(scale) is not 1, 2 or 3")
            }
            canvas.scale = scale
        }
        if let orientation = map["orientation"] { canvas.orientation = try orientation.value(InterfaceOrientation.self) }
        if let time = map["statusBarTime"] { canvas.statusBarTime = try time.string() }
        if let statusBar = map["statusBar"] {
            if case .mapping = statusBar.node.content, map.has("statusBarTime"),
               let time = try statusBar.mapping(SceneNode.statusBar).keyNode("time") {
                throw time.error(.conflictingKeys, "the time is given twice: `statusBar.time` and `statusBarTime`")
            }
            let value = try statusBar.statusBar(fields: &canvas.statusBarFields)
            if !isInterface && value != .none {
                throw (map.keyNode("statusBar") ?? statusBar).error(
                    .conflictingKeys,
                    "a status bar is drawn only above a navigationController or a tabBarController, not a \(root.name)")
            }
            canvas.statusBar = value
        }
        if let background = map["background"] {
            canvas.background = try background.color()
            canvas.window = canvas.background
        }
        if let content = map["content"] {
            canvas.content = try content.contentView()
            // Behind a standalone component the content fills the canvas: there is no screen for a
            // search bar to head (a search bar alone is the `searchBar` root).
            if !isInterface, canvas.content.searchBar != nil, let node = try content.mapping(SceneNode.content)
                .keyNode("searchBar") {
                throw node.error(.conflictingKeys, "a content search bar heads a navigationController's screen, not a "
                                 + "\(root.name); for a search bar alone write a `searchBar` root")
            }
        }
        try checkPixels(canvas, map: map)
        return canvas
    }

    /// docs/DESIGN.md §Limits: refused before any memory is allocated. Sides given in the scene are
    /// checked here at the scene's scale (1 when it gives none); the CLI checks again with
    /// `--scale` and natural sizes (`SceneLimits.canvasProblem`).
    static func checkPixels(_ canvas: SceneCanvas, map: SceneMapping) throws(SceneError) {
        let scale = canvas.scale ?? 1
        let problem: String?
        if let w = canvas.width, let h = canvas.height {
            problem = SceneLimits.canvasProblem(width: w, height: h, scale: scale)
        } else if let side = canvas.width ?? canvas.height, side * Double(scale) > Double(SceneLimits.maxCanvasSide) {
            problem = "the canvas is \(SceneLimits.points(side * Double(scale))) px across at @\(scale)x: over the "
                + "limit of \(SceneLimits.maxCanvasSide) px a side"
        } else {
            problem = nil
        }
        if let problem { throw map.node.error(.limitExceeded, problem) }
    }

    // MARK: Errors from the text

    /// A syntax error with what most likely caused it, when the text shows it: a tab where YAML
    /// indents with spaces, or an unquoted colour (`{ tintColor: #ff0000 }`: from the `#` on, the
    /// line is a comment, and the flow mapping never closes).
    static func withHint(_ error: SceneError, text: String) -> SceneError {
        guard error.kind == .syntax else { return error }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var hinted = error
        let line = error.location.line
        if line >= 1 && line <= lines.count {
            let scalars = Array(lines[line - 1].unicodeScalars)
            if error.location.column >= 1 && error.location.column <= scalars.count
                && scalars[error.location.column - 1] == "\t" {
                hinted.message += "; a tab: YAML indents with spaces"
                return hinted
            }
        }
        for (index, candidate) in lines.prefix(line).enumerated() {
            guard let colour = unquotedColour(in: candidate) else { continue }
            hinted.message += "; line \(index + 1) has an unquoted colour, and YAML reads `#` after a space as a comment: "
                + "quote it: \"\(colour)\""
            return hinted
        }
        return error
    }

    /// `#rgb`…`#rrggbbaa` right after a colon and spaces, not inside quotes: the colour, else nil.
    static func unquotedColour(in line: Substring) -> String? {
        var rest = line[...]
        while let colon = rest.firstIndex(of: ":") {
            let after = rest[rest.index(after: colon)...]
            let value = after.drop { $0 == " " || $0 == "\t" }
            if value.startIndex != after.startIndex, value.first == "#" {
                let digits = value.dropFirst().prefix { $0.isASCII && $0.isHexDigit }
                if [3, 6, 8].contains(digits.count) { return "#" + digits }
            }
            rest = after
        }
        return nil
    }

    /// The line and column of the first byte that is not UTF-8.
    static func firstInvalidUTF8(in bytes: ArraySlice<UInt8>, file: String) -> SourceLocation {
        var line = 1
        var column = 1
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1 && encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error, .emptyInput:
                break loop
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
