/// How much of an export `movies` reads: the most one file may hold, unpacked (a CSV file, or a
/// ZIP file's entry), and the most the files of one export may hold together. Past either, the
/// export is refused in one line before more is read or unpacked, whatever its ZIP headers say.
public struct ExportSizeLimits: Sendable, Equatable {
    /// The most one file may hold, in bytes.
    public var file: Int
    /// The most the files read of one export may hold together, in bytes.
    public var total: Int

    public init(file: Int, total: Int) {
        self.file = file
        self.total = total
    }

    /// 64 MiB a file and 128 MiB in all. A diary of 20,000 films is about 2 MB of CSV, and a
    /// review of 1,000 characters for each of them 20 MB more: thirty times the largest export a
    /// person makes fits. A ZIP bomb, megabytes that unpack to gigabytes, does not.
    public static let standard = ExportSizeLimits(file: 64 << 20, total: 128 << 20)
}
