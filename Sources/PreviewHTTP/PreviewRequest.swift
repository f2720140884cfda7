/// One request as the preview server sees it: what NIO's HTTP/1 decoder read (docs/DESIGN.md
/// §Live preview: the server parses HTTP with SwiftNIO, never by hand). The `http` fuzz target
/// builds these from raw bytes with a reader of its own (`RawHTTP` in
/// Tests/FuzzRegressionTests/FuzzEntries.swift). Nothing here touches a socket or a file.
package struct PreviewRequest: Equatable, Sendable {
    package var method: String
    /// The request target as sent (`/scenes/a.png?x`): decoded only by `PreviewSite.address`.
    package var target: String
    /// Every header line in order, names as sent (compared without case).
    package var headers: [Header]
    /// HTTP/1.1 without `Connection: close`, or HTTP/1.0 with `Connection: keep-alive`.
    package var keepAlive: Bool

    package struct Header: Equatable, Sendable {
        package var name: String
        package var value: String

        package init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    package init(method: String, target: String, headers: [Header], keepAlive: Bool = true) {
        self.method = method
        self.target = target
        self.headers = headers
        self.keepAlive = keepAlive
    }

    /// The values of every header named `name` (ASCII case-insensitive).
    package func values(_ name: String) -> [String] {
        let wanted = Self.lowercased(name)
        return headers.filter { Self.lowercased($0.name) == wanted }.map(\.value)
    }

    /// ASCII letters lowercased, nothing else changed (header names and Host compare so).
    package static func lowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
