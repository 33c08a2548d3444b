/// A cast member as TMDB's credits give one: the name, the billing position (`order`, 0 first)
/// and the part played.
public struct TMDBCastMember: Actor, Codable, Hashable {
    public var name: String
    /// The billing position, 0 first; `nil` when TMDB gives none (billed after those it orders).
    public var order: Int?
    /// The part played, when TMDB knows it.
    public var character: String?

    public init(name: String, order: Int? = nil, character: String? = nil) {
        self.name = name
        self.order = order
        self.character = character
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeTMDBTitle(forKey: .name)
        order = try container.decodeIfPresent(Int.self, forKey: .order)
        character = try container.decodeTMDBText(forKey: .character)
    }
}
