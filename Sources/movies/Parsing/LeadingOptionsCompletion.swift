import Foundation
import MovieKit

/// The completion scripts ArgumentParser writes, with the options that may stand before the
/// command (``LeadingOptions``, and `--no-pager`) offered there too, as bash's and zsh's offer
/// them after it: `movies --source <Tab>` offers the sources, `movies --off<Tab>` `--offline`.
///
/// The root command does not declare them (its help would list them, past its 70 lines), so
/// they are added to the root's part of the script, its first function; any other text (help,
/// the version, fish's script) is left as it is.
enum LeadingOptionsCompletion {
    /// The flags that may stand before the command.
    static let flags = LeadingOptions.flagNames.map { "--" + $0 } + ["--no-pager"]
    /// The options with a value that may stand before the command.
    static let options = LeadingOptions.optionNames.map { "--" + $0 }
    /// The values an option takes, where they are few: the sources, the formats.
    static let values = [
        "--source": MovieSource.allCases.map(\.rawValue), "--format": OutputFormat.allCases.map(\.rawValue),
    ]

    /// `text` with the leading options added when it is bash's or zsh's completion script.
    static func script(_ text: String) -> String {
        var text = text
        replaceFirst(bashRoot, with: bashRootWithOptions, in: &text)
        replaceFirst(zshRoot, with: zshRootWithOptions, in: &text)
        return text
    }

    private static func replaceFirst(_ old: String, with new: String, in text: inout String) {
        guard let range = text.range(of: old) else { return }
        text.replaceSubrange(range, with: new)
    }

    private static let bashRoot = """
            local -a non_repeating_flags=(--version -h --help)
            local -a repeating_options=()
            local -a non_repeating_options=()
            __movies_offer_flags_options 0

        """

    private static var bashRootWithOptions: String {
        let cases = values.sorted { $0.key < $1.key }.map { option, words in
            "        '\(option)')\n            __movies_add_completions -W '\(words.joined(separator: "'$'\\n''"))'\n"
                + "            return\n            ;;\n"
        }
        return """
                local -a non_repeating_flags=(--version -h --help \(flags.joined(separator: " ")))
                local -a repeating_options=()
                local -a non_repeating_options=(\(options.joined(separator: " ")))
                __movies_offer_flags_options 0

                # The values of the options before the command, while no command is typed
                if [[ "${#unparsed_words[@]}" -eq 0 ]]; then
                    case "${prev}" in

            """ + cases.joined() + "        esac\n    fi\n"
    }

    private static let zshRoot = """
            local -ar arg_specs=(
                '--version[Show the version.]'

        """

    private static var zshRootWithOptions: String {
        let specs =
            flags.map { "        '\($0)'\n" }
            + options.map { option in
                "        '\(option):\(option.dropFirst(2)):"
                    + (values[option].map { "(\($0.joined(separator: " ")))" } ?? "") + "'\n"
            }
        return zshRoot + specs.joined()
    }
}
