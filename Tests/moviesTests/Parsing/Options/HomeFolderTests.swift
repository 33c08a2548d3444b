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

    @Test(arguments: [1000, 0, 65534, 4242] as [UInt32])
    func takesHomeFirstAsEveryXDGProgramDoes(userID: UInt32) {
        #expect(HomeFolder.path(home: "/srv/elsewhere", passwd: Self.passwd.utf8, userID: userID) == "/srv/elsewhere")
    }

    @Test(arguments: [nil, ""])
    func takesTheUsersEntryInPasswdWhenHomeIsUnsetOrEmpty(home: String?) {
        #expect(HomeFolder.path(home: home, passwd: Self.passwd.utf8, userID: 1000) == "/home/ada")
        #expect(HomeFolder.path(home: home, passwd: Self.passwd.utf8, userID: 0) == "/root")
        #expect(HomeFolder.path(home: home, passwd: Self.passwd.utf8, userID: 65534) == "/nonexistent")
    }

    @Test(arguments: [nil, ""])
    func fallsBackToThePlaceholderWithNeither(home: String?) {
        #expect(HomeFolder.path(home: home, passwd: Self.passwd.utf8, userID: 4242) == HomeFolder.placeholder)
        #expect(HomeFolder.path(home: home, passwd: Self.passwd.utf8, userID: 1001) == HomeFolder.placeholder)
    }

    @Test(arguments: [(nil, "$HOME is unset"), ("", "$HOME is empty")] as [(String?, String)])
    func namesTheCacheOptionsWhenAFailureNamesAFileInTheUnknownHome(home: String?, said: String) {
        let message =
            "cannot open the cache at \(HomeFolder.placeholder)/.cache/movies/movies.sqlite: cannot create its folder"
        #expect(
            HomeFolder.explaining(message, home: home)
                == message
                + "; \(said) and /etc/passwd gives this user no home folder; set HOME, or name the cache with --cache PATH or MOVIES_CACHE"
        )
        #expect(
            HomeFolder.explaining("cannot open the cache at /srv/movies.sqlite: no room", home: home)
                == "cannot open the cache at /srv/movies.sqlite: no room")
    }

    @Test func addsNothingWhenHomeNamesTheFolderAtFault() {
        let message = "cannot open the cache at /nonexistent/.cache/movies/movies.sqlite: cannot create its folder"
        #expect(HomeFolder.explaining(message, home: "/nonexistent") == message)
    }
}
