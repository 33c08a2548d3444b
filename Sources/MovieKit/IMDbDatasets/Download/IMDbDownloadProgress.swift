/// How the download of one of IMDb's files is going, as ``IMDbDatasetDownload`` reports it: at
/// the start of each file, a few times a second while its body arrives, and at its end.
public struct IMDbDownloadProgress: Sendable, Equatable {
    /// Where the file's download stands.
    public enum Stage: Sendable, Equatable {
        /// The request is on its way; nothing has come back yet.
        case asking
        /// The body is arriving.
        case receiving
        /// The host answered 304: the copy on disk is current and stays.
        case unchanged
        /// The whole body is in, checked and in place.
        case downloaded
    }

    /// The file.
    public let dataset: IMDbDataset
    public let stage: Stage
    /// The bytes of the body received so far (at ``Stage/downloaded``, the file's size; at
    /// ``Stage/unchanged``, the size of the copy kept). A retry starts again from 0.
    public let bytesReceived: Int
    /// The body's length, once the host has said it (`Content-Length`); `nil` until then, or when
    /// it does not say.
    public let bytesExpected: Int?

    public init(dataset: IMDbDataset, stage: Stage, bytesReceived: Int, bytesExpected: Int?) {
        self.dataset = dataset
        self.stage = stage
        self.bytesReceived = bytesReceived
        self.bytesExpected = bytesExpected
    }

    /// The part received, 0…1, when the length is known.
    public var fraction: Double? {
        guard let bytesExpected, bytesExpected > 0 else { return nil }
        return min(1, Double(bytesReceived) / Double(bytesExpected))
    }
}
