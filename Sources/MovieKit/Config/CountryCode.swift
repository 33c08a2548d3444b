import Foundation

/// A country as TMDB names the regions it lists ways to watch in: ISO 3166-1's two letters, in
/// capitals (`DE`, `US`), one of those assigned to a country or territory (and Kosovo's `XK`).
public enum CountryCode {
    /// What a country code must be, in words, for a refusal.
    public static let expected = "a country's two letters, like US or DE"

    /// `text` as a country code (`de` is `DE`), or `nil` unless it is two ASCII letters that
    /// are a country's code.
    public static func reading(_ text: String) -> String? {
        guard text.count == 2, text.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let code = text.uppercased()
        return isAssigned(code) ? code : nil
    }

    /// "did you mean DE (Germany)?": for two letters, the country a code ISO 3166-1 reserves
    /// for it means (``reserved``: UK is GB); for more, the codes whose code or English name
    /// comes close to `text` (``ClosestNames``), each with its name; `nil` when none does. (Two
    /// letters are one edit from dozens of codes: none of them is offered.)
    public static func suggestion(for text: String) -> String? {
        let english = Locale(identifier: "en_US")
        func written(_ code: String) -> String { "\(code) (\(english.localizedString(forRegionCode: code) ?? code))" }
        if text.count <= 2 {
            return reserved[text.uppercased()].map { "did you mean \(written($0))?" }
        }
        let named = all.map { (code: $0, name: english.localizedString(forRegionCode: $0) ?? $0) }
        var codes: [String] = []
        for name in ClosestNames(to: text).among(named.flatMap { [$0.code, $0.name] }) {
            guard let entry = named.first(where: { $0.code == name || $0.name == name }), !codes.contains(entry.code)
            else { continue }
            codes.append(entry.code)
        }
        guard !codes.isEmpty else { return nil }
        return "did you mean " + WordList.joined(codes.map(written), by: "or") + "?"
    }

    /// The codes ISO 3166-1 reserves for a country that has another: the United Kingdom's UK
    /// (GB), Greece's EL (GR).
    static let reserved = ["UK": "GB", "EL": "GR"]

    /// Whether `code` (two capitals) is one of ``all``.
    static func isAssigned(_ code: String) -> Bool {
        // The codes' text is scanned rather than made a set: a --region given costs no set built.
        var index = codes.utf8.startIndex
        let wanted = Array(code.utf8)
        while index < codes.utf8.endIndex {
            let next = codes.utf8.index(after: index)
            if codes.utf8[index] == wanted[0] && codes.utf8[next] == wanted[1] { return true }
            index = codes.utf8.index(index, offsetBy: 3, limitedBy: codes.utf8.endIndex) ?? codes.utf8.endIndex
        }
        return false
    }

    /// Every code, in alphabetical order.
    public static var all: [String] { codes.split(separator: " ").map(String.init) }

    /// ISO 3166-1's codes, separated by spaces.
    private static let codes = """
        AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY \
        BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK \
        FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR \
        IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK \
        ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM \
        PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF \
        TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW
        """
}
