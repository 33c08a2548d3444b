import Foundation
import GRDB
import Testing

@testable import MovieKit

/// What SQLite calls a mere "disk I/O error" or "unable to open database file" is named by the
/// system's error when there is one: a full disk, a used-up quota, a read-only file system.
@Suite struct LibraryErrorTests {
    static let path = "/films/library.sqlite"

    /// SQLite's I/O errors of a write: of the log or the file, of growing its index, of syncing.
    static let writeFailures: [ResultCode] = [.SQLITE_IOERR_WRITE, .SQLITE_IOERR_SHMSIZE, .SQLITE_IOERR_FSYNC]

    @Test(arguments: [ENOSPC, EDQUOT])
    func anIOErrorOfAFullDiskOrQuotaSaysTheDiskIsFull(systemError: Int32) {
        for code in Self.writeFailures {
            let error = DatabaseError(resultCode: code, message: "disk I/O error")
            #expect(LibraryError(error, path: Self.path, systemError: systemError) == .full(path: Self.path))
        }
    }

    @Test(arguments: [ResultCode.SQLITE_IOERR_WRITE, .SQLITE_CANTOPEN])
    func aFailureOfAReadOnlyFileSystemSaysTheLibraryIsReadOnly(code: ResultCode) {
        let error = DatabaseError(resultCode: code, message: "unable to open database file")
        #expect(LibraryError(error, path: Self.path, systemError: EROFS) == .readOnly(path: Self.path))
    }

    @Test func anIOErrorOfAnotherCauseSaysTheSystemsWords() {
        let error = DatabaseError(resultCode: .SQLITE_IOERR_WRITE, message: "disk I/O error")
        #expect(
            LibraryError(error, path: Self.path, systemError: EFBIG)
                == .failed(path: Self.path, reason: "disk I/O error (File too large)"))
    }

    @Test func sqlitesOwnFullDiskAndDamageAreNamedAsTheyAre() {
        #expect(
            LibraryError(DatabaseError(resultCode: .SQLITE_FULL), path: Self.path, systemError: EFBIG)
                == .full(path: Self.path))
        #expect(
            LibraryError(DatabaseError(resultCode: .SQLITE_CORRUPT, message: "malformed"), path: Self.path)
                == .damaged(path: Self.path, reason: "malformed"))
    }
}
