#if PreviewServer
import NIOCore
import NIOHTTP1

/// Answers one connection's requests (NIO's HTTP/1 decoder and pipelining handler before it):
/// GET and HEAD of a published address, or `/events`; nothing else. In order, a request is
/// refused when its method is not GET or HEAD (405), when its `Host` is not a bound name with the
/// port (403: a page on another site cannot reach the server through a name it rebinds to
/// 127.0.0.1), and when its path, percent-decoded once, is not exactly a published address (404:
/// `..`, absolute and encoded paths are never resolved against the file system — there is no file
/// system here).
final class HTTPHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    let store: PublishedStore
    private var request: HTTPRequestHead?
    private var streaming = false

    init(store: PublishedStore) {
        self.store = store
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): request = head
        case .body: break  // no address takes a body
        case .end:
            guard let head = request else { return }
            request = nil
            respond(to: head, context: context)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if streaming { store.unsubscribe(context.channel) }
        context.fireChannelInactive()
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        guard head.method == .GET || head.method == .HEAD else {
            return send(.methodNotAllowed, "only GET and HEAD: nothing here can be changed", head: head,
                        extra: [("Allow", "GET, HEAD")], context: context)
        }
        let hosts = head.headers["host"]
        guard hosts.count == 1, let host = hosts.first, store.allowedHosts.contains(host.lowercased()) else {
            return send(.forbidden, "this preview answers only to \(store.allowedHosts.sorted().joined(separator: " or "))",
                        head: head, context: context)
        }
        guard let key = Self.address(head.uri) else { return notFound(head, context) }
        if key == "/events" {
            return startStream(head, context)
        }
        guard let resource = store.resources[key] else { return notFound(head, context) }
        send(.ok, type: resource.type, body: resource.body, head: head, context: context)
    }

    private func notFound(_ head: HTTPRequestHead, _ context: ChannelHandlerContext) {
        send(.notFound, "not found", head: head, context: context)
    }

    /// `text/event-stream`: kept open, written to by `PublishedStore.broadcast`.
    private func startStream(_ head: HTTPRequestHead, _ context: ChannelHandlerContext) {
        let type = "text/event-stream; charset=utf-8"
        if head.method == .HEAD {
            return send(.ok, type: type, body: context.channel.allocator.buffer(capacity: 0), head: head, context: context)
        }
        var headers = Self.commonHeaders
        headers.add(name: "Content-Type", value: type)
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .ok, headers: headers))),
                      promise: nil)
        var hello = context.channel.allocator.buffer(capacity: 16)
        hello.writeString("retry: 500\n\n")
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(hello))), promise: nil)
        streaming = true
        store.subscribe(context.channel)
    }

    private func send(_ status: HTTPResponseStatus, _ text: String, head: HTTPRequestHead,
                      extra: [(String, String)] = [], context: ChannelHandlerContext) {
        var body = context.channel.allocator.buffer(capacity: text.utf8.count + 1)
        body.writeString("\(status.code) \(status.reasonPhrase): \(text)\n")
        send(status, type: "text/plain; charset=utf-8", body: body, head: head, extra: extra, context: context)
    }

    private func send(_ status: HTTPResponseStatus, type: String, body: ByteBuffer, head: HTTPRequestHead,
                      extra: [(String, String)] = [], context: ChannelHandlerContext) {
        var headers = Self.commonHeaders
        headers.add(name: "Content-Type", value: type)
        headers.add(name: "Content-Length", value: String(body.readableBytes))
        for (name, value) in extra { headers.add(name: name, value: value) }
        let keepAlive = head.isKeepAlive && status == .ok
        headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))),
                      promise: nil)
        if head.method != .HEAD { context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil) }
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            if !keepAlive { channel.close(promise: nil) }
        }
    }

    /// Every response: never cached (it changes on every save), never sniffed, framed or referred.
    static let commonHeaders: HTTPHeaders = [
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "Content-Security-Policy": "default-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    ]

    /// The address a request target names: its path (what precedes `?` or `#`), percent-decoded
    /// once, as UTF-8. Nil when it is not an origin-form path (`/…`), holds a bad escape, is not
    /// UTF-8 or holds a NUL: such a request is answered 404 like any other unknown address.
    static func address(_ target: String) -> String? {
        let path = target.utf8.prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        guard path.first == UInt8(ascii: "/") else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.count)
        var i = path.startIndex
        while i != path.endIndex {
            let byte = path[i]
            if byte == UInt8(ascii: "%") {
                let h = path.index(after: i)
                guard h != path.endIndex, let high = hexValue(path[h]) else { return nil }
                let l = path.index(after: h)
                guard l != path.endIndex, let low = hexValue(path[l]) else { return nil }
                bytes.append(high << 4 | low)
                i = path.index(after: l)
            } else {
                bytes.append(byte)
                i = path.index(after: i)
            }
        }
        guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else { return nil }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
#endif
