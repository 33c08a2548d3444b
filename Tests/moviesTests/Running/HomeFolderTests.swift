import Foundation
import MovieKit
import Testing

@testable import movies

struct HomeFolderTests {
    static let passwd = """
        root:x:0:0:root:/root:/bin/bash
        nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin
        broken line
        ada:x:1000:1000:Ada,,,:/home/ada:/bin/bash
        relative:x:1001:1001::home/relative:/bin/sh
        """

    @Test func takesHomeFromTheEnvironmentFirst() {
        #expect(HomeFolder.path(environment: ["HOME": "/srv/me"], passwd: Self.passwd, userID: 1000) == "/srv/me")
    }

    @Test(arguments: [[String: String](), ["HOME": ""]])
    func readsTheUsersEntryInPasswdWhenHomeIsUnsetOrEmpty(environment: [String: String]) {
        #expect(HomeFolder.path(environment: environment, passwd: Self.passwd, userID: 1000) == "/home/ada")
        #expect(HomeFolder.path(environment: environment, passwd: Self.passwd, userID: 0) == "/root")
    }

    @Test(arguments: [4242, 1001] as [UInt32])
    func fallsBackToThePlaceholderForAnUnknownUserOrARelativeHome(userID: UInt32) {
        #expect(HomeFolder.path(environment: [:], passwd: Self.passwd, userID: userID) == HomeFolder.placeholder)
    }

    @Test func namesTheCacheOptionsWhenTheDefaultCacheLiesInTheUnknownHome() {
        let failure = CommandFailure(CacheError.cannotOpen(
            path: HomeFolder.placeholder + "/.cache/movies/movies.sqlite", reason: "cannot create its folder"))
        #expect(failure.status == .cacheFailure)
        #expect(failure.message.contains("--cache PATH or MOVIES_CACHE"))
        #expect(!failure.message.contains("\n"))
        let elsewhere = CommandFailure(CacheError.cannotOpen(path: "/srv/movies.sqlite", reason: "no room"))
        #expect(!elsewhere.message.contains("MOVIES_CACHE"))
    }
}
