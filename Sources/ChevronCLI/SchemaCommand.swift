import Chevron

/// `chevron schema`: the scene format, as a JSON Schema for an editor's YAML language server, or
/// as the Markdown reference (docs/scene-reference.md). Both are written from the description the
/// parser reads its keys from (`SceneFormat`), so they say what `render` accepts.
struct SchemaCommand: Subcommand {
    static let syntax = CommandSyntax(
        name: "schema",
        abstract: "Prints a JSON Schema of scene files, for an editor's YAML language server.",
        discussion: """
            The schema (draft-07) lists every key a scene can write, its value and a line about it: \
            save it (chevron schema > scene.schema.json) and start a scene with \
            '# yaml-language-server: $schema=scene.schema.json' to have the editor complete and check \
            it. docs/scene.schema.json holds the same text. --reference prints the scene reference \
            in Markdown instead (docs/scene-reference.md).
            """,
        arguments: [],
        options: [
            .flag("reference", help: "Print the scene reference (Markdown) instead of the JSON Schema."),
            .flag("fuzz-dictionary", help: "Print the scene fuzzers' libFuzzer dictionary (Fuzz/scene.dict) instead."),
        ])

    let reference: Bool
    let fuzzDictionary: Bool

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        reference = arguments.flag("reference")
        fuzzDictionary = arguments.flag("fuzz-dictionary")
    }

    func run() throws {
        if fuzzDictionary { return print(SceneFormat.fuzzDictionary, terminator: "") }
        print(reference ? SceneFormat.reference : SceneFormat.jsonSchema.rendered(), terminator: reference ? "" : "\n")
    }
}
