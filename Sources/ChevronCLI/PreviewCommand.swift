import Chevron
import CommandSupport
import Preview

#if canImport(Glibc)
import Glibc
#endif

/// `chevron preview [SCENE | DIR]...`: a local page with every scene under the paths, rendered
/// again on every save (docs/DESIGN.md §Live preview). This process finds, watches and renders the
/// scenes; the HTTP server is `chevron-preview` beside it (SwiftNIO), which serves only what this
/// side publishes.
struct PreviewCommand: Subcommand {
    static let syntax = CommandSyntax(
        name: "preview",
        abstract: "Serves a live preview of scenes: a page that updates on every save.",
        discussion: """
            Serves every scene (.yaml, .yml) under the folders given, and the scene files given, at \
            http://HOST:PORT/: a grid of their renders, and each scene's own page (its render, \
            `resolve` text, warnings, and with operations its animation and storyboard). Scene \
            files, the images they name and the folders are watched: on a save the scene is \
            rendered again and the open pages update; a scene with an error shows the error over \
            its last good render. Addresses: / (the page), /scenes.json, /render/PATH.png, /events \
            (server-sent events: the scene's path each time it changes). Only requests naming the \
            host and port are answered, only GET and HEAD, and nothing outside the folders is \
            served. Ctrl-C stops it (exit 0); a port in use is exit 69.
            """,
        arguments: [ArgumentSyntax(valueName: "SCENE|DIR", help: "Scene files and folders (default: .).",
                                   isRepeating: true, isOptional: true)],
        options: [
            .value("port", help: "The TCP port (0: any free port, printed).", default: "8040"),
            .value("host", help: "The address to listen on: only this machine unless told.", default: "127.0.0.1"),
            ScaleFactor.option(help: "Pixels per point: 1, 2 or 3 (overrides the scenes' canvas.scale)."),
            .flag("open", help: "Open the page in the web browser (xdg-open)."),
        ])

    let paths: [String]
    let port: Int
    let host: String
    let scale: ScaleFactor?
    let open: Bool

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        let port = try arguments.value("port", { Int($0) }) ?? 8040
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be 0 to 65535")
        }
        self.port = port
        host = arguments.string("host") ?? "127.0.0.1"
        scale = try arguments.value("scale", ScaleFactor.init(argument:))
        open = arguments.flag("open")
        if host.isEmpty { throw ValidationError("--host cannot be empty") }
        // A wildcard address has no name a browser would send: no request could ever be answered.
        if ["0.0.0.0", "::", "[::]", "*", "0"].contains(host) {
            throw ValidationError("--host \(host) would listen on every interface, but only requests naming the "
                + "host are answered: give the address browsers will use (this machine's, e.g. 192.168.1.20)")
        }
        if host.contains(where: { $0 == "/" || $0 == " " || $0.asciiValue.map { $0 < 0x20 } ?? false }) {
            throw ValidationError("--host \(host) is not a host name or address")
        }
    }

    /// The `Host` header values answered: the host as given (IPv6 in brackets), and for the
    /// loopback address also `localhost` and the other way round.
    var hostNames: [String] {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var names = [bare.utf8.contains(UInt8(ascii: ":")) ? "[\(bare)]" : bare]
        switch bare.lowercased() {
        case "127.0.0.1", "localhost": names += ["127.0.0.1", "localhost"]
        case "::1": names += ["localhost"]
        default: break
        }
        return Array(Set(names.map { $0.lowercased() })).sorted()
    }

    func run() throws {
        try reportingFailures {
            let roots = try paths.map(PreviewRoot.init)
            let renderer = try SceneRenderer.bundled()
            let bare = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
            // Ctrl-C, SIGTERM, a closed terminal: end the loop below, stop the server, exit 0.
            var wake: [Int32] = [0, 0]
            guard closeOnExecPipe(&wake, nonBlocking: true) else {
                throw ChevronFailure(message: "cannot start: \(FileIO.errnoText())", exitCode: .unavailable)
            }
            let wakeWriter = wake[1]
            TemporaryFiles.onSignal.withLock { handler in
                handler = { signal in
                    var byte = UInt8(truncatingIfNeeded: signal)
                    _ = write(wakeWriter, &byte, 1)
                }
            }
            signal(SIGPIPE, SIG_IGN)
            let server = try PreviewServer(host: bare, port: port, names: hostNames)
            defer { server.stop() }
            let previews = try PreviewScenes(roots: roots, renderer: renderer, scale: scale?.value, server: server)
            try previews.start()
            let shownHost = bare.utf8.contains(UInt8(ascii: ":")) ? "[\(bare)]" : bare
            let url = "http://\(shownHost):\(server.port)/"
            let count = previews.scenes.count
            // Honest about what failed: a scene with an error is listed, its error shown, no picture yet.
            let failed = previews.scenes.values.reduce(0) { $0 + ($1.error == nil ? 0 : 1) }
            printOut("chevron preview: serving \(count) scene\(count == 1 ? "" : "s")"
                     + (failed > 0 ? " (\(failed) with an error)" : "") + " at \(url) (Ctrl-C stops)")
            if open { Self.openBrowser(url) }
            try loop(previews, server: server, wake: wake[0])
        }
    }

    /// Waits for a change, a signal or the server's end; renders and publishes each change.
    private func loop(_ previews: PreviewScenes, server: PreviewServer, wake: Int32) throws {
        var fds = [pollfd(fd: previews.watcher.fd, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: server.output, events: Int16(POLLIN), revents: 0)]
        while true {
            let n = poll(&fds, nfds_t(fds.count), -1)
            if n < 0 {
                if errno == EINTR { continue }
                throw ChevronFailure(message: "cannot wait for changes: \(FileIO.errnoText())", exitCode: .unavailable)
            }
            if fds[1].revents != 0 { return }
            if fds[2].revents != 0 { throw server.stopped() }
            if fds[0].revents != 0 { try previews.apply(previews.watcher.changes()) }
        }
    }

    /// Opens `url` with xdg-open, not waiting for it; a warning when there is none.
    static func openBrowser(_ url: String) {
        var child: pid_t = 0
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup("xdg-open"), strdup(url), nil]
        defer { for p in argv { free(p) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        if posix_spawnp(&child, "xdg-open", nil, &attributes, &argv, environ) != 0 {
            printError(diagnosticLine(.warning(.previewCannotOpen, "--open: cannot start xdg-open; open \(url) in a browser")))
        }
    }
}

