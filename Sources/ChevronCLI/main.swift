// The process: temporary files are removed on Ctrl-C or SIGTERM (before any thread starts), then
// the command line is parsed and the subcommand run (see `ChevronCommand.main`).
TemporaryFiles.removeOnInterrupt()
ChevronCommand.main()
