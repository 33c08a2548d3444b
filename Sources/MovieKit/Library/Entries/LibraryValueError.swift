/// Why a value is not one your library holds (``LibraryValue``): what it should be, and the value
/// as given, cut to what a message shows (``EchoedText``).
///
/// The description reads after the value's name: a command puts the option before it
/// (`--on 2999-01-01 is in the future`), an import the field
/// (`ratings.csv:2: the Rating "0x4" is not a rating in stars: 0.5 to 5 in halves`).
public struct LibraryValueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the value should have been.
    public enum Kind: Sendable, Equatable {
        case filmID
        case filmYear(ClosedRange<Int>)
        case dayFormat
        case dayInTheFuture
        case dayBeforeFilms
        case changeTimeFormat
        case viewingID
        case rating
        case stars
        /// Any whole number (a JSON number with a fraction, or past what a whole number holds).
        case wholeNumber
        /// A film's title, of at most this many characters.
        case title(longest: Int)
    }

    public var kind: Kind
    /// The value as given, cut to ``EchoedText/limit`` characters.
    public var given: String

    public init(_ kind: Kind, given: String) {
        self.kind = kind
        self.given = EchoedText.cut(given)
    }

    /// The value, then what is wrong with it: `-5 is not a film's id: a whole number from 1`.
    public var description: String { "\(given) \(problem)" }

    /// The value quoted, as a file's text is shown, after `subject` when given:
    /// `the Date "2999-01-01" is in the future`.
    public func quoted(as subject: String? = nil) -> String {
        (subject.map { "\($0) " } ?? "") + "\"\(given)\" \(problem)"
    }

    /// What is wrong with the value, after it: `is in the future`.
    public var problem: String {
        switch kind {
        case .filmID: "is not a film's id: a whole number from 1"
        case .filmYear(let years): "is not a year from \(years.lowerBound) to \(years.upperBound)"
        case .dayFormat: "is not a day written yyyy-MM-dd"
        case .dayInTheFuture: "is in the future"
        case .dayBeforeFilms: "is before there were films"
        case .changeTimeFormat: "is not a moment written yyyy-MM-ddTHH:mm:ss.sssZ"
        case .viewingID: "is not a viewing's id (a UUID)"
        case .rating: "is not a rating: 0.5 to 10 in halves"
        case .stars: "is not a rating in stars: 0.5 to 5 in halves"
        case .wholeNumber: "is not a whole number"
        case .title(let longest): "is longer than any film's title (\(longest) characters)"
        }
    }
}
