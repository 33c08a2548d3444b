import Foundation
import Logging

/// Signs requests to TMDB's origin with the credential, and only those: a read access token as
/// `Authorization: Bearer …`, a v3 key as the `api_key` query item. A request to any other origin
/// (after a redirect, say) goes with neither, even an `api_key` a redirect copied into its URL.
///
/// With no credential, every request fails before it is sent with
/// ``MovieServiceError/credentialMissing(_:)``, whose text says how to give one.
public struct TMDBCredentialAdapter: RequestAdapter {
    /// The only origin the credential goes to.
    public let origin: APIOrigin
    private let credential: TMDBCredential?
    private let logger: Logger
    private let plainHTTPWarning = OnceFlag()

    public init(credential: TMDBCredential?, origin: APIOrigin, logger: Logger = Logger(label: "movies.auth")) {
        self.credential = credential
        self.origin = origin
        self.logger = logger
    }

    /// What a person is told when there is no credential: one line naming both variables,
    /// `movies login tmdb` and where a key is made.
    public static let missingCredentialMessage =
        "TMDB needs a credential: set \(TMDBCredential.tokenVariable) (the API Read Access Token) or "
        + "\(TMDBCredential.keyVariable) (the v3 API key), or run `movies login tmdb`; get one at \(TMDBCredential.settingsPage)"

    public func adapt(_ request: HTTPRequest) async throws(MovieServiceError) -> HTTPRequest {
        guard let credential else {
            throw .credentialMissing(Self.missingCredentialMessage)
        }
        var request = Self.unsigned(request)
        guard APIOrigin(request.url) == origin else { return request }
        warnOnceIfInTheClear()
        switch credential {
        case .readAccessToken(let token):
            request.headers["Authorization"] = "Bearer \(token)"
        case .apiKey(let key):
            if var components = URLComponents(url: request.url, resolvingAgainstBaseURL: true) {
                // Appended to the query as sent: its other items stay encoded exactly as they were.
                components.percentEncodedQueryItems =
                    (components.percentEncodedQueryItems ?? [])
                    + [URLQueryItem(name: "api_key", value: APIEndpoint.percentEncoded(key))]
                request.url = components.url ?? request.url
            }
        }
        return request
    }

    /// `request` without any credential: no `Authorization` header, no secret query item.
    static func unsigned(_ request: HTTPRequest) -> HTTPRequest {
        var request = request
        request.headers["Authorization"] = nil
        if var components = URLComponents(url: request.url, resolvingAgainstBaseURL: true),
            let items = components.percentEncodedQueryItems, items.contains(where: { Redaction.isSecret($0.name) })
        {
            let kept = items.filter { !Redaction.isSecret($0.name) }
            components.percentEncodedQueryItems = kept.isEmpty ? nil : kept
            request.url = components.url ?? request.url
        }
        return request
    }

    private func warnOnceIfInTheClear() {
        guard origin.scheme == "http", !origin.isLoopback else { return }
        if plainHTTPWarning.isFirstTime() {
            logger.warning(
                "sending the TMDB credential over plain http to \(origin.host); anyone on the network can read it (use https)"
            )
        }
    }
}
