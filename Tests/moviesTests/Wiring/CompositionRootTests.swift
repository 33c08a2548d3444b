import Foundation
import MovieKitTestSupport
import Testing

@testable import movies

/// The command line is assembled in one place: `Wiring/` (``MoviesContext``) and `Movies.swift`
/// build the services, the console and read the settings; every command receives them.
struct CompositionRootTests {
    /// What assembles the application: a service stack, a console, the settings, options parsed
    /// again to reach a service.
    private static let assembling = [
        "ServiceStack.make(", "Console.standard()", "settingsForCommand()", "GlobalOptions.parse(",
    ]

    /// What decides which changes reach a linked account: ``LinkedLibraryEditor``'s, in MovieKit.
    private static let tellingTheAccount = ["AccountChangeSender", "AccountSending"]

    @Test func noFileOutsideTheCompositionRootBuildsServicesAConsoleOrReadsTheSettings() throws {
        #expect(
            try Self.places(naming: Self.assembling, outside: ["Wiring/", "Movies.swift", "Output/Console.swift"]) == []
        )
    }

    @Test func noFileOfTheCommandLineDecidesWhatALinkedAccountIsTold() throws {
        #expect(try Self.places(naming: Self.tellingTheAccount, outside: []) == [])
    }

    /// The lines of the command line's files (but those under or named `outside`) that name one
    /// of `names`, outside comments.
    private static func places(naming names: [String], outside: [String]) throws -> [String] {
        try CommandLineCode.places(outside: outside) { code in names.contains(where: code.contains) }
    }
}
