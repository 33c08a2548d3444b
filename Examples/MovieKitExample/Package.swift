// swift-tools-version:6.1
import PackageDescription

// A package of someone else's that uses MovieKit as a library, by path. CI builds and runs it
// (`.ci/run`), so MovieKit stays usable outside the `movies` package.
let package = Package(
    name: "MovieKitExample",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "movies", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "moviekit-example",
            dependencies: [.product(name: "MovieKit", package: "movies")]
        )
    ]
)
