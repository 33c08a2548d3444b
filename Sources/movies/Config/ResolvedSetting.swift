/// A setting's value, and the place that gave it.
struct ResolvedSetting<Value: Sendable & Equatable>: Sendable, Equatable {
    let value: Value
    let origin: SettingOrigin

    init(_ value: Value, _ origin: SettingOrigin) {
        self.value = value
        self.origin = origin
    }
}
