import ArgumentParser
import Foundation

/// A `--max-age` value: a whole number with a unit, `s`, `m`, `h` or `d`, like `10m`, `2h`, `7d`.
struct MaxAge: ExpressibleByArgument, Equatable {
    /// The age in seconds.
    let seconds: TimeInterval

    init(seconds: TimeInterval) {
        self.seconds = seconds
    }

    init?(argument: String) {
        let units: [Character: TimeInterval] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        guard let unit = argument.last.flatMap({ units[$0] }),
            let count = Int(argument.dropLast()), count > 0, count <= 36_500 * 86_400 / Int(unit)
        else { return nil }
        seconds = TimeInterval(count) * unit
    }
}
