/// The search index an import builds of its films' titles: for each ``TitleGrams`` gram, the ids
/// of the films whose title or original title has it, as ``FilmIDPostings``.
///
/// Films come in IMDb's order, ascending ids, so each gram's postings grow by appending; a film
/// out of that order is set aside and merged in at the end.
struct TitleGramIndex {
    fileprivate struct Postings {
        var last = 0
        var bytes: [UInt8] = []
    }

    private var postings: [UInt32: Postings] = [:]
    /// Films that came after a greater id, by gram (every one of these grams is in `postings`).
    private var late: [UInt32: [Int]] = [:]

    /// How many grams it holds.
    var gramCount: Int { postings.count }

    /// Adds film `id` under the grams of `title` and of `originalTitle`.
    mutating func add(film id: Int, title: String, originalTitle: String?) {
        var grams = TitleGrams.grams(of: title)
        if let originalTitle {
            for gram in TitleGrams.grams(of: originalTitle) where !grams.contains(gram) { grams.append(gram) }
        }
        for gram in grams {
            if postings[gram, default: Postings()].last < id {
                postings[gram, default: Postings()].append(id)
            } else {
                late[gram, default: []].append(id)
            }
        }
    }

    /// Each gram and its postings, by gram.
    func rows() -> [(gram: UInt32, films: [UInt8])] {
        postings.keys.sorted().map { gram in
            let inOrder = postings[gram]?.bytes ?? []
            guard let lateIDs = late[gram] else { return (gram, inOrder) }
            let all = Set((FilmIDPostings.decode(inOrder) ?? []) + lateIDs).sorted()
            return (gram, FilmIDPostings.encode(all))
        }
    }
}

extension TitleGramIndex.Postings {
    fileprivate mutating func append(_ id: Int) {
        FilmIDPostings.append(id, after: last, to: &bytes)
        last = id
    }
}
