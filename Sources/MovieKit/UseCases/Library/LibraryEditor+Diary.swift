import Foundation

extension LibraryEditor {
    /// Removes a viewing of the film `wanted` names from your diary of `source`'s films, leaving a
    /// tombstone: the one of `day`, or, with no day, the film's only viewing. The film is looked
    /// for in your diary alone (nothing is asked of the cache or the network). Its rating, if
    /// any, stays. Returns the viewing removed.
    /// - Throws: ``LibraryEditError``: ``LibraryEditReason/notInDiary(_:)``,
    ///   ``LibraryEditReason/severalInDiary(_:_:)``,
    ///   ``LibraryEditReason/severalViewings(_:_:)`` (no day, several viewings),
    ///   ``LibraryEditReason/noViewingOn(_:_:_:)``, or the library failing.
    public func removeViewing(
        of wanted: WantedFilm, on day: ViewingDay?, of source: MovieSource
    ) throws(LibraryEditError) -> Viewing {
        let (opened, viewing) = try self.viewing(of: wanted, on: day, of: source)
        let removed: Bool
        do {
            removed = try viewing.id.map { id throws(LibraryError) in try opened.removeViewing(id) } ?? false
        } catch {
            throw LibraryEditError(.library(error))
        }
        // Removed by another process since it was read.
        guard removed else { throw LibraryEditError(.noViewingOn(viewing.film, ViewingDay(of: viewing), [])) }
        return viewing
    }

    /// Changes a viewing of the film `wanted` names in your diary of `source`'s films, as `edit`
    /// says, in one transaction: the one of `day`, or, with no day, the film's only viewing,
    /// found as ``removeViewing(of:on:of:)`` finds it. A rating set becomes your rating of the
    /// film too (given today).
    /// - Throws: ``LibraryEditError``, as ``removeViewing(of:on:of:)``.
    public func changeViewing(
        of wanted: WantedFilm, on day: ViewingDay?, of source: MovieSource, _ edit: ViewingEdit
    ) throws(LibraryEditError) -> ViewingChange {
        let (opened, viewing) = try self.viewing(of: wanted, on: day, of: source)
        let change: ViewingChange?
        do {
            change = try viewing.id.flatMap { id throws(LibraryError) in
                try opened.changeViewing(id, edit, ratedOn: calendar.today)
            }
        } catch {
            throw LibraryEditError(.library(error))
        }
        guard let change else { throw LibraryEditError(.noViewingOn(viewing.film, ViewingDay(of: viewing), [])) }
        return change
    }

    /// The library, and the viewing of the film `wanted` names on `day` in its diary of `source`'s films.
    private func viewing(
        of wanted: WantedFilm, on day: ViewingDay?, of source: MovieSource
    ) throws(LibraryEditError) -> (FilmLibrary, Viewing) {
        guard let opened = openedLibrary else { throw LibraryEditError(.notInDiary(wanted)) }
        let diary: [Viewing]
        do {
            diary = try opened.diary(of: source)
        } catch {
            throw LibraryEditError(.library(error))
        }
        var films: [LibraryFilm] = []
        var listed: Set<LibraryFilm> = []
        for viewing in diary where listed.insert(viewing.film).inserted { films.append(viewing.film) }
        guard let film = try Self.film(wanted, among: films, several: LibraryEditReason.severalInDiary) else {
            throw LibraryEditError(.notInDiary(wanted))
        }
        return (opened, try Self.viewing(on: day, among: diary.filter { $0.film == film }, of: film))
    }

    /// The viewing of `viewings` (a film's, as the diary lists them: the last watched first) on
    /// `day`, the last logged when there are several that day; with no day, the only one.
    static func viewing(
        on day: ViewingDay?, among viewings: [Viewing], of film: LibraryFilm
    ) throws(LibraryEditError) -> Viewing {
        guard let day else {
            guard viewings.count == 1, let only = viewings.first else {
                throw LibraryEditError(.severalViewings(film, viewings.map(ViewingDay.init(of:))))
            }
            return only
        }
        guard let chosen = viewings.first(where: { ViewingDay(of: $0) == day }) else {
            throw LibraryEditError(.noViewingOn(film, day, viewings.map(ViewingDay.init(of:))))
        }
        return chosen
    }
}
