import Foundation

/// Why one of IMDb's files could not be brought up to date. The copy on disk, if any, is kept as
/// it was; the message names the file and what happened.
public struct IMDbDownloadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// The host answered with this status (not 2xx, 304 or 404), after any retries; and when
        /// it asked to be tried again, after how long.
        case status(Int, retryAfter: String?)
        /// The host has no such file (HTTP 404).
        case notFound
        /// No answer could be had, or the connection broke: the transport's words.
        case unreachable(String)
        /// The host did not answer, or stopped sending, for longer than the timeout.
        case timedOut
        /// Fewer (or more) bytes arrived than the host's `Content-Length` announced.
        case incomplete(expected: Int, received: Int)
        /// The host sent more than `limit` bytes, more than any of IMDb's files can be (an
        /// endless body, say); the rest was not read.
        case tooLarge(limit: Int)
        /// What arrived is not gzip data (a web page in its place, say).
        case notGzip
        /// The file could not be written, flushed or put in place: the path and why.
        case cannotSave(String)
    }

    /// The file.
    public let dataset: IMDbDataset
    /// Where it was asked for.
    public let url: URL
    public let reason: Reason

    public var description: String {
        let file = dataset.fileName
        let host = url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } ?? url.absoluteString
        switch reason {
        case .status(let status, let retryAfter?):
            return "\(host) answered HTTP \(status) for \(file) and asked to be tried again after \(retryAfter)"
        case .status(let status, nil):
            return "\(host) answered HTTP \(status) for \(file)"
        case .notFound:
            return "\(host) has no \(file) (HTTP 404 for \(url.absoluteString))"
        case .unreachable(let reason):
            return "cannot download \(file): \(reason)"
        case .timedOut:
            return "cannot download \(file): \(host) did not answer in time"
        case .incomplete(let expected, let received):
            return "\(file) arrived incomplete from \(host): \(received) of the \(expected) bytes it announced"
        case .tooLarge(let limit):
            return "\(file): \(host) sent more than \(Self.size(limit)), more than any of IMDb's files can be; "
                + "the rest was not read"
        case .notGzip:
            return "\(file) from \(host) is not gzip data"
        case .cannotSave(let reason):
            return "cannot save \(file): \(reason)"
        }
    }

    /// `bytes` as a person reads it: `4 GiB`, `1 MiB`, else in bytes.
    private static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 30, bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        return "\(bytes) bytes"
    }
}

extension IMDbDownloadError {
    /// The error a failed download of `dataset` at `url`, of at most `limit` bytes, means.
    init(dataset: IMDbDataset, url: URL, failure: MovieServiceError, limit: Int) {
        let reason: Reason =
            switch failure {
            // A download decodes nothing: its only bad data is a body longer than its limit.
            case .badData: .tooLarge(limit: limit)
            case .notFound: .notFound
            case .httpStatus(let status, let retryAfter): .status(status, retryAfter: retryAfter)
            case .timedOut: .timedOut
            case .unreachable(let reason): .unreachable(reason)
            case .cache(let reason): .cannotSave(reason)
            default: .unreachable(failure.description)
            }
        self.init(dataset: dataset, url: url, reason: reason)
    }
}
