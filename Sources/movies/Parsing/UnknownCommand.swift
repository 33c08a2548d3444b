import ArgumentParser
import MovieKit

/// A word that stands where a command is named but names none, as `shwo` in `movies shwo 1` and
/// `ad` in `movies watchlist ad Arrival`, with the command it most likely meant
/// (``ClosestNames``): ArgumentParser would call the words "unexpected arguments".
struct UnknownCommand: Equatable {
    /// The commands named before it, like `["watchlist"]`.
    let path: [String]
    /// The word, as typed.
    let word: String
    /// The command of the same group it most likely meant; `nil` when none is close.
    let suggestion: String?

    /// The unknown command that the leading words of `arguments` give: the first word that is not
    /// an option, "help" nor a command of the group the words before it name; `nil` when every
    /// leading word names a command, or the words reach a command with no subcommands.
    ///
    /// A group's default command (`watchlist`'s `list`) takes no positional words, so a word
    /// that names none of the group's commands is never meant for it (`CommandDispatchTests`).
    static func find(in arguments: [String], root: any ParsableCommand.Type) -> UnknownCommand? {
        var command = root
        var path: [String] = []
        for word in arguments {
            guard !word.hasPrefix("-"), word != "help" else { return nil }
            if let named = CommandDispatch.subcommand(of: command, named: word) {
                command = named
                path.append(word)
                continue
            }
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty else { return nil }
            let names = subcommands.map(CommandDispatch.name(of:))
            return UnknownCommand(path: path, word: word, suggestion: ClosestNames(to: word).best(among: names))
        }
        return nil
    }

    /// `unknown command 'shwo'. Did you mean 'show'?`, else where the commands are listed.
    var message: String {
        let typed = (path + [word]).joined(separator: " ")
        guard let suggestion else {
            return "unknown command '\(typed)'. See '\((["movies"] + path + ["--help"]).joined(separator: " "))'."
        }
        return "unknown command '\(typed)'. Did you mean '\((path + [suggestion]).joined(separator: " "))'?"
    }
}
