import Foundation
import MovieKit
import Testing

struct CacheLocationTests {
    let home = URL(fileURLWithPath: "/home/ada", isDirectory: true)

    @Test(arguments: [
        (String?.some("/tmp/explicit.sqlite"), ["MOVIES_CACHE": "/tmp/env.sqlite"], "/tmp/explicit.sqlite"),
        (nil, ["MOVIES_CACHE": "/tmp/env.sqlite", "XDG_CACHE_HOME": "/xdg"], "/tmp/env.sqlite"),
        (nil, ["MOVIES_CACHE": "", "XDG_CACHE_HOME": "/xdg"], "/xdg/movies/movies.sqlite"),
        (nil, ["XDG_CACHE_HOME": "/xdg"], "/xdg/movies/movies.sqlite"),
        (nil, ["XDG_CACHE_HOME": "relative/cache"], "/home/ada/.cache/movies/movies.sqlite"),
        (nil, [:], "/home/ada/.cache/movies/movies.sqlite"),
    ])
    func prefersTheFlagThenTheEnvironmentThenXDGThenHome(
        explicit: String?, environment: [String: String], expected: String
    ) {
        let url = CacheLocation.resolve(explicitPath: explicit, environment: environment, homeDirectory: home)
        #expect(url.path == expected)
    }
}
