// swift-tools-version: 6.0
import PackageDescription

/// tend: a care-plan and reminder tool for the terminal and the desktop.
///
/// Layout: `TendCore` is pure (no I/O, no Foundation); `TendSystem` (the operating system),
/// `TendStore`, `TendTerminal` and `TendNotify` are thin adapters; `TendReminders` is the
/// reminder daemon's loop; `TendCLI` parses arguments and runs commands; `tend` is the
/// executable. No module on the command path imports Foundation.
///
/// No target carries unsafe flags: the release `tend` is compiled and linked by
/// `scripts/build-release` (one static executable, SQLite included, with the code layout of
/// `scripts/layout/`), so `tend today` of 50 tasks takes about 2 ms of CPU time and peaks
/// under 6 MiB (the latest figures: bench/README.md); see docs/build.md.
let package = Package(
    name: "tend",
    products: [
        .executable(name: "tend", targets: ["tend"]),
        // For the schedule benchmark's driver, a package of its own (bench/tend-bench), so that
        // `swift build` here does not build it.
        .library(name: "TendCore", targets: ["TendCore"]),
        .library(name: "TendSystem", targets: ["TendSystem"]),
    ],
    targets: [
        .target(name: "TendCore"),
        // timerfd, for the daemon's wall-clock alarm: part of libc, but not of Swift's Glibc module.
        .systemLibrary(name: "CTimerFD"),
        .target(name: "TendSystem", dependencies: ["TendCore", "CTimerFD"]),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "TendStore", dependencies: ["CSQLite", "TendCore", "TendSystem"]),
        .target(name: "TendPlan", dependencies: ["TendCore", "TendSystem", "TendStore", "TendInterchange"]),
        .target(name: "TendTerminal", dependencies: ["TendCore"]),
        // A general command-line parser (specs, typed declarations, help, man page, completions):
        // it knows nothing of tend.
        .target(name: "TendArguments", dependencies: ["TendCore"]),
        .target(name: "TendInterchange", dependencies: ["TendCore"]),
        .systemLibrary(
            name: "CLibnotify",
            pkgConfig: "libnotify",
            providers: [.apt(["libnotify-dev"])]
        ),
        .target(name: "TendNotify", dependencies: ["TendCore", "TendSystem"]),
        .target(name: "TendReminders", dependencies: ["TendCore", "TendSystem", "TendStore", "TendPlan", "TendNotify"]),
        .target(
            name: "TendCLI",
            dependencies: ["TendCore", "TendSystem", "TendStore", "TendPlan", "TendTerminal", "TendNotify", "TendReminders",
                           "TendArguments", "TendInterchange"]
        ),
        .executableTarget(name: "tend", dependencies: ["TendCLI"]),
        // libnotify and GLib exist only as shared libraries, which a static executable cannot
        // load: the daemon shows popups through this small dynamic helper. It is Embedded Swift
        // (which needs whole-module compilation, in debug builds too; SwiftPM turns it on for
        // Embedded targets): no Swift runtime or libstdc++ is loaded, so it peaks near
        // notify-send's memory. Embedded code cannot import the other Swift modules, so it has
        // its own side of the daemon's protocol.
        .executableTarget(
            name: "tend-notify",
            dependencies: ["CLibnotify"],
            swiftSettings: [.enableExperimentalFeature("Embedded")]
        ),
        .testTarget(name: "TendCoreTests", dependencies: ["TendCore", "TendSystem"], exclude: ["Resources"]),
        .testTarget(name: "TendStoreTests", dependencies: ["TendStore", "TendCore"]),
        .testTarget(name: "TendTerminalTests", dependencies: ["TendTerminal", "TendCore"], exclude: ["Golden"]),
        // Runs the generated completion scripts in the real bash, zsh and fish, for the parser's
        // tests and for tend's own.
        .target(name: "ShellCompletionHarness", dependencies: ["TendArguments"], path: "Tests/ShellCompletionHarness"),
        .testTarget(name: "TendArgumentsTests", dependencies: ["TendArguments", "ShellCompletionHarness"]),
        // Writes the shell scripts tests run, so that none is run while a descriptor is open on it.
        .target(name: "ExecutableScripts", path: "Tests/ExecutableScripts"),
        .testTarget(name: "TendCLITests", dependencies: ["TendCLI", "ShellCompletionHarness", "ExecutableScripts"],
                    exclude: ["EndToEnd/Golden"]),
        .testTarget(name: "TendNotifyTests", dependencies: ["TendNotify", "TendCore", "ExecutableScripts"]),
        .testTarget(name: "TendRemindersTests", dependencies: ["TendReminders", "TendStore", "TendPlan"]),
        .testTarget(name: "TendInterchangeTests", dependencies: ["TendInterchange", "TendCore"]),
        .testTarget(name: "TendPlanTests", dependencies: ["TendPlan", "TendStore", "TendSystem", "TendCore"]),
        .testTarget(name: "TendSystemTests", dependencies: ["TendSystem", "TendCore"]),
    ],
    swiftLanguageModes: [.v6]
)
