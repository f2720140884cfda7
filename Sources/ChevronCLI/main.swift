// The process: parse the command line and run the subcommand (see `ChevronCommand.main`).
ChevronCommand.main()
