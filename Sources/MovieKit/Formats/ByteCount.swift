/// A number of bytes as a person reads it: `900 bytes`, `64 MiB`, `238.4 MiB`.
enum ByteCount {
    static func text(_ bytes: Int) -> String {
        let mebibyte = 1 << 20
        guard bytes >= mebibyte else { return "\(bytes) bytes" }
        let tenths = bytes / mebibyte * 10 + bytes % mebibyte * 10 / mebibyte
        return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
    }
}
