import Foundation

/// A language's name in English (`English` for `en`), from its ISO 639-1 code; the code itself
/// when Foundation does not know it.
enum LanguageName {
    static func of(_ code: String) -> String {
        Locale(identifier: "en").localizedString(forLanguageCode: code) ?? code
    }
}
