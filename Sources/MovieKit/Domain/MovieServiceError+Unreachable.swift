extension MovieServiceError {
    /// Whether the source could not be reached, or did not answer in time: a failure of the
    /// moment, which asking again online may not meet.
    public var isUnreachable: Bool {
        switch self {
        case .unreachable, .timedOut: true
        default: false
        }
    }
}
