import ArgumentParser
import Foundation

/// What `movies` alone prints: the groups of commands, three examples and where to read on, in
/// at most 40 lines.
enum CommandMap {
    /// The map of `groups`, each group's commands on lines of at most `width` columns.
    static func text(groups: [CommandGroup], width: Int = 80) -> String {
        var lines = ["movies: an offline-first movie catalogue for the command line.", ""]
        for group in groups {
            lines += wrapped(
                group.subcommands.map { CommandDispatch.name(of: $0) }, label: group.name, width: width)
        }
        lines += [
            "",
            "Try:",
            "  movies top-grossing 2016              a year's list, from the built-in films",
            "  movies show 1                         one film's page",
            "  movies watchlist add 1                your own films, kept on this machine",
            "",
            "movies --help lists every command; movies help COMMAND tells one.",
            "The guide: docs/guide/ beside the source (README.md links it), and man movies.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `names` after `label`, joined by commas and wrapped under one another.
    private static func wrapped(_ names: [String], label: String, width: Int) -> [String] {
        let indent = String(repeating: " ", count: labelWidth)
        var lines: [String] = []
        var line = label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
        for (index, name) in names.enumerated() {
            let word = name + (index < names.count - 1 ? "," : "")
            if line.count + word.count + 1 > width, line != indent {
                lines.append(line)
                line = indent
            }
            line += (line.hasSuffix(" ") ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }

    private static let labelWidth = 30
}
