import MovieKit

/// What an import of a media server's plays says it did (`movies import jellyfin`): with
/// `--dry-run` each film first; then the summary line, the films left out, and a warning when
/// the source could not be asked.
struct ServerPlaysImportText {
    let summary: ServerPlaysImportSummary
    let dryRun: Bool
    /// The source films were matched in.
    let source: MovieSource

    /// Prints it on `console`: the lines on stdout, the films left out as a note, the source's
    /// failure as a warning.
    func print(on console: Console) {
        if dryRun {
            for addition in summary.additions {
                let title = MediaServerWiring.shown(
                    addition.film.displayTitle + (addition.film.year.map { " (\($0))" } ?? ""))
                let viewings = addition.viewings == 1 ? "1 viewing" : "\(addition.viewings) viewings"
                console.print(
                    "would add \(viewings) of \(title)" + (addition.day.map { ", on \(APIDate.format($0))" } ?? ""))
            }
        }
        let viewings = summary.added == 1 ? "1 viewing" : "\(summary.added) viewings"
        let films = summary.filmsAdded == 1 ? "1 film" : "\(summary.filmsAdded) films"
        console.print(
            "\(viewings) of \(films) \(dryRun ? "would be added" : "added"), \(summary.alreadyThere) already there, "
                + "\(summary.unmatched.count) unmatched" + (dryRun ? "; nothing was changed (--dry-run)" : ""))
        if !summary.unmatched.isEmpty {
            console.note(
                "left out, matched by no source: "
                    + summary.unmatched.map(MediaServerWiring.shown).joined(separator: "; "))
        }
        if let failure = summary.failure {
            console.warning(
                "could not ask \(source.described.name) (\(failure)): the films it could not match are left out; import again online to add them"
            )
        }
    }
}
