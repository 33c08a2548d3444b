/// The search index an import builds of its films' titles: for each ``TitleGrams`` gram, the ids
/// of the films whose title or original title has it, most voted first (then by id), as
/// ``FilmIDPostings``: a search reads the most voted films of a common gram first, and only so
/// many.
///
/// Each film is kept under its grams as one number, its votes above its id, so that sorting a
/// gram's numbers once at the end puts them in the order kept: eight bytes a posting while the
/// import runs (about 20 MB for a tenth of IMDb's catalogue).
struct TitleGramIndex {
    private var postings: [UInt32: [UInt64]] = [:]

    /// How many grams it holds.
    var gramCount: Int { postings.count }

    /// Adds film `id`, of `votes` votes, under the grams of `title` and of `originalTitle`.
    mutating func add(film id: Int, votes: Int, title: String, originalTitle: String?) {
        var grams = TitleGrams.grams(of: title)
        if let originalTitle {
            for gram in TitleGrams.grams(of: originalTitle) where !grams.contains(gram) { grams.append(gram) }
        }
        // Sorted descending, more votes come first and, of equal votes, the smaller id.
        let key = UInt64(UInt32(clamping: max(0, votes))) << 32 | UInt64(UInt32.max - UInt32(truncatingIfNeeded: id))
        for gram in grams {
            postings[gram, default: []].append(key)
        }
    }

    /// Each gram and its postings, by gram.
    func rows() -> [(gram: UInt32, films: [UInt8])] {
        postings.keys.sorted().map { gram in
            let ids = (postings[gram] ?? []).sorted(by: >).map { Int(UInt32.max - UInt32(truncatingIfNeeded: $0)) }
            return (gram, [UInt8](FilmIDPostings(ids: ids).bytes))
        }
    }
}
