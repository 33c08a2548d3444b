import MovieKit

extension FindingNotes {
    /// The failure `error` makes of a command that changes your library, once what the finding
    /// noted is said; with `offline`, a title not found says to give the film's id or go online.
    func failure(_ error: LibraryEditError, offline: Bool) -> CommandFailure {
        if let found = error.found { say(found) }
        switch error.reason {
        case .finding(let failure): return self.failure(failure, offline: offline, yourLibrary: true)
        case .library(let failure): return CommandFailure(failure)
        case .noLibrary: return CommandFailure("your watchlist is empty", status: .notFound)
        case .notOnWatchlist(let wanted):
            return CommandFailure(
                "\(wanted.wording) is not on your watchlist (movies watchlist lists it)", status: .notFound)
        case .severalOnWatchlist(let search, let films):
            return CommandFailure(
                "\(films.count) films are titled \"\(search.text)\": give the id of one of "
                    + films.map(LibraryFilmText.named).joined(separator: ", "), status: .usage)
        case .notInDiary(let wanted):
            return CommandFailure("\(wanted.wording) is not in your diary (movies diary lists it)", status: .notFound)
        case .severalInDiary(let search, let films):
            return CommandFailure(
                "\(films.count) films in your diary are titled \"\(search.text)\": give the id of one of "
                    + films.map(LibraryFilmText.named).joined(separator: ", "), status: .usage)
        case .severalViewings(let film, let days):
            return CommandFailure(
                "\(LibraryFilmText.named(film)) was watched \(days.count) times, \(Self.listed(days)): "
                    + "say which with --date DAY", status: .usage)
        case .noViewingOn(let film, let day, let days):
            return CommandFailure(
                "\(LibraryFilmText.named(film)) has no viewing \(Self.listed([day])) in your diary"
                    + (days.isEmpty ? "" : "; it has one \(Self.listed(days))"), status: .notFound)
        case .ratingScaleNotChosen:
            return CommandFailure(error.reason.description, status: .cancelled)
        }
    }

    /// Days of viewings as a line says them: "on 2024-12-24 and 2023-02-10", "without a day (--date seen)".
    private static func listed(_ days: [ViewingDay]) -> String {
        let words = days.map { day in
            switch day {
            case .on(let date): "on \(APIDate.format(date))"
            case .undated: "without a day (--date seen)"
            }
        }
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + last
    }
}
