/// Whether the services a person names are ones a source knows in a region, as `movies config
/// set services` checks them before keeping them
/// (``CachingMovieService/check(_:in:)``).
public enum StreamingServicesCheck: Sendable, Equatable {
    /// Every name is a known service's (any case and accents), or the services are `any`.
    case known
    /// `name` is none of the known services'; `closest` are those it may mean (``ClosestNames``).
    case unknown(String, region: String, closest: [String])
    /// No service is known in the region to check the names against.
    case nothingKnown([String], region: String)

    /// `services` checked against the names of `known`, the services of `region`.
    public init(_ services: StreamingServices, among known: [String], region: String) {
        guard !services.isAny else {
            self = .known
            return
        }
        guard !known.isEmpty else {
            self = .nothingKnown(services.names, region: region)
            return
        }
        let folded = Set(known.map(TitleMatch.folded))
        guard let unknown = services.names.first(where: { !folded.contains(TitleMatch.folded($0)) }) else {
            self = .known
            return
        }
        self = .unknown(unknown, region: region, closest: ClosestNames(to: unknown).among(known))
    }

    /// Why the names are refused, or why they could not be checked, for a person: `nil` when
    /// they are known.
    public var description: String? {
        switch self {
        case .known:
            nil
        case .unknown(let name, let region, let closest):
            "no service is called \"\(name)\" in \(region)"
                + (ClosestNames.question(offering: closest).map { "; \($0)" } ?? "")
        case .nothingKnown(let names, let region):
            "kept \(WordList.joined(names.map { "\"\($0)\"" })) unchecked: no service in \(region) is known to "
                + "check against (no answer from the source, none cached)"
        }
    }
}
