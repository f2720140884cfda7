extension ChevronCommand {
    /// Every subcommand, in the order `--help` lists them. Add a new one here (one line).
    static let allSubcommands: [any Subcommand.Type] = [
        RenderCommand.self,
        BackButtonCommand.self,
        AssetsCommand.self,
        GalleryCommand.self,
        AnimateCommand.self,
        FlowCommand.self,
        Diff.self,
        ApproveCommand.self,
        MergeReportsCommand.self,
        Resolve.self,
        PreviewCommand.self,
        SchemaCommand.self,
    ]
}
