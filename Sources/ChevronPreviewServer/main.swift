// `chevron-preview`: the HTTP side of `chevron preview` (docs/DESIGN.md §Live preview).
//
//   chevron-preview --host ADDRESS --port N [--name HOST]...
//
// Started by `chevron preview`, never by hand: it listens on ADDRESS:N (N 0: a free port), says
// `listening PORT` on stdout, then serves exactly what `chevron preview` publishes over stdin
// (`PublishFrame`) and nothing else — no file is ever opened for a request — until stdin closes.
// Requests whose Host is not one of the names (with the port) are refused.
#if canImport(Glibc)
import Glibc
#endif

#if PreviewServer
import NIOCore
import NIOHTTP1
import NIOPosix

/// The one line that says why the server did not start, on stderr, as the CLI writes its errors.
func fail(_ message: String, code: Int32) -> Never {
    let line = Array("chevron: error: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(code)
}

let unavailable: Int32 = 69  // EX_UNAVAILABLE: the port cannot be had
let usage: Int32 = 64

var host = "127.0.0.1"
var port = 8040
var names: [String] = []
var words = CommandLine.arguments.dropFirst()
while let word = words.popFirst() {
    guard let value = words.popFirst() else { fail("chevron-preview: \(word) needs a value", code: usage) }
    switch word {
    case "--host": host = value
    case "--port":
        guard let n = Int(value), (0...65535).contains(n) else { fail("chevron-preview: bad port \(value)", code: usage) }
        port = n
    case "--name": names.append(value.lowercased())
    default: fail("chevron-preview is started by `chevron preview` (unknown argument \(word))", code: usage)
    }
}
if names.isEmpty { names = [host.utf8.contains(UInt8(ascii: ":")) ? "[\(host)]" : host] }
// Ctrl-C reaches the whole process group: `chevron preview` ends this server by closing its stdin.
signal(SIGINT, SIG_IGN)
signal(SIGPIPE, SIG_IGN)

// One event loop: the published table, the event streams and every connection live on it.
let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
let loop = group.next()
let store = PublishedStore(loop: loop)

let server: Channel
do {
    server = try ServerBootstrap(group: group)
        .serverChannelOption(.backlog, value: 64)
        .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
        .childChannelInitializer { channel in
            channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                try channel.pipeline.syncOperations.addHandler(HTTPHandler(store: store))
            }
        }
        .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
        .bind(host: host, port: port)
        .wait()
} catch let error as IOError {
    let reason = String(cString: strerror(error.errnoCode))
    let hint = error.errnoCode == EADDRINUSE ? " (another program listens there: choose another with --port)" : ""
    fail("cannot listen on \(host.utf8.contains(UInt8(ascii: ":")) ? "[\(host)]" : host):\(port): \(reason)\(hint)", code: unavailable)
} catch {
    fail("cannot listen on \(host):\(port): \(error)", code: unavailable)
}
let boundPort = server.localAddress?.port ?? port
store.site.allowedHosts = Set(names.flatMap { name in boundPort == 80 ? [name, "\(name):80"] : ["\(name):\(boundPort)"] })

/// stdin as NIO can watch it. A pipe or a socket as it is; anything else (a file, /dev/null, a
/// terminal — epoll refuses regular files and /dev/null with EPERM) is copied into a pipe by a
/// thread of its own, whose end closes the pipe as the end of stdin would.
func watchableInput() -> Int32 {
    var info = stat()
    if fstat(0, &info) == 0 {
        let kind = info.st_mode & S_IFMT
        if kind == S_IFIFO || kind == S_IFSOCK { return 0 }
    }
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return 0 }
    _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
    var thread = pthread_t()
    let started = pthread_create(&thread, nil, { argument in
        let out = Int32(Int(bitPattern: argument) - 1)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        copying: while true {
            let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            var offset = 0
            while offset < n {
                let w = buffer[offset..<n].withUnsafeBytes { write(out, $0.baseAddress, $0.count) }
                if w < 0 && errno == EINTR { continue }
                if w <= 0 { break copying }
                offset += w
            }
        }
        close(out)
        return nil
    }, UnsafeMutableRawPointer(bitPattern: Int(fds[1]) + 1))
    guard started == 0 else { fail("chevron-preview: cannot read its input: \(String(cString: strerror(started)))", code: unavailable) }
    return fds[0]
}

// stdin: the frames `chevron preview` publishes; its end (the parent stopped) ends the server.
do {
    _ = try NIOPipeBootstrap(group: group)
        .channelInitializer { channel in
            channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(PublishFrameDecoder()))
                try channel.pipeline.syncOperations.addHandler(PublishHandler(store: store, server: server))
            }
        }
        .takingOwnershipOfDescriptor(input: watchableInput())
        .wait()
} catch {
    fail("chevron-preview: cannot read its input: \(error)", code: unavailable)
}

let ready = Array("listening \(boundPort)\n".utf8)
_ = ready.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }

try? server.closeFuture.wait()
exit(0)
#else
// Built without the PreviewServer trait (`swift build --disable-default-traits`): no swift-nio, so
// no server. `chevron preview` shows this line as the reason it could not start.
let line = Array("chevron: error: chevron-preview was built without the PreviewServer trait (no HTTP server)\n".utf8)
_ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
exit(69)
#endif
