import Foundation
import MovieKit
import Testing

/// Every folder `movies` keeps files in is found one way: the kind's `$XDG_…_HOME` when it is an
/// absolute path, else its place in the home folder, with `movies` inside.
struct XDGFolderTests {
    let home = URL(fileURLWithPath: "/home/ann", isDirectory: true)

    @Test(arguments: [
        (XDGFolder.cache, "/home/ann/.cache/movies"), (.config, "/home/ann/.config/movies"),
        (.state, "/home/ann/.local/state/movies"), (.data, "/home/ann/.local/share/movies"),
    ])
    func findsEachFolderInTheHomeFolderByDefault(folder: XDGFolder, expected: String) {
        #expect(folder.moviesFolder(environment: [:], homeDirectory: home).path == expected)
    }

    @Test(arguments: XDGFolder.allCases)
    func takesTheFolderItsVariableNamesUnlessItIsRelative(folder: XDGFolder) {
        let named = folder.moviesFolder(environment: [folder.variable: "/srv/named"], homeDirectory: home)
        #expect(named.path == "/srv/named/movies")
        let relative = folder.moviesFolder(environment: [folder.variable: "relative/named"], homeDirectory: home)
        #expect(relative.path == "/home/ann/\(folder.pathInHome)/movies")
    }

    @Test(arguments: XDGFolder.allCases)
    func namesTheSamePathWithoutURLs(folder: XDGFolder) {
        for environment in [[:], [folder.variable: "/srv/named/"], [folder.variable: "relative"]] {
            let path = folder.moviesFolderPath(environment: environment) { "/home/ann/" }
            #expect(path == folder.moviesFolder(environment: environment, homeDirectory: home).path)
        }
        #expect(folder.moviesFolderPath(environment: [folder.variable: "/"]) { "" } == "/movies")
    }

    @Test func eachKindHasAVariableAndAFolderOfItsOwn() {
        #expect(Set(XDGFolder.allCases.map(\.variable)).count == XDGFolder.allCases.count)
        #expect(Set(XDGFolder.allCases.map(\.pathInHome)).count == XDGFolder.allCases.count)
    }
}
