import Foundation
import MovieKit

/// Asks on the terminal whether a bare rating of 5 or below, for a film rated 7 or more before,
/// was meant out of ten or in stars: a numbered question on stderr, Enter for out of ten (as
/// typed), `2` for stars, `q` (or the input ending) for neither. It asks only when stdin and
/// stderr are both terminals; else no one is asked and the rating is read out of ten.
struct TerminalRatingScaleChooser: RatingScaleChooser {
    let console: Console
    /// Whether a person can be asked: stdin and stderr are terminals.
    let asks: Bool
    /// Reads the answer, a line; `nil` when the input ended.
    let readAnswer: @Sendable () -> String?

    init(console: Console, readAnswer: @escaping @Sendable () -> String? = { readLine() }) {
        self.console = console
        asks = console.isErrorTerminal && isatty(STDIN_FILENO) == 1
        self.readAnswer = readAnswer
    }

    func scale(of typed: TypedRating, for film: LibraryFilm, previous: YourRating) async -> RatingScaleChoice {
        guard asks, let stars = typed.asStars else { return .notAsked }
        var question =
            "You rated \(TerminalText.safe(LibraryFilmText.named(film))) \(previous)/10 before. By \(typed.text) you mean:\n"
            + "  1  \(typed.rating)/10\n  2  \(typed.text) stars, \(stars)/10\n"
        while true {
            console.prompt(question + "Which one? [1-2, Enter for 1, q to cancel] ")
            guard let line = readAnswer() else {
                console.prompt("\n")
                return .cancelled
            }
            switch TerminalFilmChooser.choice(line, of: 2) {
            case .chosen(0): return .outOfTen
            case .chosen: return .stars
            case .cancelled: return .cancelled
            case .best, .none: question = "Give 1 (out of ten) or 2 (stars), or q.\n"
            }
        }
    }
}
