import MovieKit

extension BrowseScreen {
    /// The poster the screen shows now: the highlighted film's, above its page beside the list,
    /// when its page is here and names one; `nil` for none (no room, or the whole page, the keys).
    var wantedPoster: PosterPane.Key? {
        switch mode {
        case .list, .filtering, .askingRating: break
        case .wholePage, .help: return nil
        }
        guard let posters, pageWidth > 0, let film = picker.highlightedFilm, case .loaded(let page) = pages[film.id],
            posters.keepsRoom(for: page.movie, id: film.id),
            let size = posters.size(width: pageWidth, height: picker.height)
        else { return nil }
        return PosterPane.Key(id: film.id, size: size)
    }

    /// The poster to fetch and draw once its film stayed highlighted (``PosterPane/settle``), when
    /// there is a new one to wait for.
    mutating func posterToSettle() -> PosterPane.Wanted? {
        guard let key = wantedPoster, case .loaded(let page) = pages[key.id] else { return nil }
        return posters?.toSettle(page.movie, id: key.id, size: key.size)
    }

    /// Whether `wanted`'s film is still the one highlighted after its settle: then its poster is
    /// fetched and drawn (once).
    mutating func posterSettled(_ wanted: PosterPane.Wanted) -> Bool {
        let current = wantedPoster
        return posters?.settled(wanted, current: current) ?? false
    }

    /// The poster of `key`, as `movies-draw` drew it.
    mutating func posterArrived(_ key: PosterPane.Key, _ bytes: [UInt8]) {
        posters?.arrived(key, bytes)
    }

    /// The poster of film `id` cannot be had or drawn: its page takes the room.
    mutating func posterMissing(_ id: Int) {
        posters?.missing(id)
    }
}
