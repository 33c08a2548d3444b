import Foundation

/// The config file's text, line by line: `key = value` lines, `#` comments and blank lines.
/// It is read whole or refused naming the first line at fault, and edited by replacing, adding
/// or removing one setting's line, every other line kept as it was.
struct ConfigFileText: Sendable, Equatable {
    /// The first line of a file `movies config set` creates.
    static let header = "# movies config (`movies config --help`): key = value lines; # starts a comment."

    /// The lines, without their `\n` (a `\r` before it is kept, and written back).
    private(set) var lines: [String]
    /// Whether the last line ends with a line break.
    private var endsWithLineBreak: Bool
    /// The settings the lines hold.
    private(set) var settings: Settings

    /// The text of `bytes`, from the file at `path`.
    /// - Throws: ``ConfigFileError/badLine(path:line:reason:)`` for the first line at fault.
    init(_ bytes: some Collection<UInt8>, path: String) throws(ConfigFileError) {
        var pieces = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        endsWithLineBreak = pieces.last?.isEmpty ?? false
        if endsWithLineBreak || bytes.isEmpty { pieces.removeLast() }
        lines = []
        settings = Settings(path: path)
        for (index, piece) in pieces.enumerated() {
            guard let line = String(bytes: piece, encoding: .utf8) else {
                throw .badLine(path: path, line: index + 1, reason: "not UTF-8 text")
            }
            lines.append(index == 0 && line.hasPrefix("\u{FEFF}") ? String(line.dropFirst()) : line)
        }
        for number in lines.indices {
            try read(line: number, path: path)
        }
    }

    /// The text of a file not created yet.
    init(emptyAt path: String) {
        lines = []
        endsWithLineBreak = false
        settings = Settings(path: path)
    }

    /// The text as the file holds it.
    var bytes: [UInt8] {
        Array((lines.joined(separator: "\n") + (endsWithLineBreak && !lines.isEmpty ? "\n" : "")).utf8)
    }

    /// Sets `key` to `value` (as ``ConfigKey/normalized(_:)`` writes it): its line is
    /// replaced, or a line is added at the end (after ``header`` in a new file).
    mutating func set(_ key: ConfigKey, to value: String, path: String) throws(ConfigFileError) {
        let line = "\(key.rawValue) = \(value)"
        if let number = settings.line(of: key) {
            let old = lines[number - 1]
            lines[number - 1] = old.hasSuffix("\r") ? line + "\r" : line
            try read(line: number - 1, path: path)
        } else {
            if lines.isEmpty { lines.append(Self.header) }
            lines.append(line)
            endsWithLineBreak = true
            try read(line: lines.count - 1, path: path)
        }
    }

    /// Removes `key`'s line; `false` when no line sets it.
    mutating func unset(_ key: ConfigKey) -> Bool {
        guard let number = settings.line(of: key) else { return false }
        lines.remove(at: number - 1)
        // The lines after it move up one.
        var settings = Settings(path: settings.path)
        settings.services = self.settings.services.map { Self.entry($0, after: number) }
        settings.region = self.settings.region.map { Self.entry($0, after: number) }
        settings.syncFolder = self.settings.syncFolder.map { Self.entry($0, after: number) }
        switch key {
        case .services: settings.services = nil
        case .region: settings.region = nil
        case .syncFolder: settings.syncFolder = nil
        }
        self.settings = settings
        return true
    }

    private static func entry<Value>(_ entry: Settings.Entry<Value>, after removed: Int) -> Settings.Entry<Value> {
        entry.line > removed ? Settings.Entry(value: entry.value, line: entry.line - 1) : entry
    }

    /// Reads line `index` into ``settings``.
    private mutating func read(line index: Int, path: String) throws(ConfigFileError) {
        let number = index + 1
        func refuse(_ reason: String) -> ConfigFileError {
            .badLine(path: path, line: number, reason: reason)
        }
        let text = lines[index].trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, !text.hasPrefix("#") else { return }
        guard let equals = text.firstIndex(of: "="),
            case let name = text[..<equals].trimmingCharacters(in: .whitespaces), !name.isEmpty
        else {
            throw refuse("expected key = value (like region = DE), a # comment or a blank line, got \"\(text)\"")
        }
        guard let key = ConfigKey(rawValue: name) else {
            throw refuse("unknown key \"\(name)\"; the keys are \(ConfigKey.listed)")
        }
        if let first = settings.line(of: key), first != number {
            throw refuse("\(key.rawValue) is set again (first on line \(first)); keep one of the two")
        }
        let value = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        do {
            switch key {
            case .services:
                settings.services = Settings.Entry(value: try StreamingServices(reading: value), line: number)
            case .region:
                settings.region = Settings.Entry(value: try ConfigKey.region(value), line: number)
            case .syncFolder:
                settings.syncFolder = Settings.Entry(value: try ConfigKey.folderPath(value, from: nil), line: number)
            }
        } catch {
            throw refuse("\(key.rawValue) \(error.reason)")
        }
    }
}
