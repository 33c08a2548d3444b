import ArgumentParser
import MovieKit

/// A rating as typed (``TypedRating``), as every import reads its numbers: 0.5 to 10 in halves,
/// as TMDB takes them (`8.5`, `8.5/10`), or stars, 0.5 to 5 in halves (`4.5/5`, `--stars 4.5`).
enum RatingArgument {
    /// The rating written `text`, given with `option` (else as `rate`'s last word).
    /// - Throws: `ValidationError`: `--rating takes 0.5 to 10 in halves, like 7 or 8.5 (got 11)`.
    static func rating(_ text: String, option: String? = nil) throws(ValidationError) -> TypedRating {
        do {
            return try TypedRating(typed: text)
        } catch {
            throw ValidationError(
                "\(option ?? "the rating") takes 0.5 to 10 in halves, like 7 or 8.5 (got \(error.given))"
            )
        }
    }

    /// The rating `--stars` gives.
    /// - Throws: `ValidationError`: `--stars takes 0.5 to 5 in halves, like 4 or 3.5 (got 6)`.
    static func stars(_ text: String) throws(ValidationError) -> TypedRating {
        do {
            return try TypedRating(stars: text)
        } catch {
            throw ValidationError("--stars takes 0.5 to 5 in halves, like 4 or 3.5 (got \(error.given))")
        }
    }

    /// The rating `--rating` or `--stars` gives, at most one of them.
    /// - Throws: `ValidationError` for both, or either not a rating.
    static func given(rating: String?, stars: String?) throws(ValidationError) -> TypedRating? {
        if rating != nil && stars != nil { throw ValidationError("give --rating or --stars, not both") }
        if let stars { return try Self.stars(stars) }
        return try rating.map { text throws(ValidationError) in try Self.rating(text, option: "--rating") }
    }

    /// The line that says how a rating typed was read, when a person may want told: `4.5/5` as
    /// stars; a bare 4 for a film rated 8 before, read out of ten with no one to ask.
    static func note(_ reading: RatingReading?, typed: TypedRating?) -> String? {
        guard let reading, let typed else { return nil }
        switch reading {
        case .starsWritten(let text):
            return "read \(text) as \(text.dropLast(2)) stars: \(typed.rating)/10"
        case .readOutOfTen(let previous, let stars):
            return "read \(typed.text) as \(typed.rating)/10 (you rated the film \(previous)/10 before); "
                + "for \(typed.text) stars give --stars \(typed.text) (\(stars)/10)"
        case .chosenStars:
            return nil
        }
    }
}

/// `--stars N`: a rating on Letterboxd's scale, five stars in halves (4.5 is 9/10).
struct StarsOption: ParsableArguments {
    @Option(help: ArgumentHelp("Your rating in stars, 0.5 to 5 in halves (4.5 is 9/10).", valueName: "n"))
    var stars: String?
}
