import GRDB

extension CacheDatabase {
    /// The catalogues but `catalogue` (another source, origin or language) the cache holds films
    /// or saved searches of, by source, origin and language.
    public func otherCatalogues(than catalogue: Catalogue) throws(CacheError) -> [Catalogue] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT source, origin, language FROM movie
                    UNION SELECT source, origin, language FROM movieListing
                    ORDER BY source, origin, language
                    """)
            return rows.compactMap { row -> Catalogue? in
                guard let source = MovieSource(rawValue: row[0]) else { return nil }
                let other = Catalogue(source: source, origin: row[1], language: row[2])
                // A film kept under no origin is every origin's.
                let same =
                    other.source == catalogue.source && other.language == catalogue.language
                    && (other.origin == catalogue.origin || other.origin.isEmpty)
                return same ? nil : other
            }
        }
    }
}
