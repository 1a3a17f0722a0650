// swift-tools-version: 6.0
import PackageDescription

/// Settings of every module on the command path. `-function-sections` gives each function its
/// own section, so that the link of `tend` can place the functions the daemon and the daily
/// commands run side by side (below); the standard library's string-processing module (regular
/// expressions) is not imported, so it is not linked and its metadata is not loaded.
let commandPathSettings: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-function-sections", "-Xfrontend", "-disable-implicit-string-processing-module-import"]),
]

/// The code `tend daemon` and the daily commands run, as `bench/layout/profile` found it: a
/// linker script that has lld place it together, so that a run touches few pages of `tend`.
let hotSections = Context.packageDirectory + "/Sources/tend/hot-sections.ld"

/// tend: a care-plan and reminder tool for the terminal and the desktop.
///
/// Layout: `TendCore` is pure (no I/O, no Foundation); `TendSystem` (the operating system),
/// `TendStore`, `TendTerminal` and `TendNotify` are thin adapters; `TendReminders` is the
/// reminder daemon's loop; `TendCLI` parses arguments and runs commands; `tend` is the
/// executable. No module on the command path imports Foundation, and
/// `tend` is linked as one static executable (SQLite included), so it starts in about two
/// milliseconds and peaks under 6 MiB.
let package = Package(
    name: "tend",
    products: [
        .executable(name: "tend", targets: ["tend"]),
    ],
    targets: [
        .target(name: "TendCore", swiftSettings: commandPathSettings),
        // timerfd, for the daemon's wall-clock alarm: part of libc, but not of Swift's Glibc module.
        .systemLibrary(name: "CTimerFD"),
        .target(name: "TendSystem", dependencies: ["TendCore", "CTimerFD"], swiftSettings: commandPathSettings),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "TendStore", dependencies: ["CSQLite", "TendCore"], swiftSettings: commandPathSettings),
        .target(name: "TendPlan", dependencies: ["TendCore", "TendSystem", "TendStore"], swiftSettings: commandPathSettings),
        .target(name: "TendTerminal", dependencies: ["TendCore"], swiftSettings: commandPathSettings),
        .systemLibrary(
            name: "CLibnotify",
            pkgConfig: "libnotify",
            providers: [.apt(["libnotify-dev"])]
        ),
        .target(name: "TendNotify", dependencies: ["TendCore", "TendSystem"], swiftSettings: commandPathSettings),
        .target(
            name: "TendReminders",
            dependencies: ["TendCore", "TendSystem", "TendStore", "TendPlan", "TendNotify"],
            swiftSettings: commandPathSettings
        ),
        .target(
            name: "TendCLI",
            dependencies: ["TendCore", "TendSystem", "TendStore", "TendPlan", "TendTerminal", "TendNotify", "TendReminders"],
            swiftSettings: commandPathSettings
        ),
        .executableTarget(
            name: "tend",
            dependencies: ["TendCLI"],
            exclude: ["hot-sections.ld"],
            swiftSettings: commandPathSettings,
            linkerSettings: [.unsafeFlags([
                "-static-executable", "-use-ld=lld",
                "-Xlinker", "--script=" + hotSections,
            ])]
        ),
        // libnotify and GLib exist only as shared libraries, which a static executable cannot
        // load: the daemon shows popups through this small dynamic helper. It is Embedded Swift
        // (which needs whole-module compilation, in debug builds too): no Swift runtime or
        // libstdc++ is loaded, so it peaks near notify-send's memory. Embedded code cannot
        // import the other Swift modules, so it has its own side of the daemon's protocol.
        .executableTarget(
            name: "tend-notify",
            dependencies: ["CLibnotify"],
            swiftSettings: [.enableExperimentalFeature("Embedded"), .unsafeFlags(["-wmo"])]
        ),
        .executableTarget(name: "tend-bench", dependencies: ["TendCore", "TendSystem"], path: "bench/tend-bench"),
        .testTarget(name: "TendCoreTests", dependencies: ["TendCore", "TendSystem"], exclude: ["Resources"]),
        .testTarget(name: "TendStoreTests", dependencies: ["TendStore"]),
        .testTarget(name: "TendTerminalTests", dependencies: ["TendTerminal"], exclude: ["Golden"]),
        .testTarget(name: "TendCLITests", dependencies: ["TendCLI"], exclude: ["EndToEnd/Golden"]),
        .testTarget(name: "TendNotifyTests", dependencies: ["TendNotify"]),
        .testTarget(name: "TendRemindersTests", dependencies: ["TendReminders", "TendStore", "TendPlan"]),
    ],
    swiftLanguageModes: [.v6]
)
