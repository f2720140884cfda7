#if PreviewServer
import NIOCore
import NIOHTTP1
import PreviewHTTP

/// What the server can answer: the resources `chevron preview` published, by their exact address,
/// and the open `/events` streams. Used on its one event loop only (every channel of the server is
/// on it), so it needs no lock.
final class PublishedStore: @unchecked Sendable {
    struct Resource {
        var type: String
        var body: ByteBuffer
    }

    let loop: EventLoop
    var resources: [String: Resource] = [:]
    /// How requests are answered (the `Host` values allowed: the bound names with the port).
    var site = PreviewSite(allowedHosts: [])
    private var streams: [ObjectIdentifier: Channel] = [:]
    private var keepAlive: RepeatedTask?

    init(loop: EventLoop) {
        self.loop = loop
    }

    func subscribe(_ channel: Channel) {
        loop.preconditionInEventLoop()
        streams[ObjectIdentifier(channel)] = channel
        if keepAlive == nil {
            // A comment line now and then, so that a stream whose reader went away is noticed.
            keepAlive = loop.scheduleRepeatedTask(initialDelay: .seconds(15), delay: .seconds(15)) { [weak self] _ in
                self?.send(": keep-alive\n\n")
            }
        }
    }

    func unsubscribe(_ channel: Channel) {
        loop.preconditionInEventLoop()
        streams[ObjectIdentifier(channel)] = nil
    }

    /// One server-sent event, `data: KEY`, to every open stream.
    func broadcast(_ key: String) {
        // A key is a scene's path: one line (the CLI escapes line breaks in names before publishing).
        let line = key.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ")
        send("data: \(line)\n\n")
    }

    private func send(_ text: String) {
        loop.preconditionInEventLoop()
        for channel in streams.values {
            var buffer = channel.allocator.buffer(capacity: text.utf8.count)
            buffer.writeString(text)
            channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(buffer)), promise: nil)
        }
    }
}
#endif
