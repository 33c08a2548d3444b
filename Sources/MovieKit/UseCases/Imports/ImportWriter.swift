/// Writes an import's entries film by film as their films are matched: the entries of the films
/// matched are held until ``entriesPerTransaction`` are, then written in one transaction, and
/// counted in the summary.
struct ImportWriter {
    /// How many entries a transaction writes: each commit waits for the disk, and a kill leaves
    /// whole transactions, so whole entries, either way.
    static let entriesPerTransaction = 100

    let library: FilmLibrary
    let batch: ImportBatch
    let plan: ImportPlan
    /// The source a film no source matched is kept in.
    let source: MovieSource
    private(set) var summary: ImportSummary
    /// The films kept unmatched.
    private var unmatched: Set<ImportedFilm> = []
    /// The films whose entries are held, each with the film it is written as; those before
    /// `next` are written, and `firstWritten` of the entries of the one at `next`.
    private var held: [(imported: ImportedFilm, film: LibraryFilm, namedBySource: Bool)] = []
    private var next = 0
    private var firstWritten = 0
    private var heldEntries = 0
    /// What the import's transactions have read of the library's viewings.
    private var viewings = ImportedViewings()

    init(library: FilmLibrary, batch: ImportBatch, source: MovieSource) {
        self.library = library
        self.batch = batch
        self.source = source
        plan = ImportPlan(batch)
        summary = ImportSummary(notFilms: batch.notFilms)
        summary.notes = batch.notes
    }

    /// Whether enough entries are held to write a transaction.
    var isDue: Bool { heldEntries >= Self.entriesPerTransaction }

    /// Holds the entries of `imported`, to be written as `film`: named by its source (matched
    /// through it, or as the library holds it), else by the file (named by id), which never
    /// renames a film the library knows.
    mutating func add(_ imported: ImportedFilm, as film: LibraryFilm, namedBySource: Bool = true) {
        held.append((imported, film, namedBySource))
        heldEntries += plan.steps(of: imported).count
    }

    /// Holds the entries of `imported`, to be written as the film `found`, else kept as the file
    /// names it (and why the source could not be asked, if it could not).
    mutating func add(_ imported: ImportedFilm, found: FilmMatch) {
        switch found {
        case .matched(let film):
            add(imported, as: film)
            return
        case .matchedByShortTitle(let film, let given):
            add(imported, as: film)
            let full = (film.title ?? given) + (film.year.map { " (\($0))" } ?? "")
            summary.shortTitles.append("\"\(given)\" as \(full)")
            return
        case .failed(let error): summary.failure = summary.failure ?? error
        case .unmatched: break
        }
        add(imported, as: imported.unmatched(in: source))
        unmatched.insert(imported)
    }

    /// Writes the entries held, ``entriesPerTransaction`` a transaction (the last may hold
    /// fewer), and counts what each did.
    /// - Throws: ``LibraryError`` when the library cannot be written; the transactions before
    ///   are written and counted.
    mutating func write() throws(LibraryError) {
        while heldEntries > 0 {
            var part: [(step: ImportPlan.Step, film: LibraryFilm, namedBySource: Bool)] = []
            while part.count < Self.entriesPerTransaction, next < held.count {
                let (imported, film, namedBySource) = held[next]
                let steps = plan.steps(of: imported)
                let end = min(steps.count, firstWritten + Self.entriesPerTransaction - part.count)
                part += steps[firstWritten..<end].map { ($0, film, namedBySource) }
                firstWritten = end
                if firstWritten == steps.count {
                    next += 1
                    firstWritten = 0
                }
            }
            if next == held.count {
                held.removeAll(keepingCapacity: true)
                next = 0
            }
            heldEntries -= part.count
            try writeTransaction(of: part)
        }
    }

    /// Writes `part` in one transaction, in the order the whole file's entries are written in,
    /// and counts what each did.
    private mutating func writeTransaction(
        of part: [(step: ImportPlan.Step, film: LibraryFilm, namedBySource: Bool)]
    ) throws(LibraryError) {
        let entries = batch.entries
        let writes = part.sorted { first, second in
            (entries[first.step.index].writingOrder, first.step.index)
                < (entries[second.step.index].writingOrder, second.step.index)
        }
        .map { step, film, namedBySource in
            ImportedWrite(
                entry: entries[step.index], film: film, occurrence: step.occurrence, namedBySource: namedBySource)
        }
        let changes = try library.importEntries(writes, viewings: &viewings)
        for (write, change) in zip(writes, changes) {
            summary.count(change.change, of: write.entry.record)
            if let was = change.replacedRating, case .rating(let rating, _) = write.entry.record {
                summary.replacedRatings.append(ImportSummary.ReplacedRating(film: write.film, rating: rating, was: was))
            }
            if change.leftWatchlist { summary.leftWatchlist.append(write.film) }
        }
    }

    /// The summary of what was written, naming the films kept unmatched in the order the file's
    /// entries of them are written.
    var finishedSummary: ImportSummary {
        var summary = self.summary
        summary.unmatched = plan.films.filter(unmatched.contains).map { film in
            film.title + (film.year.map { " (\($0))" } ?? "")
        }
        return summary
    }
}
