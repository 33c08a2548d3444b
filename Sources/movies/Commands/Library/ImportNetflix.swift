import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies import netflix FILE.csv [--profile NAME]`.
    struct ImportNetflix: ImportFileCommand {
        static let configuration = CommandConfiguration(
            commandName: "netflix",
            abstract: "Import Netflix's viewing history (NetflixViewingHistory.csv or ViewingActivity.csv).",
            discussion: """
                Either Netflix's viewing activity download (Title, Date: the day as your account's \
                country writes it, decided from the whole file and said), or the full data export's \
                ViewingActivity.csv (of one profile: --profile NAME when it holds several; views \
                under 10 minutes and trailers are left out). Each view of a film is a viewing of its \
                day (several of one film on one day are one); episodes are left out and counted. \
                Netflix gives no year: films are matched by title through the source's search.
                """)

        @Argument(help: ArgumentHelp("Netflix's CSV file.", valueName: "file"))
        var path: String

        @Option(help: ArgumentHelp("Whose views, in the full export's ViewingActivity.csv.", valueName: "name"))
        var profile: String?

        @Option(help: ImportOptions.jobsHelp) var jobs = ImportOptions.defaultJobs

        @OptionGroup var options: GlobalOptions

        var format: ImportFormat { .netflix(profile: profile) }

        /// The command's failure for `error`: a file that does not read 65, whose views 64.
        static func failure(_ error: NetflixExport.Failure) -> CommandFailure {
            let named = { (profiles: [String]) in
                profiles.map { "\"\(TerminalText.safe($0))\"" }.joined(separator: ", ")
            }
            switch error {
            case .file(let failure):
                return CommandFailure(failure.description, status: .badData)
            case .profileNeeded(let profiles):
                return CommandFailure(
                    "the file holds the views of \(profiles.count) profiles, \(named(profiles)): say whose with --profile NAME",
                    status: .usage)
            case .noSuchProfile(let profile, let profiles):
                return CommandFailure(
                    "the file has no profile \"\(TerminalText.safe(profile))\"; its profiles: \(named(profiles))",
                    status: .usage)
            case .profileNotInFile:
                return CommandFailure(
                    "--profile is for the full export's ViewingActivity.csv; this file has no profiles", status: .usage)
            }
        }
    }
}
