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

    @Test(arguments: [nil, "/srv/elsewhere"])
    func takesTheUsersEntryInPasswdFirstAsFoundationDoes(home: String?) {
        #expect(HomeFolder.path(home: home, passwd: Self.passwd.utf8, userID: 1000) == "/home/ada")
        #expect(HomeFolder.path(home: home, passwd: Self.passwd.utf8, userID: 0) == "/root")
    }

    @Test(arguments: [4242, 1001] as [UInt32])
    func takesHomeForAnUnknownUserOrARelativeEntry(userID: UInt32) {
        #expect(HomeFolder.path(home: "/srv/me", passwd: Self.passwd.utf8, userID: userID) == "/srv/me")
    }

    @Test(arguments: [nil, ""])
    func fallsBackToThePlaceholderWithNeither(home: String?) {
        #expect(HomeFolder.path(home: home, passwd: Self.passwd.utf8, userID: 4242) == HomeFolder.placeholder)
    }

    @Test func namesTheCacheOptionsWhenAFailureNamesAFileInTheUnknownHome() {
        let message =
            "cannot open the cache at \(HomeFolder.placeholder)/.cache/movies/movies.sqlite: cannot create its folder"
        let explained = HomeFolder.explaining(message)
        #expect(explained.hasPrefix(message + "; "))
        #expect(explained.hasSuffix("name the cache with --cache PATH or MOVIES_CACHE"))
        #expect(!explained.contains("\n"))
        #expect(
            HomeFolder.explaining("cannot open the cache at /srv/movies.sqlite: no room")
                == "cannot open the cache at /srv/movies.sqlite: no room")
    }
}
