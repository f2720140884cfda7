import Chevron
import CommandSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a subcommand body, turning every error into one readable line on stderr and the matching
/// sysexits-style exit code (docs/DESIGN.md §Command line). Usage errors pass through: the
/// command line says them with where to look (exit 64).
func reportingFailures<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let exit as ExitCode {
        throw exit
    } catch let error as ValidationError {
        throw error
    } catch {
        let failure = ChevronFailure(error)
        printError(errorLine(failure))
        throw ExitCode(failure.exitCode.rawValue)
    }
}

/// A scene's failure in a batch (`render` or `resolve` of several scenes), named by the scene:
/// `NAME: MESSAGE`, unless it already says where it is (a located scene error names its file, or
/// `<stdin>` for `-`) or opens with the scene's name (`ChevronFailure.namesFile`).
func failure(_ failure: ChevronFailure, namedBy scene: String) -> ChevronFailure {
    let name = ChevronFailure.oneLine(scene)
    guard !failure.isLocated, failure.namesFile.map(ChevronFailure.oneLine) != name else { return failure }
    var named = failure
    named.message = "\(name): \(failure.message)"
    return named
}

/// Output paths given on the command line: an empty one is a usage error (`--output-dir ""` would
/// otherwise mean the root folder, `"/name.png"`), and so is an output that is one of the inputs,
/// however spelt (`render s.yaml -o s.yaml`, `diff a.png b.png -o a.png` would destroy it).
func validateOutputs(_ outputs: [(option: String, path: String?)], inputs: [String] = []) throws(ValidationError) {
    for (option, path) in outputs {
        guard let path else { continue }
        if path.isEmpty { throw ValidationError("\(option) cannot be empty") }
        // A file option given a folder (`-o shots/`): the folder would be made, then not written.
        if path.hasSuffix("/") && option != "--output-dir" {
            throw ValidationError("\(option) \(path) names a folder; give the file's name too (\(path)x.png)")
        }
        // `-o -` is standard output, never a file, and `-` as a scene standard input.
        if path == StandardStreams.dash { continue }
        if let input = inputs.first(where: { $0 != StandardStreams.dash && FileIO.isSameFile($0, path) }) {
            throw ValidationError("\(option) \(path) is the input \(input): it would be overwritten")
        }
    }
}

/// A PNG written under another format's extension (`-o bar.jpg`) is most likely a mistake: said on
/// stderr, not refused. A name without an extension is taken as meant.
func warnUnlessNamedPNG(_ path: String?) {
    guard let path else { return }
    let name = FileIO.baseName(of: path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
          name[name.index(after: dot)...].lowercased() != "png"
    else { return }
    printError(warningLine("\(path) will hold a PNG image whatever its extension says"))
}
