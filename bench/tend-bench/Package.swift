// swift-tools-version: 6.0
import PackageDescription

/// The schedule benchmark's driver (`bench/run`, `bench/age/run`): a package of its own, so that
/// a `swift build` of tend does not build it. It uses tend's engine through the library
/// products of the package two levels up.
let package = Package(
    name: "tend-bench",
    dependencies: [.package(name: "tend", path: "../..")],
    targets: [
        .executableTarget(
            name: "tend-bench",
            dependencies: [.product(name: "TendCore", package: "tend"), .product(name: "TendSystem", package: "tend")],
            path: ".",
            exclude: ["Package.swift"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
