import ArgumentParser

/// An option group of one option that a variable stands in for, like `--source` and
/// `$MOVIES_SOURCE`, read by ``OptionOrVariable``.
///
/// `validate()` resolves the option once, in the environment `movies` started with, so a text
/// that does not read is refused before `run()`; `run()` then takes ``value``, which cannot fail.
protocol VariableBackedOption: ParsableArguments {
    associatedtype Value

    /// The value when nothing says otherwise: the last resort of ``resolved(environment:)`` and
    /// of ``value``.
    static var defaultValue: Value { get }

    /// The option, else its variable in `environment`, else what stands in for both.
    /// - Throws: `ValidationError` naming where a text that does not read came from.
    func resolved(environment: [String: String]) throws -> Value
}

extension VariableBackedOption {
    func validate() throws {
        _ = try resolved()
    }

    /// ``resolved(environment:)`` in the environment `movies` started with.
    func resolved() throws -> Value {
        try resolved(environment: LaunchEnvironment.variables)
    }

    /// The value `run()` uses, where `validate()` has vouched for it.
    var value: Value {
        (try? resolved()) ?? Self.defaultValue
    }
}

/// An option whose value is one of an enum's cases, named by its text (`--poster always`,
/// `--source tmdb`): the option, else its variable read by the same names, else the default.
protocol NamedCaseOption: VariableBackedOption where Value: RawRepresentable<String> {
    /// The option as given on the command line; `nil` when not.
    var given: Value? { get }
    /// The option's name, its variable's and what it expects.
    static var setting: OptionOrVariable { get }
}

extension NamedCaseOption {
    /// The option, else its variable in `environment`, else ``VariableBackedOption/defaultValue``.
    /// - Throws: `ValidationError` naming the variable when its text names no case.
    func resolved(environment: [String: String]) throws -> Value {
        try Self.setting.value(given, environment: environment, read: Value.init(rawValue:)) ?? Self.defaultValue
    }
}
