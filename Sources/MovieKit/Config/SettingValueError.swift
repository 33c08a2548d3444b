/// Why a setting's text does not read, in words that follow where it came from: a refusal is
/// `"--region " + reason`, `"MOVIES_REGION " + reason`, or the config file's line and key.
public struct SettingValueError: Error, Sendable, Equatable {
    /// Like `must be a country's two letters, like US or DE, got "Deutschland"`.
    public let reason: String

    /// The refusal of a text, `reason` said after where it came from.
    public init(reason: String) {
        self.reason = reason
    }
}
