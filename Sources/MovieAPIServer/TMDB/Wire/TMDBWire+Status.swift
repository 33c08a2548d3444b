extension TMDBWire {
    /// TMDB's status body: `{"status_code":N,"status_message":"…","success":B}`, sent with every
    /// error and by `GET /3/authentication` on success. `status_code` is TMDB's own code, not the
    /// HTTP status.
    public struct Status: Codable, Sendable, Equatable {
        public var statusCode: Int
        public var statusMessage: String
        public var success: Bool

        public init(statusCode: Int, statusMessage: String, success: Bool) {
            self.statusCode = statusCode
            self.statusMessage = statusMessage
            self.success = success
        }

        enum CodingKeys: String, CodingKey {
            case statusCode = "status_code"
            case statusMessage = "status_message"
            case success
        }
    }
}
