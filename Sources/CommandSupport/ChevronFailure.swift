import Chevron

/// An error reduced to what the command line shows: one readable line and an exit code.
package struct ChevronFailure: Error, CustomStringConvertible, Sendable {
    package var message: String
    package var exitCode: ExitStatus
    /// The message already says where and that it is an error (`FILE:LINE:COL: error at …`, a
    /// scene's or an image's it names), so the line does not say "error" twice.
    package var isLocated = false
    /// The file the message opens with (`FILE: …`), said where the message is made, so that a batch
    /// naming each failure by its scene does not name it twice; nil when the message opens otherwise.
    package var namesFile: String?

    /// `message` is kept to one line: control characters and line or paragraph separators in it
    /// (a file name or a scene's text can hold any of them) are written as escapes (`\n`, `\u{1B}`),
    /// so that nothing a user names can break the line or drive the terminal.
    package init(message: String, exitCode: ExitStatus, namesFile: String? = nil) {
        self.message = ChevronFailure.oneLine(message)
        self.exitCode = exitCode
        self.namesFile = namesFile
    }

    /// `text` with every control character (C0, DEL, C1), U+2028 and U+2029 escaped, and every
    /// byte of a file name that is not UTF-8 as `\xNN` (`FileName.shown`).
    package static func oneLine(_ text: String) -> String {
        let text = FileName.shown(text)
        func needsEscape(_ c: Unicode.Scalar) -> Bool {
            c.properties.generalCategory == .control || c == "\u{2028}" || c == "\u{2029}"
        }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for c in text.unicodeScalars {
            guard needsEscape(c) else {
                out.append(c)
                continue
            }
            let escape = switch c {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: "\\u{" + String(c.value, radix: 16, uppercase: true) + "}"
            }
            out.append(contentsOf: escape.unicodeScalars)
        }
        return String(out)
    }

    package init(_ error: any Error) {
        if let failure = error as? ChevronFailure {
            self = failure
            return
        }
        let code = (error as? ExitStatusProviding)?.exitStatus ?? .dataError
        // A file's errors are one line by design: a line break in them is part of a file name,
        // shown escaped.
        if let scene = error as? SceneError {
            self.init(message: scene.description, exitCode: code)
            isLocated = true
            return
        }
        if let image = error as? SceneImageError {
            self.init(message: image.description, exitCode: code)
            isLocated = image.reference != nil
            return
        }
        if let motion = error as? MotionError {
            self.init(message: motion.diagnostic.description, exitCode: code)
            isLocated = true
            return
        }
        if let file = error as? FileReadError {
            self.init(message: file.description, exitCode: code, namesFile: file.opensWithPath ? file.path : nil)
            return
        }
        // One line: the first line of the description, context lines folded in with "; ".
        let text = String(describing: error)
            .split(whereSeparator: \.isNewline).map(String.init).joined(separator: "; ")
        self.init(message: text, exitCode: code)
    }

    package var description: String { message }
}
