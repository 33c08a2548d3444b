/// A cast member as TMDB's credits give one: the person's id and name, the billing position
/// (`order`, 0 first) and the part played.
public struct TMDBCastMember: Actor, Codable, Hashable {
    /// TMDB's id of the person; `nil` when not given.
    public var personID: Int?
    public var name: String
    /// The billing position, 0 first; `nil` when TMDB gives none (billed after those it orders).
    public var order: Int?
    /// The part played, when TMDB knows it.
    public var character: String?

    enum CodingKeys: String, CodingKey {
        case personID = "id"
        case name, order, character
    }

    public init(name: String, personID: Int? = nil, order: Int? = nil, character: String? = nil) {
        self.personID = personID
        self.name = name
        self.order = order
        self.character = character
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        personID = try container.decodeIfPresent(Int.self, forKey: .personID)
        name = try container.decodeTMDBTitle(forKey: .name)
        order = try container.decodeIfPresent(Int.self, forKey: .order)
        character = try container.decodeTMDBText(forKey: .character)
    }
}
