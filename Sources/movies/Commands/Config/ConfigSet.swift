import ArgumentParser
import Foundation
import MovieKit

extension Movies.ConfigGroup {
    /// `movies config set KEY VALUE`: writes one setting into the config file, atomically,
    /// keeping every other line; a value is checked as its option checks it.
    struct SetValue: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Keep a setting in the config file.",
            discussion: """
                Replaces the setting's line, or adds one; your comments and other lines stay as \
                they were. The file is replaced whole or not at all, and it and its folder (only \
                yours, 0700) are created when missing; a link is written through to its target \
                (made when missing) and stays a link. One set or unset at a time changes the \
                file, holding a lock on config.lock beside it. services takes names of services \
                separated by commas, as TMDB names them (any case), or any; region a country's \
                two letters; sync-folder a folder your machines share (`movies library sync \
                FOLDER`), kept as a whole path: your library then syncs there by itself, after a \
                command that changes it and before one that reads it when the folder changed. A \
                variable that is set wins over the file: a warning says so.

                Services are checked against those the source streams on in your region (the \
                source asked, else one that knows services; offline or unanswered, those the \
                cache knows there): a name none has is refused with the closest, and nothing is \
                written; with none known, the names are kept with a warning. A region must be a \
                country's code.

                Examples:
                  movies config set services "netflix, mubi"
                  movies config set services any
                  movies config set region de
                  movies config set sync-folder ~/Sync/movies
                """
        )

        @Argument(help: "The setting.")
        var key: ConfigKey

        @Argument(help: ArgumentHelp("Its value, like \"netflix, mubi\", DE or ~/Sync/movies.", valueName: "value"))
        var value: String

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        func validate() throws {
            do {
                _ = try key.normalized(value)
            } catch {
                throw ValidationError("\(key.rawValue) \(error.reason)")
            }
        }

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let file = context.configFile
            if key == .services, let services = try? StreamingServices(reading: value), !services.isAny {
                try await check(services, in: context)
            }
            let written: String
            do {
                written = try file.set(key, to: value)
            } catch {
                throw CommandFailure(error)
            }
            console.print("\(key.rawValue) = \(written) (in \(file.path))")
            if key == .syncFolder {
                do throws(SyncError) {
                    try SyncFolder(url: URL(fileURLWithPath: written)).checkWritable()
                } catch {
                    console.warning(
                        "\(error.description.replacingOccurrences(of: "; nothing was changed", with: "")); "
                            + "each sync warns until it is, your changes kept here")
                }
            }
            if let variable = LaunchEnvironment.variables[key.variable], !variable.isEmpty {
                console.warning("\(key.variable) is set in your environment and wins over the config file")
            }
        }

        /// Checks `services` against those the source knows in the region the config file's
        /// settings give, warning when none is known to check them against.
        /// - Throws: ``CommandFailure`` (exit 64) naming a service none is called, with the closest.
        private func check(_ services: StreamingServices, in context: MoviesContext) async throws {
            let console = context.console
            let region = RegionOption.notGiven.value(with: try context.settings())
            // A cache that cannot be opened knows no services: the names are then kept unchecked.
            let service = try? context.services(asking: Self.askingForServices(options))
            let check =
                await service?.check(services, in: region)
                ?? StreamingServicesCheck(services, among: [], region: region.uppercased())
            switch check {
            case .known: break
            case .unknown: throw CommandFailure("services: \(check.description ?? "")", status: .usage)
            case .nothingKnown: console.warning(check.description ?? "")
            }
        }

        /// `options` asking the source they name when its films say where they stream, else the
        /// first source whose films do: services are such a source's names.
        static func askingForServices(_ options: GlobalOptions) -> GlobalOptions {
            guard !options.source.described.has(.watchProviders),
                let naming = MovieSourceDescription.all.first(where: { $0.has(.watchProviders) })
            else { return options }
            var asking = options
            asking.sourceOption.source = naming.source
            return asking
        }
    }
}
