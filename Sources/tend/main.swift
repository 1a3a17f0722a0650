import TendCLI

TendCommandLine.main()
