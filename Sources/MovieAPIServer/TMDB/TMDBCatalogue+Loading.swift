import Foundation

extension TMDBCatalogue {
    /// Loads the films under `folder/movie/`, one `<id>.json` file each, written as TMDB answers
    /// `movie/{id}?append_to_response=credits` (the layout of `api-fixtures/tmdb/`), and their
    /// translations under `folder/translations/`, one `<language>.json` file each, and their
    /// posters under `folder/posters/{size}/`, if any.
    /// - Throws: ``TMDBCatalogueError`` when the folder is missing or holds no films, or a file
    ///   cannot be read as a film whose id is its name, or as translations.
    public init(contentsOf folder: URL) throws(TMDBCatalogueError) {
        let movieFolder = folder.standardizedFileURL.appendingPathComponent("movie", isDirectory: true)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: movieFolder.path)
        } catch {
            throw .notAFolder(movieFolder.path)
        }
        var movies: [TMDBWire.MovieDetails] = []
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            movies.append(try Self.movie(at: movieFolder.appendingPathComponent(name)))
        }
        guard !movies.isEmpty else { throw .empty(movieFolder.path) }
        let translations = try TMDBTranslations(
            contentsOf: folder.standardizedFileURL.appendingPathComponent("translations", isDirectory: true))
        let posters = try TMDBPosterFiles(
            contentsOf: folder.standardizedFileURL.appendingPathComponent("posters", isDirectory: true))
        self.init(movies: movies, translations: translations, posters: posters)
    }

    private static func movie(at file: URL) throws(TMDBCatalogueError) -> TMDBWire.MovieDetails {
        let movie: TMDBWire.MovieDetails
        do {
            movie = try JSONDecoder().decode(TMDBWire.MovieDetails.self, from: Data(contentsOf: file))
        } catch {
            throw .unreadable(path: file.path, reason: String(describing: error))
        }
        guard file.deletingPathExtension().lastPathComponent == String(movie.id) else {
            throw .misnamed(path: file.path, id: movie.id)
        }
        return movie
    }
}

/// Why a TMDB catalogue folder could not be loaded.
public enum TMDBCatalogueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no such folder (the path of the `movie/` folder looked for).
    case notAFolder(String)
    /// The `movie/` folder holds no `.json` files.
    case empty(String)
    /// A file is not a film's details in TMDB's shape.
    case unreadable(path: String, reason: String)
    /// A file's name is not its film's id.
    case misnamed(path: String, id: Int)
    /// A file under `translations/` is not a JSON object of film ids to a title and an overview
    /// (or the folder cannot be listed).
    case unreadableTranslations(path: String, reason: String)

    public var description: String {
        switch self {
        case .notAFolder(let path): "no TMDB fixtures folder at \(path)"
        case .empty(let path): "the TMDB fixtures folder \(path) holds no .json files"
        case .unreadable(let path, let reason): "\(path) is not a TMDB movie: \(reason)"
        case .misnamed(let path, let id): "\(path) holds movie \(id); name it \(id).json"
        case .unreadableTranslations(let path, let reason): "\(path) is not a TMDB translations file: \(reason)"
        }
    }
}
