/// A person in a movie's cast.
///
/// Inside `MovieKit` this name shadows the standard library's `Actor` protocol; write
/// `_Concurrency.Actor` on the rare occasion the concurrency protocol is meant.
public protocol Actor: Sendable {
    /// The actor's name as the API spells it.
    var name: String { get }
}
