/// The statements that make `datasets.sqlite`, schema version 1 (docs: the IMDb design): the
/// tables before the rows go in, the indexes after, when building them is a sort rather than a
/// B-tree insert per row.
enum IMDbDatasetsSchema {
    /// `application_id` of every import: "mvim".
    static let applicationID: Int32 = 0x6D76_696D
    /// `user_version` of this schema.
    static let version = 1

    static let tables = """
        CREATE TABLE import(
          importedAt REAL NOT NULL,
          publishedAt REAL,
          adult INTEGER NOT NULL,
          filmCount INTEGER NOT NULL, castCount INTEGER NOT NULL, crewCount INTEGER NOT NULL,
          personCount INTEGER NOT NULL);
        CREATE TABLE film(
          id INTEGER PRIMARY KEY,
          title TEXT NOT NULL,
          originalTitle TEXT,
          year INTEGER, runtime INTEGER,
          genres TEXT,
          rating REAL, votes INTEGER,
          adult INTEGER NOT NULL);
        CREATE TABLE filmGenre(genre TEXT NOT NULL COLLATE NOCASE, film INTEGER NOT NULL,
          PRIMARY KEY(genre, film)) WITHOUT ROWID;
        CREATE TABLE castMember(film INTEGER NOT NULL, ordering INTEGER NOT NULL,
          person INTEGER NOT NULL, category TEXT NOT NULL,
          characters TEXT,
          PRIMARY KEY(film, ordering)) WITHOUT ROWID;
        CREATE TABLE crewMember(film INTEGER NOT NULL, job TEXT NOT NULL,
          ordering INTEGER NOT NULL, person INTEGER NOT NULL,
          PRIMARY KEY(film, job, ordering)) WITHOUT ROWID;
        CREATE TABLE person(id INTEGER PRIMARY KEY, name TEXT NOT NULL,
          nameKey TEXT NOT NULL,
          birthYear INTEGER, deathYear INTEGER);
        CREATE TABLE titleGram(gram INTEGER PRIMARY KEY, films BLOB NOT NULL);
        """

    static let indexes = """
        CREATE INDEX film_byYear ON film(year, rating);
        CREATE INDEX film_byVotes ON film(votes DESC);
        CREATE INDEX castMember_byPerson ON castMember(person, film);
        CREATE INDEX crewMember_byPerson ON crewMember(person, film);
        CREATE INDEX person_byNameKey ON person(nameKey);
        """

    static let insertImport = """
        INSERT INTO import(importedAt, publishedAt, adult, filmCount, castCount, crewCount, personCount)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
        """
    static let insertFilm = """
        INSERT OR IGNORE INTO film(id, title, originalTitle, year, runtime, genres, rating, votes, adult)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
        """
    static let insertFilmGenre = "INSERT OR IGNORE INTO filmGenre(genre, film) VALUES (?1, ?2)"
    static let insertCastMember = """
        INSERT OR IGNORE INTO castMember(film, ordering, person, category, characters) VALUES (?1, ?2, ?3, ?4, ?5)
        """
    static let insertCrewMember =
        "INSERT OR IGNORE INTO crewMember(film, job, ordering, person) VALUES (?1, ?2, ?3, ?4)"
    static let insertPerson = """
        INSERT OR IGNORE INTO person(id, name, nameKey, birthYear, deathYear) VALUES (?1, ?2, ?3, ?4, ?5)
        """
    static let insertTitleGram = "INSERT INTO titleGram(gram, films) VALUES (?1, ?2)"
}
