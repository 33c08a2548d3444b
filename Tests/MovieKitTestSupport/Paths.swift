import Foundation

/// The package's root folder, found from this file's place in it.
public let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The repository's `api-fixtures/` folder.
public let apiFixturesFolder = packageRoot.appendingPathComponent("api-fixtures", isDirectory: true)

/// A new empty folder under the system's temporary folder, removed after `body`.
@discardableResult
public func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async rethrows -> T {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("movies-tests-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}
