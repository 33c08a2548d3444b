import Foundation

extension TMDBTranslations {
    /// Loads every `<language>.json` file in `folder` (`translations/` of `api-fixtures/tmdb/`),
    /// each a JSON object of film ids to a title and an overview:
    /// `{"100001": {"title": "Die Papierlaterne", "overview": "…"}}`. No folder, no translations.
    /// - Throws: ``TMDBCatalogueError/unreadableTranslations(path:reason:)`` naming the first file
    ///   that cannot be read so, or the folder when it cannot be listed.
    public init(contentsOf folder: URL) throws(TMDBCatalogueError) {
        let folder = folder.standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            self.init()
            return
        }
        guard isFolder.boolValue, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw .unreadableTranslations(path: folder.path, reason: "not a folder that can be listed")
        }
        var films: [String: [Int: TMDBTranslation]] = [:]
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let file = folder.appendingPathComponent(name)
            films[file.deletingPathExtension().lastPathComponent] = try Self.films(at: file)
        }
        self.init(films)
    }

    private static func films(at file: URL) throws(TMDBCatalogueError) -> [Int: TMDBTranslation] {
        let byKey: [String: TMDBTranslation]
        do {
            byKey = try JSONDecoder().decode([String: TMDBTranslation].self, from: Data(contentsOf: file))
        } catch {
            throw .unreadableTranslations(path: file.path, reason: String(describing: error))
        }
        var films: [Int: TMDBTranslation] = [:]
        for (key, translation) in byKey {
            guard let id = Int(key) else {
                throw .unreadableTranslations(path: file.path, reason: "\"\(key)\" is not a film id")
            }
            films[id] = translation
        }
        return films
    }
}
