/// What the config file says: each setting it holds, read, with the line that holds it.
public struct Settings: Sendable, Equatable {
    /// One setting's value and where the file gives it.
    public struct Entry<Value: Sendable & Equatable>: Sendable, Equatable {
        /// The value, read (services trimmed, a region in capitals).
        public let value: Value
        /// Its line in the file, from 1.
        public let line: Int

        /// `value`, as line `line` gives it.
        public init(value: Value, line: Int) {
            self.value = value
            self.line = line
        }
    }

    /// The file read; `nil` for no file.
    public var path: String?
    /// `services = …`: your streaming services, or any.
    public var services: Entry<StreamingServices>?
    /// `region = …`: a country's two letters.
    public var region: Entry<String>?
    /// `sync-folder = …`: the folder your library syncs through by itself, its whole path.
    public var syncFolder: Entry<String>?

    /// No settings: what a missing file says.
    public init(
        path: String? = nil, services: Entry<StreamingServices>? = nil, region: Entry<String>? = nil,
        syncFolder: Entry<String>? = nil
    ) {
        self.path = path
        self.services = services
        self.region = region
        self.syncFolder = syncFolder
    }

    /// The line that sets `key`, if one does.
    public func line(of key: ConfigKey) -> Int? {
        switch key {
        case .services: services?.line
        case .region: region?.line
        case .syncFolder: syncFolder?.line
        }
    }
}
