import Foundation

extension TMDBMovieService: PosterFetching {
    /// TMDB's films have posters on its image host.
    public var posters: (any PosterFetching)? { self }

    /// TMDB's `configuration`: the image host's base URL (the secure one when given) and the
    /// poster sizes.
    public func imageConfiguration(
        unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<ImageConfiguration> {
        let endpoint = TMDBEndpoint.configuration
        return try await client.revalidation(of: endpoint, unlessMatching: validators, now: now) {
            body throws(MovieServiceError) -> ImageConfiguration in
            let images = try decode(TMDBImageConfiguration.self, from: body, asking: endpoint).images
            guard let base = images.secureBaseURL ?? images.baseURL, let baseURL = URL(string: base),
                ["http", "https"].contains(baseURL.scheme?.lowercased() ?? "")
            else {
                throw .badData(path: "images.secure_base_url", reason: "expected an http or https URL")
            }
            return ImageConfiguration(baseURL: baseURL, posterSizes: images.posterSizes)
        }
    }

    /// The poster from the image host, through the same client rebased on it: the same retries,
    /// rate limit and deadline, and no credential (it signs only TMDB's own origin).
    public func poster(
        at path: String, size: String, configuration: ImageConfiguration
    ) async throws(MovieServiceError) -> Poster {
        let endpoint = TMDBEndpoint.poster(at: path, size: size, of: path)
        let jpeg = try await client.rebased(on: configuration.baseURL).body(of: endpoint)
        guard Poster.isWholeJPEG(jpeg) else {
            throw .badData(path: "", reason: "the poster \(path) (\(size)) is not a whole JPEG file")
        }
        return Poster(path: path, size: size, jpeg: jpeg)
    }
}

/// TMDB's `configuration`, as far as posters need it.
struct TMDBImageConfiguration: Decodable {
    struct Images: Decodable {
        var baseURL: String?
        var secureBaseURL: String?
        var posterSizes: [String]

        enum CodingKeys: String, CodingKey {
            case baseURL = "base_url"
            case secureBaseURL = "secure_base_url"
            case posterSizes = "poster_sizes"
        }
    }

    var images: Images
}
