import Foundation

/// The streaming services a person watches on, by the names TMDB gives them (any case): what
/// `discover` filters by when not told otherwise, and what `show` lists first. ``any`` names
/// none: every service will do.
public struct StreamingServices: Sendable, Hashable, CustomStringConvertible {
    /// The word that stands for every service, so that a default can be set aside: `any`.
    public static let anyWord = "any"
    /// No service in particular.
    public static let any = StreamingServices(names: [])
    /// How names are written, for a refusal.
    public static let example = "netflix,mubi"

    /// The names, trimmed, in the order given; empty for ``any``.
    public let names: [String]

    private init(names: [String]) {
        self.names = names
    }

    /// The services `texts` name: each text is names separated by commas, or `any` alone.
    /// - Throws: ``SettingValueError`` when a name is empty or holds a line break or another
    ///   control character, or `any` comes with names.
    public init(reading texts: [String]) throws(SettingValueError) {
        let names = texts.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let given = texts.joined(separator: ",")
        guard !names.isEmpty, !names.contains(where: \.isEmpty) else {
            throw SettingValueError(
                reason: "needs a name (several separated by commas), like \(Self.example), got \"\(given)\"")
        }
        guard
            !given.contains(where: {
                $0.isNewline || $0.unicodeScalars.contains(where: \.isControlCharacter)
            })
        else {
            throw SettingValueError(reason: "takes names without line breaks or control characters")
        }
        let anyWords = names.filter { $0.lowercased() == Self.anyWord }
        guard anyWords.isEmpty else {
            guard names.count == 1 else {
                throw SettingValueError(
                    reason: "takes \(Self.anyWord) (every service) alone or names of services, got \"\(given)\"")
            }
            self = .any
            return
        }
        self.names = names
    }

    /// The services `text` names: names separated by commas, or `any`.
    /// - Throws: ``SettingValueError`` as ``init(reading:)-(\[String\])`` does.
    public init(reading text: String) throws(SettingValueError) {
        try self.init(reading: [text])
    }

    /// Whether every service will do.
    public var isAny: Bool { names.isEmpty }

    /// Whether `provider` is one of them, its name compared ignoring case and accents
    /// (``TitleMatch/folded(_:)``), as `discover` matches names.
    public func contains(_ provider: String) -> Bool {
        let wanted = TitleMatch.folded(provider)
        return names.contains { TitleMatch.folded($0) == wanted }
    }

    /// `providers` with these services first, each kept in the order given, and whether each
    /// is one of these.
    public func listingFirst(_ providers: [String]) -> [(name: String, isYours: Bool)] {
        let marked = providers.map { (name: $0, isYours: contains($0)) }
        return marked.filter(\.isYours) + marked.filter { !$0.isYours }
    }

    /// As the config file writes it and `movies config` shows it: `netflix, mubi`, or `any`.
    public var description: String {
        isAny ? Self.anyWord : names.joined(separator: ", ")
    }
}
