import Synchronization

/// A value made the first time it is asked for, then kept. It is made under a lock, so once
/// however many ask at the same time: a large index is not built twice.
final class ComputedOnce<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made now if this is the first time.
    var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
