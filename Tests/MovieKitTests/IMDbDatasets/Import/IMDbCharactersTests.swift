import Testing

@testable import MovieKit

struct IMDbCharactersTests {
    static func decode(_ text: String) -> [String]? {
        Array(text.utf8).withUnsafeBytes { IMDbCharacters.decode($0) }
    }

    @Test(
        arguments: [
            (#"["Rick Deckard"]"#, ["Rick Deckard"]),
            (#"["Rick Deckard","Replicant"]"#, ["Rick Deckard", "Replicant"]),
            (#"[ "A" , "B" ]"#, ["A", "B"]),
            (#"[]"#, []),
            (#"["Dr. \"Bones\" McCoy"]"#, [#"Dr. "Bones" McCoy"#]),
            (#"["back\\slash\/slash"]"#, [#"back\slash/slash"#]),
            (#"["tab\there\nnewline"]"#, ["tab\there\nnewline"]),
            (#"["Am\u00e9lie"]"#, ["Amélie"]),
            (#"["\ud83c\udfac Clapper"]"#, ["🎬 Clapper"]),
            (#"["Amélie"]"#, ["Amélie"]),
        ])
    func decodesJSONArraysOfStrings(text: String, strings: [String]) {
        #expect(Self.decode(text) == strings)
    }

    @Test(
        arguments: [
            #"Rick Deckard"#, #""Rick Deckard""#, #"["Rick Deckard""#, #"["Rick Deckard]"#, #"[1]"#, #"[null]"#,
            #"["a",]"#, #"["a" "b"]"#, #"["a"] x"#, #"["\x"]"#, #"["\u12"]"#, #"["\ud83c"]"#, #"["\udfac"]"#, "",
        ])
    func refusesAnythingElse(text: String) {
        #expect(Self.decode(text) == nil)
    }
}
