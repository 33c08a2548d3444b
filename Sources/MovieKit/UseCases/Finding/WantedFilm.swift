/// A film as a person names it: the source's id of it, IMDb's id of it, or its title (with the
/// year it came out, when given). What ``FilmFinder`` looks for.
public enum WantedFilm: Sendable, Hashable {
    /// The source's id (a positive number, as the lists and searches show it).
    case id(Int)
    /// IMDb's id of the film (`tt0083658`), which every source that knows IMDb's ids finds.
    case imdbID(String)
    /// A title, and the year when it narrows it.
    case title(MovieSearch)

    /// The film `text` names, its surrounding white space set aside: a number (digits, with a
    /// sign or not) is an id, `tt` and digits IMDb's id, anything else a title, of `year` when
    /// given. A title made only of digits is found by its id in a search first.
    /// - Throws: ``Refusal/notAFilmID(_:)`` for a number that is not a positive id (`0`, `-5`,
    ///   one past what an id holds); ``Refusal/notASearch(_:)`` for a blank text or one longer
    ///   than a search takes.
    public init(typed text: String, year: Int? = nil) throws(Refusal) {
        // Trimmed by the standard library's white space, as MovieSearch trims: Foundation's
        // CharacterSet costs a cached `show` a million instructions on its first use.
        var trimmed = Substring(text)
        while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
        while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
        let typed = String(trimmed)
        if Self.isNumber(typed) {
            guard let number = Int(typed), let id = try? LibraryValue.filmID(number) else {
                throw .notAFilmID(LibraryValueError(.filmID, given: typed))
            }
            self = .id(id)
            return
        }
        if IMDbID.titleNumber(typed) != nil {
            self = .imdbID(typed)
            return
        }
        do {
            self = .title(try MovieSearch(typed, year: year))
        } catch {
            throw .notASearch(error)
        }
    }

    /// Why what was typed names no film.
    public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// A number that is not a film's id: the value as typed, and why.
        case notAFilmID(LibraryValueError)
        /// A text that cannot be searched for.
        case notASearch(MovieSearch.Refusal)

        public var description: String {
            switch self {
            case .notAFilmID(let error): error.description
            case .notASearch(let refusal): "\(refusal): give a film's id or its title"
            }
        }
    }

    /// Whether `text` is ASCII digits, after a sign or not.
    private static func isNumber(_ text: String) -> Bool {
        var digits = Substring(text).utf8
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { digits.removeFirst() }
        return !digits.isEmpty && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
