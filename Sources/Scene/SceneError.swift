import ChevronSupport

/// Where something is in a scene file: 1-based line and column (columns count Unicode scalars, as
/// libyaml does).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A scene file that cannot be used, with where and why: its `description` is one line,
/// `FILE:LINE:COL: error at KEYPATH: message`, e.g.
/// `scene.yaml:12:7: error at navigationController.viewControllers[1].navigationItem: unknown key
/// `rightBarButonItem` — did you mean `rightBarButtonItem`?`. Every scene error is invalid input
/// data: the command line exits 65 (docs/DESIGN.md §Command line).
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Not YAML (libyaml's scanner, parser or composer refused it).
        case syntax
        /// Not UTF-8 text.
        case encoding
        /// No root, or not a mapping at the top.
        case emptyScene
        /// A key the format does not have (with the closest known key).
        case unknownKey
        /// A value outside a closed set (with the closest valid value).
        case unknownValue
        /// A value of the wrong type (a string where a number goes, a list where a mapping goes).
        case wrongType
        case missingKey
        /// A key written with nothing after it (`tintColor:`, or `tintColor: #ff0000`, whose `#`
        /// starts a YAML comment). An explicit `null` or `~` still means "not set".
        case missingValue
        /// The same key twice in one mapping.
        case duplicateKey
        /// Keys that cannot go together (two roots, `leftBarButtonItem` and `leftBarButtonItems`).
        case conflictingKeys
        /// An index or number outside its range.
        case outOfRange
        /// Two view controllers or navigation items with one id.
        case duplicateID
        /// An id that names no view controller or navigation item.
        case unknownReference
        /// An operation UIKit refuses (pushing a view controller already on the stack…).
        case illegalOperation
        /// Over one of `SceneLimits`.
        case limitExceeded

        /// The registry's code for this kind (`scene.KIND`).
        public var code: DiagnosticCode {
            switch self {
            case .syntax: .sceneSyntax
            case .encoding: .sceneEncoding
            case .emptyScene: .sceneEmptyScene
            case .unknownKey: .sceneUnknownKey
            case .unknownValue: .sceneUnknownValue
            case .wrongType: .sceneWrongType
            case .missingKey: .sceneMissingKey
            case .missingValue: .sceneMissingValue
            case .duplicateKey: .sceneDuplicateKey
            case .conflictingKeys: .sceneConflictingKeys
            case .outOfRange: .sceneOutOfRange
            case .duplicateID: .sceneDuplicateID
            case .unknownReference: .sceneUnknownReference
            case .illegalOperation: .sceneIllegalOperation
            case .limitExceeded: .sceneLimitExceeded
            }
        }
    }

    public var kind: Kind
    public var location: SourceLocation
    /// Where in the scene's structure, e.g. `navigationController.viewControllers[2].title`; empty
    /// for problems of the text itself.
    public var keyPath: String
    public var message: String

    package init(_ kind: Kind, at location: SourceLocation, keyPath: String, _ message: String) {
        self.kind = kind
        self.location = location
        self.keyPath = keyPath
        self.message = message
    }

    public var description: String {
        keyPath.isEmpty ? "\(location): error: \(message)" : "\(location): error at \(keyPath): \(message)"
    }

    /// The error as a diagnostic value: code `scene.KIND` (`scene.unknownKey`).
    public var diagnostic: Diagnostic {
        Diagnostic(.error, code: kind.code, message, file: location.file, line: location.line,
                   column: location.column, keyPath: keyPath)
    }
}
