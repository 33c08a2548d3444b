/// Fewer, longer command lines of one command that between them hold, each in a line `taken`
/// accepts, every pairing of features that a set of short lines holds in the lines `taken` accepts.
///
/// A short line is a command's positional words (its shape), with one or two groups of option
/// words after them, or one group before them. Its features, paired: the shape with each group,
/// where the groups stand (before or after the shape) with each group, and each two groups in
/// their order; a shape alone pairs with itself. Starting from each short line whose pairings are
/// not all held yet, a long line gains, one at a time, the group (put last or first) that brings
/// the most pairings not yet held and that `taken` still accepts, until none brings one; a shape
/// alone stays alone, every option at its default.
struct PackedCommandLines {
    /// One feature of a line.
    enum Feature: Hashable {
        case shape([String])
        case optionsFirst(Bool)
        case options([String])
    }

    /// Two features of one line; for two groups of options, the first stands before the second.
    struct Pairing: Hashable {
        let first: Feature
        let second: Feature
    }

    /// A line of the command: its positional words, where its options stand, its groups of
    /// option words in order.
    struct Line: Equatable {
        var shape: [String]
        var optionsFirst: Bool
        var options: [[String]]

        func arguments(after command: [String]) -> [String] {
            optionsFirst ? command + options.flatMap { $0 } + shape : command + shape + options.flatMap { $0 }
        }

        /// The line with `group` put last, or first.
        func adding(_ group: [String], last: Bool) -> Line {
            Line(shape: shape, optionsFirst: optionsFirst, options: last ? options + [group] : [group] + options)
        }

        /// The pairings `group` would bring, put last or first.
        func pairings(adding group: [String], last: Bool) -> Set<Pairing> {
            var pairings: Set<Pairing> = [
                Pairing(first: .shape(shape), second: .options(group)),
                Pairing(first: .optionsFirst(optionsFirst), second: .options(group)),
            ]
            for other in options {
                pairings.insert(
                    last
                        ? Pairing(first: .options(other), second: .options(group))
                        : Pairing(first: .options(group), second: .options(other)))
            }
            return pairings
        }

        var pairings: Set<Pairing> {
            if options.isEmpty {
                return [Pairing(first: .shape(shape), second: .shape(shape))]
            }
            var pairings = Set<Pairing>()
            for (index, group) in options.enumerated() {
                pairings.insert(Pairing(first: .shape(shape), second: .options(group)))
                pairings.insert(Pairing(first: .optionsFirst(optionsFirst), second: .options(group)))
                for later in options[(index + 1)...] {
                    pairings.insert(Pairing(first: .options(group), second: .options(later)))
                }
            }
            return pairings
        }
    }

    /// The short lines `taken` accepts, in their order.
    let takenShortLines: [Line]
    /// Every pairing of those lines.
    let pairings: Set<Pairing>
    /// The long lines, each accepted by `taken`, that hold every one of ``pairings``.
    let lines: [Line]

    init(command: [String], shortLines: [Line], taken: ([String]) -> Bool) {
        let takenShortLines = shortLines.filter { taken($0.arguments(after: command)) }
        var groups: [[String]] = []
        for line in takenShortLines {
            for group in line.options where !groups.contains(group) {
                groups.append(group)
            }
        }
        let pairings = takenShortLines.reduce(into: Set<Pairing>()) { $0.formUnion($1.pairings) }

        var held = Set<Pairing>()
        var lines: [Line] = []
        for shortLine in takenShortLines where !shortLine.pairings.isSubset(of: held) {
            var line = shortLine
            var candidates = line.options.isEmpty ? [] : groups.filter { !line.options.contains($0) }
            while let (index, last) = Self.bestAddition(to: line, from: candidates, beyond: held, command, taken) {
                line = line.adding(candidates.remove(at: index), last: last)
            }
            lines.append(line)
            held.formUnion(line.pairings)
        }
        self.takenShortLines = takenShortLines
        self.pairings = pairings
        self.lines = lines
    }

    /// Which of `candidates`, put last or first, brings `line` the most pairings beyond `held` and
    /// leaves a line `taken` accepts (the earlier on a tie); `nil` when none brings one.
    private static func bestAddition(
        to line: Line, from candidates: [[String]], beyond held: Set<Pairing>, _ command: [String],
        _ taken: ([String]) -> Bool
    ) -> (index: Int, last: Bool)? {
        let additions = candidates.indices.flatMap { index in
            [true, false].map { last in
                (
                    index: index, last: last,
                    gain: line.pairings(adding: candidates[index], last: last).subtracting(held).count
                )
            }
        }
        // A stable sort: the earlier addition first among those that bring as many.
        return
            additions.filter { $0.gain > 0 }.sorted { $0.gain > $1.gain }
            .first { taken(line.adding(candidates[$0.index], last: $0.last).arguments(after: command)) }
            .map { ($0.index, $0.last) }
    }
}
