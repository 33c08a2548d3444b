/// A person in a movie's cast.
///
/// Inside `MovieKit` this name shadows the standard library's `Actor` protocol; write
/// `_Concurrency.Actor` on the rare occasion the concurrency protocol is meant.
public protocol Actor: Sendable {
    /// The actor's name as the API spells it.
    var name: String { get }
    /// The source's id of the person, when it has one (TMDB's): the same person in two films
    /// has the same id.
    var personID: Int? { get }
    /// The part played, when the source says.
    var character: String? { get }
}

extension Actor {
    public var personID: Int? { nil }
    public var character: String? { nil }
}
