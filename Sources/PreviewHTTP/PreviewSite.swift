/// The preview server's answers, without a socket: `chevron-preview` (NIO) and the `http` fuzz
/// target call the same `respond(to:)`. A request is refused, in order, when its method is not GET
/// or HEAD (405), when it has not exactly one `Host` and that one is not a bound name with the port
/// (403: a page on another site cannot reach the server through a name it rebinds to 127.0.0.1),
/// and when its path, percent-decoded once, is not exactly a published address (404: `..`,
/// absolute and encoded paths are never resolved against a file system — there is none here).
package struct PreviewSite {
    /// The `Host` values answered: the bound names with the port, lowercased.
    package var allowedHosts: Set<String>

    package init(allowedHosts: Set<String>) {
        self.allowedHosts = allowedHosts
    }

    /// The address of the event stream (server-sent events, `data: KEY` on every save).
    package static let eventsAddress = "/events"

    /// What to send back. `Body` is what the published table holds (NIO's ByteBuffer in the server,
    /// bytes in the fuzz target): a response serves one of its values, a short text, or the stream.
    package struct Response<Body> {
        package enum Content {
            /// A published resource, exactly as published at `address`.
            case resource(address: String, type: String, Body)
            /// A refusal's one line of text (`404 Not Found: not found\n`), `text/plain`.
            case text(String)
            /// The event stream: kept open (for HEAD, only its head).
            case events
        }

        package var status: Int
        package var reason: String
        /// Every header of the response but Content-Length, which the writer adds from the body.
        package var headers: [(String, String)]
        package var content: Content
        /// HEAD: the head only.
        package var headOnly: Bool
        /// Whether the connection stays open after this response.
        package var keepAlive: Bool
    }

    /// The answer to `request`; `published` looks up what is served at an exact decoded address.
    package func respond<Body>(to request: PreviewRequest, published: (String) -> (type: String, body: Body)?)
        -> Response<Body>
    {
        let headOnly = request.method == "HEAD"
        guard request.method == "GET" || headOnly else {
            return refusal(405, "Method Not Allowed", "only GET and HEAD: nothing here can be changed",
                           headOnly: false, extra: [("Allow", "GET, HEAD")])
        }
        let hosts = request.values("host")
        guard hosts.count == 1, allowedHosts.contains(PreviewRequest.lowercased(hosts[0])) else {
            return refusal(403, "Forbidden",
                           "this preview answers only to \(allowedHosts.sorted().joined(separator: " or "))",
                           headOnly: headOnly)
        }
        guard let address = Self.address(request.target) else {
            return refusal(404, "Not Found", "not found", headOnly: headOnly)
        }
        if address == Self.eventsAddress {
            return Response(status: 200, reason: "OK",
                            headers: Self.commonHeaders + [("Content-Type", "text/event-stream; charset=utf-8")],
                            content: .events, headOnly: headOnly, keepAlive: true)
        }
        guard let resource = published(address) else {
            return refusal(404, "Not Found", "not found", headOnly: headOnly)
        }
        return Response(status: 200, reason: "OK",
                        headers: Self.commonHeaders + [("Content-Type", resource.type),
                                                       ("Connection", request.keepAlive ? "keep-alive" : "close")],
                        content: .resource(address: address, type: resource.type, resource.body),
                        headOnly: headOnly, keepAlive: request.keepAlive)
    }

    /// The answer to bytes that are not a request (a malformed or oversized head): 400, closed.
    package func badRequest<Body>() -> Response<Body> {
        refusal(400, "Bad Request", "not an HTTP/1.1 request this preview reads", headOnly: false)
    }

    /// A refusal closes the connection: a client that was refused once has nothing more to ask.
    private func refusal<Body>(_ status: Int, _ reason: String, _ text: String, headOnly: Bool,
                               extra: [(String, String)] = []) -> Response<Body> {
        Response(status: status, reason: reason,
                 headers: Self.commonHeaders + [("Content-Type", "text/plain; charset=utf-8")] + extra
                    + [("Connection", "close")],
                 content: .text("\(status) \(reason): \(text)\n"), headOnly: headOnly, keepAlive: false)
    }

    /// Every response: never cached (it changes on every save), never sniffed, framed or referred.
    package static let commonHeaders: [(String, String)] = [
        ("Cache-Control", "no-store"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Content-Security-Policy",
         "default-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"),
    ]

    /// The address a request target names: its path (what precedes `?` or `#`), percent-decoded
    /// once, as UTF-8. Nil when it is not an origin-form path (`/…`), holds a bad escape, is not
    /// UTF-8 or holds a NUL: such a request is answered 404 like any other unknown address.
    package static func address(_ target: String) -> String? {
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
