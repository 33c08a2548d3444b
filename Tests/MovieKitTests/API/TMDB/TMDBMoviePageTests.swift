import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// A film's page from what TMDB appends to its details: directors and writers from the crew,
/// where to watch it by region, the trailer, the IMDb page and the poster.
struct TMDBMoviePageTests {
    private func movie(_ appended: String) throws -> TMDBMovie {
        let json = #"{"id":78,"title":"Blade Runner","vote_average":7.9,"poster_path":"/p.jpg"\#(appended)}"#
        return TMDBMovie(
            try APICoding.decode(TMDBMovieDetails.self, from: Data(json.utf8), using: APICoding.makeDecoder()))
    }

    @Test func readsWhoMadeItWhereToWatchItAndItsLinks() throws {
        let page = try #require(
            try movie(
                #"""
                ,"credits":{"cast":[],"crew":[
                  {"name":"Ridley Scott","job":"Director","department":"Directing"},
                  {"name":"Hampton Fancher","job":"Screenplay","department":"Writing"},
                  {"name":"David Peoples","job":"Screenplay","department":"Writing"},
                  {"name":"Hampton Fancher","job":"Story","department":"Writing"},
                  {"name":"Jordan Cronenweth","job":"Director of Photography","department":"Camera"}]},
                 "watch/providers":{"id":78,"results":{
                   "US":{"link":"https://www.themoviedb.org/movie/78/watch?locale=US",
                         "flatrate":[{"provider_name":"Max","display_priority":3},{"provider_name":"Netflix","display_priority":1}],
                         "rent":[{"provider_name":"Apple TV"}],"ads":[{"provider_name":"Tubi TV"}]},
                   "DE":{"link":"https://www.themoviedb.org/movie/78/watch?locale=DE","buy":[{"provider_name":"Amazon Video"}]}}},
                 "videos":{"results":[
                   {"key":"tease","site":"YouTube","type":"Teaser","official":true},
                   {"key":"fan","site":"YouTube","type":"Trailer","official":false},
                   {"key":"real","site":"YouTube","type":"Trailer","official":true},
                   {"key":"vimeo","site":"Vimeo","type":"Trailer","official":true}]},
                 "external_ids":{"imdb_id":"tt0083658","wikidata_id":null}
                """#
            ).page)
        #expect(page.directors == ["Ridley Scott"])
        #expect(page.writers == ["Hampton Fancher", "David Peoples"])
        #expect(page.watch["US"]?.stream == ["Netflix", "Max"] && page.watch["US"]?.free == ["Tubi TV"])
        #expect(page.watch["US"]?.rent == ["Apple TV"] && page.watch["US"]?.buy == [])
        #expect(page.watch["DE"]?.buy == ["Amazon Video"] && page.watch["FR"] == nil)
        #expect(page.trailer?.absoluteString == "https://www.youtube.com/watch?v=real")
        #expect(page.imdb?.absoluteString == "https://www.imdb.com/title/tt0083658/")
        #expect(page.posterPath == "/p.jpg")
    }

    @Test(arguments: [
        (
            #"[{"key":"t","site":"YouTube","type":"Teaser","official":true},{"key":"u","site":"YouTube","type":"Trailer"}]"#,
            "u"
        ),
        (#"[{"key":"f","site":"YouTube","type":"Featurette","official":true}]"#, nil),
        ("[]", nil),
        (
            #"[{"key":"x","site":"YouTube","type":"Teaser"},{"key":"o","site":"YouTube","type":"Teaser","official":true}]"#,
            "o"
        ),
    ])
    func picksTheTrailerOfficialFirstAndNeverAFeaturette(videos: String, key: String?) throws {
        let page = try movie(#","videos":{"results":\#(videos)}"#).page
        #expect(page?.trailer?.absoluteString == key.map { "https://www.youtube.com/watch?v=\($0)" })
    }

    @Test(arguments: [
        ("de-DE", "de"), ("en-US", "en"), ("fr-FR", "en"), ("", "en"),
    ])
    func picksATrailerInTheLanguageAskedThenInEnglish(language: String, key: String) throws {
        let json = #"""
            {"id":78,"title":"Blade Runner","vote_average":7.9,"videos":{"results":[
              {"key":"teaser-de","site":"YouTube","type":"Teaser","official":true,"iso_639_1":"de"},
              {"key":"it","site":"YouTube","type":"Trailer","official":true,"iso_639_1":"it"},
              {"key":"en","site":"YouTube","type":"Trailer","official":false,"iso_639_1":"en"},
              {"key":"de","site":"YouTube","type":"Trailer","official":false,"iso_639_1":"de"}]}}
            """#
        let details = try APICoding.decode(TMDBMovieDetails.self, from: Data(json.utf8), using: APICoding.makeDecoder())
        let page = TMDBMovie(details, language: language.isEmpty ? nil : language).page
        #expect(page?.trailer?.absoluteString == "https://www.youtube.com/watch?v=\(key)")
    }

    @Test func aFilmTMDBSaysNothingMoreOfHasOnlyItsPoster() throws {
        #expect(try movie("").page == MoviePage(posterPath: "/p.jpg"))
        let bare = #"{"id":78,"title":"T","vote_average":7,"poster_path":null,"external_ids":{"imdb_id":"nm123"}}"#
        let details = try APICoding.decode(TMDBMovieDetails.self, from: Data(bare.utf8), using: APICoding.makeDecoder())
        #expect(TMDBMovie(details).page == nil)
    }

    @Test func theCacheKeepsThePageWithTheFilm() throws {
        let film = try movie(
            #","external_ids":{"imdb_id":"tt0083658"},"credits":{"cast":[],"crew":[{"name":"Ridley Scott","job":"Director"}]}"#
        )
        let cache = try CacheDatabase.inMemory()
        let catalogue = Catalogue(source: .tmdb, origin: "https://api.themoviedb.org:443", language: "en-US")
        try cache.saveMovie(film, from: catalogue, fetchedAt: day("2026-11-25"))
        #expect(try cache.movie(id: 78, from: catalogue)?.movie.page == film.page)
        #expect(try cache.movies(in: .topRated, year: 1982, from: catalogue) == nil)
    }
}
