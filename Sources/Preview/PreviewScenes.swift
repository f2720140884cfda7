import Chevron
import CommandSupport

#if canImport(Glibc)
import Glibc
#endif

/// A folder or scene file given to `chevron preview`: every scene under it is served, by its path
/// relative to it.
package struct PreviewRoot {
    /// The folder's real path (no symbolic link, no `..`).
    package var real: String
    /// What precedes a relative path in messages: the folder as it was given (`Assets/Scenes/`).
    package var shown: String
    /// A scene file given alone: its name; only it is served from its folder.
    package var only: String?

    package init(_ path: String) throws {
        var info = stat()
        guard FileName.withPath(path, { stat($0, &info) }) == 0 else {
            throw ChevronFailure(message: "\(path): cannot read \(path): \(FileIO.errnoText())", exitCode: .noInput)
        }
        let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        let folder = isFolder ? path : FileIO.directory(of: path)
        guard let real = Self.realPath(folder) else {
            throw ChevronFailure(message: "\(path): cannot read \(folder): \(FileIO.errnoText())", exitCode: .noInput)
        }
        self.real = real
        if isFolder {
            shown = path == "." ? "" : (path.hasSuffix("/") ? path : path + "/")
            only = nil
        } else {
            let name = FileIO.baseName(of: path)
            shown = String(path.dropLast(name.utf8.count))
            only = name
        }
    }

    /// The path with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = FileName.withPath(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return FileName.decode(UnsafeBufferPointer(start: resolved, count: strlen(resolved)).map { UInt8(bitPattern: $0) })
    }

    /// Whether `real` (a real path) is inside this root's folder.
    package func contains(_ real: String) -> Bool {
        real.hasPrefix(self.real == "/" ? "/" : self.real + "/")
    }
}

/// One scene being previewed: its last good render and what the last attempt said.
package final class PreviewScene {
    /// Its path relative to its root: how the page, the addresses and the events name it.
    package let key: String
    package let root: Int
    /// Its path as the command line would name it (the root as given, then `key`): for reading,
    /// and in its messages.
    package let file: String
    package var version = 0
    package var png: [UInt8]?
    /// The last good render's size in pixels and its scale.
    package var size: (width: Int, height: Int, scale: Int)?
    package var error: String?
    /// The last render's diagnostics, as values: the page receives them as objects, the terminal
    /// hears them as `render` says them.
    package var diagnostics: [Diagnostic] = []
    package var resolve: String?
    package var animation: [UInt8]?
    package var animationNote: String?
    package var flow: [UInt8]?
    /// The real paths whose change renders it again: the file itself and every image it names
    /// (with the `@Nx` variants it would prefer).
    package var sources: Set<String> = []

    package init(key: String, root: Int, file: String) {
        self.key = key
        self.root = root
        self.file = file
    }

    /// The scene's name without its extension, for its images' addresses.
    package var stem: String {
        for ext in [".yaml", ".yml", ".json"] where key.lowercased().hasSuffix(ext) {
            return String(key.dropLast(ext.count))
        }
        return key
    }
}

/// Every scene under the roots, rendered, published to the server, and rendered again when a file
/// it is made of changes (docs/DESIGN.md §Live preview).
package final class PreviewScenes {
    package let roots: [PreviewRoot]
    package let renderer: SceneRenderer
    package let scale: Int?
    package let server: PreviewServer
    package let watcher: FolderWatcher
    package private(set) var scenes: [String: PreviewScene] = [:]
    /// Which scene owns each image address (`x.yaml` and `x.yml` in one folder would share one).
    private var stems: [String: String] = [:]
    private var warnedClashes: Set<String> = []

    package init(roots: [PreviewRoot], renderer: SceneRenderer, scale: Int?, server: PreviewServer) throws {
        self.roots = roots
        self.renderer = renderer
        self.scale = scale
        self.server = server
        watcher = try FolderWatcher()
    }

    /// Publishes the page, finds and renders every scene, and publishes the list.
    package func start() throws {
        try server.publish("/", type: PreviewPage.htmlType, PreviewPage.grid)
        try server.publish("/preview.js", type: "text/javascript; charset=utf-8", PreviewPage.script)
        try server.publish("/preview.css", type: "text/css; charset=utf-8", PreviewPage.style)
        for index in roots.indices { scan(root: index, folder: roots[index].real, relative: "") }
        for key in scenes.keys.sorted() {
            guard let scene = scenes[key] else { continue }
            render(scene)
            try publish(scene, listing: false)
        }
        try publishList()
    }

    // MARK: Finding scenes

    /// Whether a file named `name` is a scene when found in a folder: YAML, not hidden (editors'
    /// swap and backup files, Chevron's own temporary files).
    package static func isSceneName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return !name.hasPrefix(".") && (lower.hasSuffix(".yaml") || lower.hasSuffix(".yml"))
    }

    /// Watches `folder` (under root `index`, at `relative`) and every real folder under it, and adds
    /// the scenes in them. Symbolic links to folders are not followed (a link out of the root must
    /// not bring its files in).
    private func scan(root index: Int, folder: String, relative: String, depth: Int = 0) {
        let root = roots[index]
        watcher.watch(folder)
        if let only = root.only {
            if relative.isEmpty { add(root: index, key: only) }
            return
        }
        guard depth < 32, let dir = FileName.withPath(folder, { opendir($0) }) else { return }
        defer { closedir(dir) }
        var entries: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                FileName.decode(raw.prefix { $0 != 0 })
            }
            if name != "." && name != ".." { entries.append(name) }
        }
        for name in entries.sorted() where !name.hasPrefix(".") {
            var info = stat()
            guard FileName.withPath(folder + "/" + name, { lstat($0, &info) }) == 0 else { continue }
            let key = relative.isEmpty ? name : relative + "/" + name
            if (info.st_mode & S_IFMT) == S_IFDIR {
                scan(root: index, folder: folder + "/" + name, relative: key, depth: depth + 1)
            } else if Self.isSceneName(name) {
                add(root: index, key: key)
            }
        }
    }

    /// Adds the scene `key` of root `index` if it is one to serve: its file, links resolved, inside
    /// the root (a link out of it is not served), and no other scene takes its name or addresses.
    @discardableResult
    private func add(root index: Int, key: String) -> PreviewScene? {
        let root = roots[index]
        let file = root.shown + key
        if let existing = scenes[key] { return existing.root == index ? existing : clash(file, with: existing) }
        guard let real = PreviewRoot.realPath(root.real + "/" + key) else { return nil }
        if root.only == nil && !root.contains(real) {
            warnOnce(file, .warning(.previewOutsideFolder,
                                    "\(file) leads outside \(root.shown.isEmpty ? "." : root.shown): not served"))
            return nil
        }
        let scene = PreviewScene(key: key, root: index, file: file)
        if let owner = stems[scene.stem], let other = scenes[owner] { return clash(file, with: other) }
        scenes[key] = scene
        stems[scene.stem] = key
        return scene
    }

    private func clash(_ file: String, with other: PreviewScene) -> PreviewScene? {
        warnOnce(file, .warning(.previewNameTaken,
                                "\(file) is not served: \(other.file) has its name (/render/\(other.stem).png)"))
        return nil
    }

    private func warnOnce(_ file: String, _ warning: Diagnostic) {
        guard warnedClashes.insert(file).inserted else { return }
        printError(diagnosticLine(warning))
    }

    // MARK: Rendering

    /// Renders `scene` from its file as `render` would (the same messages, the same pixels); on an
    /// error the last good render stays and the error is shown over it.
    package func render(_ scene: PreviewScene) {
        scene.version += 1
        let before = (scene.error, scene.diagnostics)
        scene.sources = [PreviewRoot.realPath(scene.file) ?? scene.file]
        do {
            // Loaded the one way every command loads a scene (`LoadedScene`), and rendered as `render` does.
            let bytes = try FileIO.read(scene.file, maxBytes: SceneLimits.maxFileBytes)
            let folder = FileIO.directory(of: scene.file)
            let loaded: LoadedScene
            do {
                loaded = try LoadedScene(bytes: bytes, file: scene.file, folder: folder, scale: scale)
            } catch let error as SceneImageError {
                // An image that cannot be read now is watched for: the scene renders when it comes.
                if let parsed = try? SceneParser.parse(bytes, file: scene.file) {
                    let scale = self.scale ?? parsed.canvas.scale ?? 1
                    scene.sources.formUnion(imageSources(parsed.imagePaths, folder: folder, scale: scale))
                }
                throw error
            }
            let parsed = loaded.scene, scale = loaded.scale
            scene.sources.formUnion(imageSources(parsed.imagePaths, folder: folder, scale: scale))
            let rendered = try renderer.render(loaded)
            let layout = rendered.layout, bitmap = rendered.bitmap
            let png = try PNG.encode(bitmap)
            // The text `chevron resolve` prints.
            let resolve = ResolveText.render(try ResolveReport(parsed, layout: layout))
            scene.animation = nil
            scene.animationNote = nil
            scene.flow = nil
            if parsed.stages.count >= 2 {
                do {
                    scene.animation = try renderer.animation(parsed, scale: scale, images: loaded.images)
                } catch {
                    scene.animationNote = ChevronFailure(error).message
                }
                scene.flow = try PNG.encode(try renderer.storyboard(parsed, scale: scale, images: loaded.images))
            }
            scene.png = png
            scene.size = (bitmap.width, bitmap.height, scale)
            scene.resolve = resolve
            scene.diagnostics = layout.diagnostics
            scene.error = nil
        } catch {
            scene.error = errorLine(ChevronFailure(error))
        }
        // The terminal hears what changed, as `render` says it.
        if let error = scene.error, error != before.0 { printError(error) }
        if scene.error == nil, scene.diagnostics != before.1 {
            for diagnostic in scene.diagnostics { printError(ChevronFailure.oneLine(diagnosticLine(diagnostic))) }
        }
        for source in scene.sources { watcher.watch(FileIO.directory(of: source)) }
    }

    /// The real paths of the images a scene names, as `SceneImages` reads them: relative to the
    /// scene's folder, `name@Nx.png` preferred at scale N.
    private func imageSources(_ paths: [String], folder: String, scale: Int) -> Set<String> {
        var sources: Set<String> = []
        for path in paths {
            let full = path.hasPrefix("/") ? path : (folder == "." ? path : folder + "/" + path)
            var candidates = [full]
            if scale > 1, full.lowercased().hasSuffix(".png") {
                candidates.append(String(full.dropLast(4)) + "@\(scale)x.png")
            }
            for candidate in candidates {
                guard let dir = PreviewRoot.realPath(FileIO.directory(of: candidate)) else { continue }
                sources.insert(dir + "/" + FileIO.baseName(of: candidate))
                if let real = PreviewRoot.realPath(candidate) { sources.insert(real) }
            }
        }
        return sources
    }

    // MARK: Changes

    /// Renders again every scene a change touches, adds new scenes and removes deleted ones, then
    /// publishes each and sends its event.
    package func apply(_ changes: [FolderWatcher.Change]) throws {
        var touched: Set<String> = []
        var removed: Set<String> = []
        var rescan = false
        for change in changes {
            if change.kind == .overflow {
                rescan = true
                continue
            }
            let path = change.path
            if change.isFolder {
                // A folder under a root: scan it when it comes, forget its scenes when it goes.
                if change.kind == .removed {
                    watcher.unwatch(under: path)
                    rescan = true
                } else if change.kind == .created || change.kind == .written {
                    for (index, root) in roots.enumerated() where root.only == nil && root.contains(path) {
                        let relative = String(path.dropFirst(root.real.utf8.count + 1))
                        let before = Set(scenes.keys)
                        scan(root: index, folder: path, relative: relative)
                        touched.formUnion(Set(scenes.keys).subtracting(before))
                    }
                }
                continue
            }
            // A scene file of a root: added, written or removed.
            for (index, root) in roots.enumerated() where change.folder == root.real || root.contains(change.folder) {
                let relative = change.folder == root.real ? change.name
                    : String(change.folder.dropFirst(root.real.utf8.count + 1)) + "/" + change.name
                let isScene = root.only.map { $0 == relative } ?? Self.isSceneName(change.name)
                guard isScene else { continue }
                if change.kind == .removed || !FileIO.fileExists(root.real + "/" + relative) {
                    if scenes[relative]?.root == index { removed.insert(relative) }
                } else if change.kind == .written || Self.isLinkOrHardLink(path) {
                    // A new file is rendered once written and closed (not at its creation, empty);
                    // a link or a second name of a file is whole at once.
                    if let scene = add(root: index, key: relative) { touched.insert(scene.key) }
                }
            }
            // Any scene made of this file: its own file behind a link, or an image it names.
            for scene in scenes.values where scene.sources.contains(path) {
                touched.insert(scene.key)
            }
        }
        if rescan {
            let before = Set(scenes.keys)
            for key in before {
                guard let scene = scenes[key] else { continue }
                if !FileIO.fileExists(roots[scene.root].real + "/" + key) { removed.insert(key) }
            }
            for index in roots.indices { scan(root: index, folder: roots[index].real, relative: "") }
            touched.formUnion(Set(scenes.keys).subtracting(before))
        }
        // Gone only if still gone at the end of the batch: an editor that saves by moving the old
        // file away and writing a new one sends both at once.
        let back = removed.filter { key in scenes[key].map { FileIO.fileExists(roots[$0.root].real + "/" + key) } ?? false }
        removed.subtract(back)
        touched.formUnion(back)
        // A scene replaced by a link out of its root is no longer served.
        for key in touched {
            guard let scene = scenes[key], roots[scene.root].only == nil else { continue }
            let root = roots[scene.root]
            if let real = PreviewRoot.realPath(root.real + "/" + key), !root.contains(real) {
                warnOnce(scene.file, .warning(.previewOutsideFolder, "\(scene.file) leads outside "
                                              + "\(root.shown.isEmpty ? "." : root.shown): not served"))
                removed.insert(key)
            }
        }
        for key in removed {
            guard let scene = scenes.removeValue(forKey: key) else { continue }
            if stems[scene.stem] == key { stems[scene.stem] = nil }
            warnedClashes.remove(scene.file)
            try withdraw(scene)
        }
        touched.subtract(removed)
        guard !touched.isEmpty || !removed.isEmpty else { return }
        for key in touched.sorted() {
            guard let scene = scenes[key] else { continue }
            render(scene)
            try publish(scene, listing: false)
        }
        try publishList()
        for key in removed.sorted() { try server.event(FileName.shown(key)) }
        for key in touched.sorted() { try server.event(FileName.shown(key)) }
    }

    private static func isLinkOrHardLink(_ path: String) -> Bool {
        var info = stat()
        guard FileName.withPath(path, { lstat($0, &info) }) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFLNK || info.st_nlink > 1
    }

    // MARK: Publishing

    /// The addresses of a scene's resources: `/render/STEM.png` and the others, as the server
    /// matches them (decoded).
    private func addresses(_ scene: PreviewScene) -> (render: String, page: String, info: String, animate: String,
                                                      flow: String) {
        ("/render/\(scene.stem).png", "/scene/\(scene.key)", "/info/\(scene.key).json",
         "/animate/\(scene.stem).png", "/flow/\(scene.stem).png")
    }

    private func publish(_ scene: PreviewScene, listing: Bool = true) throws {
        let a = addresses(scene)
        try put(a.render, "image/png", scene.png)
        try put(a.animate, "image/png", scene.animation)
        try put(a.flow, "image/png", scene.flow)
        try server.publish(a.page, type: PreviewPage.htmlType, PreviewPage.scene)
        try server.publish(a.info, type: "application/json", Array(info(scene).rendered().utf8))
        if listing { try publishList() }
    }

    private func put(_ address: String, _ type: String, _ body: [UInt8]?) throws {
        if let body { try server.publish(address, type: type, body) } else { try server.withdraw(address) }
    }

    private func withdraw(_ scene: PreviewScene) throws {
        let a = addresses(scene)
        for address in [a.render, a.page, a.info, a.animate, a.flow] { try server.withdraw(address) }
    }

    /// `/scenes.json`: every scene, by path, with the address of its image and its error.
    private func publishList() throws {
        let list = JSONValue.array(scenes.keys.sorted().compactMap { scenes[$0] }.map(entry))
        try server.publish("/scenes.json", type: "application/json", Array(list.rendered().utf8))
    }

    private func entry(_ scene: PreviewScene) -> JSONValue {
        .object([
            ("path", .string(FileName.shown(scene.key))),
            ("png", scene.png == nil ? .null : .string(Self.encoded(addresses(scene).render))),
            ("error", .optional(scene.error)),
            ("version", .integer(scene.version)),
            ("page", .string(Self.encoded(addresses(scene).page))),
            ("warnings", .integer(scene.diagnostics.count)),
        ])
    }

    /// `/info/PATH.json`: what the scene's own page shows.
    private func info(_ scene: PreviewScene) -> JSONValue {
        let a = addresses(scene)
        var fields = entry(scene)
        if case .object(var f) = fields {
            f.removeLast()
            f += [
                ("file", .string(FileName.shown(scene.file))),
                ("width", scene.size.map { .integer($0.width) } ?? .null),
                ("height", scene.size.map { .integer($0.height) } ?? .null),
                ("scale", scene.size.map { .integer($0.scale) } ?? .null),
                ("warnings", .array(scene.diagnostics.map(\.json))),
                ("resolve", .optional(scene.resolve)),
                ("animation", scene.animation == nil ? .null : .string(Self.encoded(a.animate))),
                ("animationNote", .optional(scene.animationNote)),
                ("flow", scene.flow == nil ? .null : .string(Self.encoded(a.flow))),
            ]
            fields = .object(f)
        }
        return fields
    }

    /// An address as a URL path: every byte but the unreserved ones and `/` percent-encoded.
    package static func encoded(_ address: String) -> String {
        var out = ""
        for byte in address.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
