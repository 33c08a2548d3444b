import ArgumentParser

/// Parses a command line as `parseAsRoot` on the root command does, in a fraction of the time
/// when the words name one command.
///
/// `parseAsRoot` builds the whole tree of commands, and ArgumentParser finds each command's
/// options through dynamic casts, the first of which, for each type, scans every
/// protocol-conformance record in the binary. When the first words name a command (through
/// groups like `cache`) and no word asks for help, a version or a completion script, the rest
/// is parsed by that command's own type alone. Anything else, a failure, or a result of another
/// type (such as a help request) is parsed again by the root, so help, usage lines, errors and
/// completion scripts are the root's own.
///
/// Groups on the way are matched by name only (a group's default command takes the words when
/// they name none of its commands): a group with options or checks of its own would have them
/// decoded only by the root, which is why any word the command's own type does not take sends
/// the whole line to the root.
enum CommandDispatch {
    /// The command `arguments` (without the program's name) ask for, or the root's error; a
    /// usage error whose words name no command where one is named is ``UnknownCommand``'s
    /// one line instead (exit 64).
    static func parse(_ arguments: [String], root: any ParsableCommand.Type) throws -> any ParsableCommand {
        if let command = parseByName(arguments, root: root) {
            return command
        }
        do {
            return try root.parseAsRoot(arguments)
        } catch {
            guard root.exitCode(for: error) == .validationFailure,
                let unknown = UnknownCommand.find(in: arguments, root: root)
            else { throw error }
            throw CommandFailure(unknown.message, status: .usage)
        }
    }

    /// The command the leading words name, parsed by its own type; `nil` when only the root can
    /// say what `arguments` mean.
    static func parseByName(_ arguments: [String], root: any ParsableCommand.Type) -> (any ParsableCommand)? {
        guard !arguments.contains(where: isForTheRoot) else { return nil }
        var command = root
        var rest = arguments[...]
        while let word = rest.first, let named = subcommand(of: command, named: word) {
            command = named
            rest = rest.dropFirst()
        }
        // A group's default command takes the words that name none of the group's commands, as
        // the root gives them to it (`movies watchlist --source tmdb` is `watchlist list`).
        if command != root, let defaultSubcommand = command.configuration.defaultSubcommand {
            command = defaultSubcommand
        }
        guard command != root, command.configuration.subcommands.isEmpty,
            let parsed = try? command.parseAsRoot(Array(rest)),
            ObjectIdentifier(type(of: parsed)) == ObjectIdentifier(command)
        else { return nil }
        return parsed
    }

    /// The subcommand of `command` called `name` or known by it as an alias.
    static func subcommand(of command: any ParsableCommand.Type, named name: String) -> (any ParsableCommand.Type)? {
        command.configuration.subcommands.first { self.name(of: $0) == name || $0.configuration.aliases.contains(name) }
    }

    /// What `command` is called: its configuration's name, else its type's name in kebab case,
    /// as ArgumentParser's `_commandName` derives it but without `String(describing:)`, whose
    /// dynamic casts of the type scan every conformance record (bench/ANALYSIS.md).
    /// A test holds the two equal for every command.
    static func name(of command: any ParsableCommand.Type) -> String {
        if let name = command.configuration.commandName {
            return name
        }
        let characters = Array(_typeName(command, qualified: false))
        var name = ""
        var separatesOnUppercase = true
        for (index, character) in characters.enumerated() {
            if character.isUppercase {
                if separatesOnUppercase && !name.isEmpty {
                    name.append("-")
                }
                // "URLSession" is "url-session": an uppercase letter before a lowercase one starts a word.
                separatesOnUppercase =
                    index + 2 < characters.count
                    && characters[index + 1].isUppercase && characters[index + 2].isLowercase
            } else {
                separatesOnUppercase = character != "-"
            }
            name += character.lowercased()
        }
        return name
    }

    /// Whether `word` (up to an `=`) is one the root answers itself, wherever it stands: help,
    /// the version, completion scripts and the internal help dump.
    static func isForTheRoot(_ word: String) -> Bool {
        // A switch over literals: a Set would cost more at start-up than the whole check.
        switch word.prefix(while: { $0 != "=" }) {
        case "-h", "-help", "--help", "--version", "--generate-completion-script", "---completion",
            "--experimental-dump-help":
            true
        default:
            false
        }
    }
}
