// swift-tools-version:6.1
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "movies",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "movies", targets: ["movies"]),
        .executable(name: "movies-http", targets: ["movies-http"]),
        .executable(name: "movies-listen", targets: ["movies-listen"]),
        .executable(name: "movies-draw", targets: ["movies-draw"]),
        .executable(name: "movies-api", targets: ["movies-api"]),
        .library(name: "MovieKit", targets: ["MovieKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        // HTTP as movies and movies-http speak it: requests, responses, the transport protocol and
        // the helper's frames. Nothing else, so that movies-http, which starts before each cold
        // answer, loads neither SQLite nor the rest of MovieKit.
        .target(
            name: "MovieHTTP",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "MovieKit",
            dependencies: [
                "MovieHTTP",
                "CZlib",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, which the IMDb import writes through and the cache's typo-tolerant search
                // reads titles with (GRDB links SQLite already).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings,
            plugins: ["BundleCatalogue"]
        ),
        .executableTarget(
            name: "movies",
            dependencies: [
                "MovieKit",
                // Built with movies but not linked into it: movies starts it for network requests.
                // (movies-draw, which movies starts to draw posters, is not a dependency: a target's
                // system libraries reach every product that depends on it, and chafa, GLib and
                // libjpeg must never load with movies. `swift build` builds it beside movies.)
                "movies-http",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "movies-http",
            dependencies: ["MovieHTTP", "CCurl"],
            swiftSettings: swiftSettings
        ),
        // The webhooks' HTTP server `movies listen` starts. Not a dependency of movies, as movies-draw
        // is not: Hummingbird and NIO must never load with movies (`swift build` builds it beside movies).
        .executableTarget(
            name: "movies-listen",
            dependencies: [
                "MovieHTTP",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        // What movies-http declares of libcurl, which it loads when it starts (dlopen): a header,
        // nothing to link, so building needs no curl headers and `movies` links nothing of it.
        .systemLibrary(name: "CCurl"),
        // What MovieKit declares of zlib, which an IMDb import loads when it starts (dlopen), so
        // that `movies` links no zlib and building needs no zlib headers.
        .systemLibrary(name: "CZlib"),
        .systemLibrary(
            name: "CChafa",
            pkgConfig: "chafa",
            providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]
        ),
        .target(
            name: "CJPEGDecoder",
            linkerSettings: [.linkedLibrary("jpeg")]
        ),
        .executableTarget(
            name: "movies-draw",
            dependencies: ["CChafa", "CJPEGDecoder"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "MovieAPIServer",
            dependencies: [
                "MovieKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "movies-api",
            dependencies: [
                "MovieAPIServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "movies-bench",
            dependencies: [
                // MovieAPIServer for the synthetic TMDB catalogue `imdb-export` writes films of.
                "MovieKit", "MovieAPIServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            path: "bench/movies-bench",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "bundle-catalogue",
            path: "Plugins/BundleCatalogueTool",
            swiftSettings: swiftSettings
        ),
        .plugin(
            name: "BundleCatalogue",
            capability: .buildTool(),
            dependencies: ["bundle-catalogue"]
        ),
        .target(
            name: "MovieKitTestSupport",
            dependencies: ["MovieKit", "MovieAPIServer", "ParallelPhaseGuard"],
            path: "Tests/MovieKitTestSupport",
            swiftSettings: swiftSettings
        ),
        // Linked into every test target through MovieKitTestSupport: in make test's parallel
        // phase, it refuses the test process programs and servers (see its source).
        .target(
            name: "ParallelPhaseGuard",
            path: "Tests/ParallelPhaseGuard"
        ),
        .testTarget(
            name: "MovieKitTests",
            dependencies: [
                "MovieKit", "MovieKitTestSupport", "MovieAPIServer", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MovieAPIServerTests",
            dependencies: [
                "MovieAPIServer", "MovieKitTestSupport", "movies-api",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "moviesTests",
            dependencies: [
                "movies", "MovieKitTestSupport", "MovieAPIServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
