import ArgumentParser

/// "The option, else `$VARIABLE`, else the default", read one way for every option that has a
/// variable (`--source`, `--language`, `--region`, `--poster`, `--api-url`): a variable set to
/// nothing counts as unset, an option given empty is read like any text, and a text that does
/// not read is refused in one line naming where it came from and what it must be.
struct OptionOrVariable {
    /// Why a text does not read, beyond not being what is expected: said after it.
    struct Unreadable: Error {
        var detail: String?
    }

    /// The option as typed, like `--language`.
    let option: String
    /// The variable read when the option is not given, like `MOVIES_LANGUAGE`.
    let variable: String
    /// What the text must be, for the refusal: "a language like en-US, de-DE or fr".
    let expected: String

    /// `read` of the option's text, else of the variable's; `nil` when neither is given.
    /// - Throws: `ValidationError("FROM must be EXPECTED, got "TEXT"[: DETAIL]")`.
    func value<Value>(
        _ given: String?, environment: [String: String], read: (String) throws(Unreadable) -> Value
    ) throws(ValidationError) -> Value? {
        let (text, from): (String, String)
        if let given {
            (text, from) = (given, option)
        } else if let variable = environment[variable], !variable.isEmpty {
            (text, from) = (variable, self.variable)
        } else {
            return nil
        }
        do {
            return try read(text)
        } catch {
            let refusal = "\(from) must be \(expected), got \"\(text)\""
            throw ValidationError(error.detail.map { "\(refusal): \($0)" } ?? refusal)
        }
    }

    /// The option's value as ArgumentParser read it, else the variable's read by `read`; `nil`
    /// when neither is given.
    func value<Value>(
        _ given: Value?, environment: [String: String], read: @escaping (String) -> Value?
    ) throws(ValidationError) -> Value? {
        if let given { return given }
        return try value(nil as String?, environment: environment, read: Self.reading(read))
    }

    /// `read` made to refuse what it returns `nil` for, with nothing more to say.
    static func reading<Value>(_ read: @escaping (String) -> Value?) -> (String) throws(Unreadable) -> Value {
        { text throws(Unreadable) in
            guard let value = read(text) else { throw Unreadable() }
            return value
        }
    }
}
