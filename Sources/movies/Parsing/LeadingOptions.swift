import ArgumentParser

/// The global options typed before the command, as git, gh and docker take them:
/// `movies --source tmdb top-grossing 2016` is `movies top-grossing 2016 --source tmdb`.
///
/// Both parsers (``SimpleCommandLine`` and ArgumentParser through ``CommandDispatch``) read
/// options after the command's name; the leading ones are moved to just after the words that
/// name the command (through groups like `cache info`), before the command's own words, so an
/// option given again after the command wins as a repeated option does. Only the options every
/// command that asks a source takes are moved (``names``); a line that starts with anything else
/// (help, the version, an unknown option, an option without its value) is left as typed, for the
/// root to answer or refuse.
enum LeadingOptions {
    /// The long flags that may stand before the command.
    static let flagNames = GlobalOptions.flagNames
    /// The long options with a value that may stand before the command.
    static let optionNames = GlobalOptions.optionNames + ["region"]
    /// Every option that may stand before the command, as help names them.
    static var names: [String] { (optionNames + flagNames).map { "--" + $0 } }

    /// `arguments` with the global options before the command moved after the words that name it;
    /// `arguments` themselves when none lead or no command follows them.
    static func moved(_ arguments: [String], root: any ParsableCommand.Type) -> [String] {
        // The common line, a command first, costs one look at its first character.
        guard let first = arguments.first, first.hasPrefix("--") else { return arguments }
        var leading: [String] = []
        var rest = arguments[...]
        while let word = rest.first, word.hasPrefix("--") {
            let name = String(word.dropFirst(2).prefix { $0 != "=" })
            let hasValue = word.contains("=")
            if flagNames.contains(name), !hasValue {
                leading.append(word)
                rest = rest.dropFirst()
            } else if optionNames.contains(name), hasValue {
                leading.append(word)
                rest = rest.dropFirst()
            } else if optionNames.contains(name), rest.count > 1 {
                leading += rest.prefix(2)
                rest = rest.dropFirst(2)
            } else {
                return arguments
            }
        }
        var command = root
        var path: [String] = []
        while let word = rest.first, let named = CommandDispatch.subcommand(of: command, named: word) {
            command = named
            path.append(word)
            rest = rest.dropFirst()
        }
        guard !path.isEmpty else { return arguments }
        return path + leading + rest
    }
}
