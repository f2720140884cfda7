#if PreviewServer
import NIOCore
import NIOHTTP1
import PreviewHTTP

/// Answers one connection's requests (NIO's HTTP/1 decoder and pipelining handler before it) with
/// `PreviewSite.respond(to:)` (Sources/PreviewHTTP), the routing the `http` fuzz target runs
/// without a socket: GET and HEAD of a published address, or `/events`; nothing else.
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
        let request = PreviewRequest(method: head.method.rawValue, target: head.uri,
                                     headers: head.headers.map { PreviewRequest.Header($0.name, $0.value) },
                                     keepAlive: head.isKeepAlive)
        let response = store.site.respond(to: request) { address -> (type: String, body: ByteBuffer)? in
            self.store.resources[address].map { ($0.type, $0.body) }
        }
        var headers = HTTPHeaders(response.headers)
        let status = HTTPResponseStatus(statusCode: response.status, reasonPhrase: response.reason)
        let body: ByteBuffer
        switch response.content {
        case .resource(_, _, let bytes): body = bytes
        case .text(let text): body = context.channel.allocator.buffer(string: text)
        case .events:
            if response.headOnly {
                body = context.channel.allocator.buffer(capacity: 0)
            } else {
                return startStream(head, headers, context)
            }
        }
        headers.add(name: "Content-Length", value: String(body.readableBytes))
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))),
                      promise: nil)
        if !response.headOnly { context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil) }
        let channel = context.channel
        let keepAlive = response.keepAlive
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            if !keepAlive { channel.close(promise: nil) }
        }
    }

    /// `text/event-stream`: kept open, written to by `PublishedStore.broadcast`.
    private func startStream(_ head: HTTPRequestHead, _ headers: HTTPHeaders, _ context: ChannelHandlerContext) {
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .ok, headers: headers))),
                      promise: nil)
        var hello = context.channel.allocator.buffer(capacity: 16)
        hello.writeString("retry: 500\n\n")
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(hello))), promise: nil)
        streaming = true
        store.subscribe(context.channel)
    }
}
#endif
