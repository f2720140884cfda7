import ChevronSupport

/// A place in a scene file: where something is written and its key path
/// (`navigationController.viewControllers[1]`).
public struct SourcePlace: Hashable, Sendable {
    public var location: SourceLocation
    public var keyPath: String

    public init(location: SourceLocation, keyPath: String) {
        self.location = location
        self.keyPath = keyPath
    }
}

/// Where a scene writes what its layout's warnings are about, so that each warning of the layout
/// (a title with no room, a canvas too short, a keyboard cut off) names the file, line, column and
/// key path of what caused it, as the parser's errors do. The parser fills it in as it reads.
public struct SceneSources: Hashable, Sendable {
    /// The root's key (`navigationController:` at 1:1): what a warning about the whole screen is said at.
    public var root: SourcePlace?
    /// `canvas.height` where the scene gives it, else `canvas:`, else nil.
    public var canvas: SourcePlace?
    /// Each view controller (or a standalone bar's navigation item) where it is written out, by id;
    /// the first of an id when tabs reuse one.
    public var definitions: [String: SourcePlace] = [:]
    /// Each view controller's `toolbarItems`, by id.
    public var toolbarItems: [String: SourcePlace] = [:]

    public init() {}

    /// Where the view controller (or bar item) `id` is written, else the root.
    public func definition(_ id: String?) -> SourcePlace? { id.flatMap { definitions[$0] } ?? root }
}

extension Diagnostic {
    /// This diagnostic of the scene `file` said at `place` (its line, column and key path), unless it
    /// already has a line (a view's, an operation's); `part` names the key path when no place is known.
    package func placed(at place: SourcePlace?, file: String, part: String) -> Diagnostic {
        guard line == nil, let place else { return located(file: file, keyPath: part) }
        return located(file: file, line: place.location.line, column: place.location.column, keyPath: place.keyPath)
    }
}
