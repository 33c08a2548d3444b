import ArgumentParser

/// A help topic kept out of `movies --help` so that it fits a terminal (`movies help NAME`, and
/// `movies NAME`): its name, its one line in the help, and its text, which it prints and which is
/// its discussion (the man page has each as a section of its own).
protocol HelpTopic: ParsableCommand {
    /// The topic's name, as `movies help` takes it.
    static var topic: String { get }
    /// What the topic tells, in one line.
    static var abstract: String { get }
    /// What the topic prints.
    static var text: String { get }
}

extension HelpTopic {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: topic, abstract: abstract, discussion: text)
    }

    func run() {
        StandardStreams.write(Self.text + "\n", to: .output)
    }
}
