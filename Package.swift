// swift-tools-version: 6.0
import PackageDescription

/// tend: a care-plan and reminder tool for the terminal and the desktop.
///
/// Layout: `TendCore` is pure (no I/O, no Foundation); `TendSystem`, `TendStore`,
/// `TendTerminal` and `TendNotify` are thin adapters; `TendCLI` parses arguments and runs
/// commands; `tend` is the executable. No module on the command path imports Foundation, and
/// `tend` is linked as one static executable (SQLite included), so it starts in about two
/// milliseconds and peaks near 7 MiB.
let package = Package(
    name: "tend",
    products: [
        .executable(name: "tend", targets: ["tend"]),
    ],
    targets: [
        .target(name: "TendCore"),
        .target(name: "TendSystem", dependencies: ["TendCore"]),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "TendStore", dependencies: ["CSQLite", "TendCore"]),
        .target(name: "TendTerminal", dependencies: ["TendCore"]),
        .systemLibrary(
            name: "CLibnotify",
            pkgConfig: "libnotify",
            providers: [.apt(["libnotify-dev"])]
        ),
        .target(name: "TendNotify", dependencies: ["TendCore"]),
        // timerfd, for the daemon's wall-clock alarm: part of libc, but not of Swift's Glibc module.
        .systemLibrary(name: "CTimerFD"),
        .target(name: "TendCLI", dependencies: ["TendCore", "TendSystem", "TendStore", "TendTerminal", "TendNotify", "CTimerFD"]),
        .executableTarget(
            name: "tend",
            dependencies: ["TendCLI"],
            linkerSettings: [.unsafeFlags(["-static-executable"])]
        ),
        // libnotify and GLib exist only as shared libraries, which a static executable cannot
        // load: the daemon shows popups through this small dynamic helper.
        .executableTarget(
            name: "tend-notify",
            dependencies: ["CLibnotify", "TendNotify"],
            linkerSettings: [.unsafeFlags(["-static-stdlib"])]
        ),
        .executableTarget(name: "tend-bench", dependencies: ["TendCore", "TendSystem"], path: "bench/tend-bench"),
        .testTarget(name: "TendCoreTests", dependencies: ["TendCore", "TendSystem"], exclude: ["Resources"]),
        .testTarget(name: "TendStoreTests", dependencies: ["TendStore"]),
        .testTarget(name: "TendTerminalTests", dependencies: ["TendTerminal"], exclude: ["Golden"]),
        .testTarget(name: "TendCLITests", dependencies: ["TendCLI"], exclude: ["EndToEnd/Golden"]),
        .testTarget(name: "TendNotifyTests", dependencies: ["TendNotify"]),
    ],
    swiftLanguageModes: [.v6]
)
