/// The words the synthetic datasets are written with, as UTF-8 bytes, so that a row is made by
/// copying bytes: titles, people's and characters' names, genres, professions, jobs.
enum SyntheticIMDbWords {
    static func bytes(_ words: [String]) -> [[UInt8]] { words.map { Array($0.utf8) } }

    static let titleWords = bytes(
        """
        The Last Night Day Love Man Woman House City Road Home Dark Light Blood Fire Water Dead Life Time World \
        Story Girl Boy King Queen War Game Heart Moon Sun Star River Sea Island Summer Winter Shadow Secret \
        Lost Return Journey Dream Black White Red Blue Golden Silent Wild Little Big Long First Second New Old \
        Great Final Deadly Perfect Beautiful Broken Hidden Forgotten Endless Midnight Morning Evening Street \
        Angel Devil Ghost Hunter Killer Stranger Friend Brother Sister Father Mother Son Daughter Family Wedding \
        Party School Detective Doctor Soldier Captain Rider Runner Blade Storm Thunder Wind Rain Snow Ice Stone \
        Iron Steel Glass Paper Mirror Window Door Garden Forest Mountain Valley Desert Ocean Harbor Bridge Tower \
        Castle Palace Prison Hotel Station Train Ship Car Plane Letter Song Dance Music Voice Silence Promise \
        Escape Chase Revenge Justice Honor Glory Fortune Destiny Memory Echo Whisper Kiss Touch Crossing Affair \
        Legacy Empire Kingdom Republic Revolution Rebellion Mission Operation Project Code Signal Protocol
        """.split(separator: " ").map(String.init))

    static let linkWords = bytes(
        "of in and on at from to with for under over beyond without after before between the".split(separator: " ")
            .map(String.init))

    static let foreignWords = bytes(
        """
        La Le Les El Los Das Der Die Il Lo Un Une Ein Eine nuit jour amour homme femme maison ciudad camino \
        noche día corazón Herz Liebe Nacht Tag Stadt Straße cuore notte giorno amore vita mondo sombra lumière \
        été hiver père mère fille garçon histoire guerre mémoire destino sueño Kampf Zeit Welt Geschichte \
        Traum Mädchen ragazza ragazzo città fuoco acqua terra cielo 夜 愛 東京 Москва ночь любовь жизнь \
        de del di du des y e et und och i w na
        """.split(separator: " ").map(String.init))

    static let maleFirstNames = bytes(
        """
        James John Robert Michael William David Richard Joseph Thomas Charles Daniel Matthew Anthony Mark \
        Paul Steven Andrew Kenneth Joshua Kevin Brian George Edward Ronald Timothy Jason Jeffrey Ryan Jacob \
        Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Frank Benjamin Gregory Samuel Raymond Patrick \
        Alexander Jack Dennis Jerry Tyler Aaron José Henry Adam Douglas Nathan Peter Zachary Kyle Noah Ethan \
        Jean Pierre François Hans Jürgen Giovanni Marco Luis Carlos Javier Miguel Hiroshi Takeshi Raj Arjun \
        Sergei Ivan Olaf Lars Søren Björn Kwame Chidi Ahmed Omar Mehmet
        """.split(separator: " ").map(String.init))

    static let femaleFirstNames = bytes(
        """
        Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy Lisa Betty Margaret \
        Sandra Ashley Kimberly Emily Donna Michelle Dorothy Carol Amanda Melissa Deborah Stephanie Rebecca \
        Sharon Laura Cynthia Kathleen Amy Shirley Angela Helen Anna Brenda Pamela Nicole Emma Samantha \
        Katherine Christine Debra Rachel Catherine Carolyn Janet Ruth Maria Heather Diane Virginia Julie \
        Marie Sophie Chloé Hélène Ingrid Greta Giulia Francesca Lucía Sofía Carmen Yuki Aiko Priya Ananya \
        Olga Natalia Astrid Freja Zoë Amara Ngozi Fatima Leila Ayşe
        """.split(separator: " ").map(String.init))

    static let lastNames = bytes(
        """
        Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez \
        Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark \
        Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams \
        Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gómez Phillips Evans Turner Díaz Parker \
        Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers O'Brien O'Connor Dubois Lefèvre \
        Müller Schmidt Schneider Fischer Weber Rossi Russo Ferrari Esposito Bianchi Fernández Jiménez Ruiz \
        Tanaka Suzuki Takahashi Watanabe Kumar Sharma Patel Singh Ivanov Petrov Kowalski Nowak Novák \
        Andersson Johansson Nielsen Hansen Okafor Mensah Haddad Yılmaz Kaya
        """.split(separator: " ").map(String.init))

    static let genres = bytes(
        """
        Action Adult Adventure Animation Biography Comedy Crime Documentary Drama Family Fantasy Film-Noir \
        Game-Show History Horror Music Musical Mystery News Reality-TV Romance Sci-Fi Short Sport Talk-Show \
        Thriller War Western
        """.split(separator: " ").map(String.init))

    /// The genres a film or series of fiction draws from (Adult, Short and the factual ones apart).
    static let fictionGenres: [Int] = [0, 2, 3, 4, 5, 6, 8, 9, 10, 11, 13, 14, 15, 16, 17, 20, 21, 23, 25, 26, 27]
    /// The genres of a factual title (whose cast are themselves).
    static let factualGenres: [Int] = [7, 12, 18, 19, 24]
    /// Short, among a short's genres.
    static let short = 22
    /// Adult, an adult title's genre.
    static let adult = 1

    static let selfCharacters = bytes(["Self", "Self - Host", "Self - Guest", "Self - Contestant", "Self - Narrator"])

    static let writerJobs = bytes([
        "screenplay", "story", "written by", "teleplay", "novel", "creator", "characters", "screenplay by",
        "based on the novel \"The Long Way Home\" by", "additional dialogue",
    ])
    static let producerJobs = bytes([
        "producer", "executive producer", "co-producer", "line producer", "associate producer",
    ])

    static let maleProfessions = bytes(["actor", "producer", "writer", "director", "soundtrack", "miscellaneous"])
    static let femaleProfessions = bytes(["actress", "producer", "writer", "director", "soundtrack", "miscellaneous"])
    static let crewProfessions = bytes([
        "cinematographer", "editor", "composer", "production_designer", "casting_director", "camera_department",
        "art_department", "sound_department", "visual_effects", "music_department",
    ])
}
