#if PreviewServer
import NIOCore

/// One message from `chevron preview` on stdin: an operation byte, then three 32-bit big-endian
/// lengths (key, content type, body), then those bytes. (`PreviewPublisher` in the CLI writes them.)
///
/// - `P` publishes `body` as `type` at the address `key` (replacing what was there);
/// - `D` withdraws the address `key`;
/// - `E` sends the event `key` to every open `/events` stream.
struct PublishFrame {
    enum Operation: UInt8 {
        case put = 0x50  // "P"
        case delete = 0x44  // "D"
        case event = 0x45  // "E"
    }

    var operation: Operation
    var key: String
    var type: String
    var body: ByteBuffer

    static let headerLength = 13
    /// No published resource is larger (a storyboard's PNG is far smaller).
    static let maxLength = 512 * 1024 * 1024
}

struct PublishFrameError: Error, CustomStringConvertible {
    var description: String
}

struct PublishFrameDecoder: ByteToMessageDecoder {
    typealias InboundOut = PublishFrame

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard buffer.readableBytes >= PublishFrame.headerLength,
              let op = buffer.getInteger(at: buffer.readerIndex, as: UInt8.self),
              let keyLength = buffer.getInteger(at: buffer.readerIndex + 1, as: UInt32.self),
              let typeLength = buffer.getInteger(at: buffer.readerIndex + 5, as: UInt32.self),
              let bodyLength = buffer.getInteger(at: buffer.readerIndex + 9, as: UInt32.self)
        else { return .needMoreData }
        guard let operation = PublishFrame.Operation(rawValue: op) else {
            throw PublishFrameError(description: "unknown operation \(op)")
        }
        let total = Int(keyLength) + Int(typeLength) + Int(bodyLength)
        guard total <= PublishFrame.maxLength else { throw PublishFrameError(description: "frame too large") }
        guard buffer.readableBytes >= PublishFrame.headerLength + total else { return .needMoreData }
        buffer.moveReaderIndex(forwardBy: PublishFrame.headerLength)
        guard let key = buffer.readString(length: Int(keyLength)),
              let type = buffer.readString(length: Int(typeLength)),
              let body = buffer.readSlice(length: Int(bodyLength))
        else { throw PublishFrameError(description: "truncated frame") }
        context.fireChannelRead(wrapInboundOut(PublishFrame(operation: operation, key: key, type: type, body: body)))
        return .continue
    }

    mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws
        -> DecodingState
    {
        while try decode(context: context, buffer: &buffer) == .continue {}
        return .needMoreData
    }
}

/// Applies the frames to the store; when the input ends (`chevron preview` stopped or died), closes
/// the server, which ends the process.
final class PublishHandler: ChannelInboundHandler {
    typealias InboundIn = PublishFrame

    let store: PublishedStore
    let server: Channel

    init(store: PublishedStore, server: Channel) {
        self.store = store
        self.server = server
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.operation {
        case .put: store.resources[frame.key] = PublishedStore.Resource(type: frame.type, body: frame.body)
        case .delete: store.resources[frame.key] = nil
        case .event: store.broadcast(frame.key)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case ChannelEvent.inputClosed = event { server.close(promise: nil) }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        server.close(promise: nil)
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        server.close(promise: nil)
        context.close(promise: nil)
    }
}
#endif
