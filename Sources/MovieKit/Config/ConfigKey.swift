import Foundation

/// A setting the config file can hold, named as its line names it.
public enum ConfigKey: String, Sendable, CaseIterable {
    /// The services `discover` filters by when `--on` is not given, and `show` lists first.
    case services
    /// The country whose ways to watch `show` lists and `discover --on` asks about.
    case region
    /// The folder your library syncs through by itself (`movies library sync FOLDER`): after a
    /// command that changed it, and before one that reads it when the folder changed.
    case syncFolder = "sync-folder"

    /// The variable that wins over the file's line.
    public var variable: String {
        switch self {
        case .services: "MOVIES_SERVICES"
        case .region: "MOVIES_REGION"
        case .syncFolder: "MOVIES_SYNC_FOLDER"
        }
    }

    /// The option that wins over the variable; `nil` for a setting no option gives.
    public var option: String? {
        switch self {
        case .services: "--on"
        case .region: "--region"
        case .syncFolder: nil
        }
    }

    /// `text` as the file writes it: services trimmed and separated by `, ` (or `any`), a
    /// region in capitals, a sync folder's path made whole (from the current folder).
    /// - Throws: ``SettingValueError`` saying what the value must be.
    public func normalized(_ text: String) throws(SettingValueError) -> String {
        switch self {
        case .services: try StreamingServices(reading: text).description
        case .region: try Self.region(text)
        case .syncFolder: try Self.folderPath(text, from: FileManager.default.currentDirectoryPath)
        }
    }

    /// The whole path of the folder `text` names, from the folder `current` when it is relative.
    /// - Throws: ``SettingValueError`` for an empty path, one with a control character (the file
    ///   holds a setting a line), one that starts or ends with a space (which the file's line
    ///   would lose), or a relative one without `current` (the config file's, read from any
    ///   folder).
    static func folderPath(_ text: String, from current: String?) throws(SettingValueError) -> String {
        guard !text.isEmpty else { throw SettingValueError(reason: "must be a folder's path, got nothing") }
        guard !text.unicodeScalars.contains(where: \.isControlCharacter),
            text.trimmingCharacters(in: .whitespaces) == text
        else {
            throw SettingValueError(
                reason: "must be a folder's path without control characters or spaces at its ends, got \"\(text)\"")
        }
        if text.hasPrefix("/") { return URL(fileURLWithPath: text).standardizedFileURL.path }
        guard let current else {
            throw SettingValueError(reason: "must be a whole path, starting with /, got \"\(text)\"")
        }
        return URL(fileURLWithPath: current).appendingPathComponent(text).standardizedFileURL.path
    }

    /// The country code `text` gives.
    /// - Throws: ``SettingValueError`` unless it is a country's code, with the closest.
    static func region(_ text: String) throws(SettingValueError) -> String {
        guard let code = CountryCode.reading(text) else {
            let refusal = "must be \(CountryCode.expected), got \"\(text)\""
            throw SettingValueError(reason: CountryCode.suggestion(for: text).map { "\(refusal): \($0)" } ?? refusal)
        }
        return code
    }

    /// The keys in words, for a refusal: `services and region`.
    static var listed: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}
