import Foundation

/// A `multipart/form-data` body (RFC 7578), read as far as a webhook needs: its parts' names and
/// bodies. The boundary comes from the `Content-Type`.
struct MultipartFormData {
    private let body: Data
    private let delimiter: Data

    /// - Throws: ``WebhookPayloadError`` when `contentType` is not `multipart/form-data` with a boundary.
    init(_ body: Data, contentType: String?) throws(WebhookPayloadError) {
        let parameters = (contentType ?? "").split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parameters.first?.lowercased() == "multipart/form-data" else {
            throw WebhookPayloadError("the body is not multipart/form-data, as Plex sends")
        }
        let boundary = parameters.dropFirst().first { $0.lowercased().hasPrefix("boundary=") }
            .map { $0.dropFirst("boundary=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        guard let boundary, (1...70).contains(boundary.count) else {
            throw WebhookPayloadError("the form names no boundary")
        }
        self.body = body
        delimiter = Data("--\(boundary)".utf8)
    }

    /// The body of the first part whose `Content-Disposition` names it `name`; `nil` when none does.
    func part(named name: String) -> Data? {
        let headerEnd = Data("\r\n\r\n".utf8)
        var start = body.range(of: delimiter)?.upperBound
        while let partStart = start {
            let next = body.range(of: delimiter, in: partStart..<body.endIndex)
            let partEnd = next?.lowerBound ?? body.endIndex
            let part = body[partStart..<partEnd]
            if let split = part.range(of: headerEnd) {
                let headers = String(decoding: part[part.startIndex..<split.lowerBound], as: UTF8.self)
                if Self.names(headers, name) {
                    var content = part[split.upperBound...]
                    if content.suffix(2) == Data("\r\n".utf8) { content = content.dropLast(2) }
                    return Data(content)
                }
            }
            start = next?.upperBound
        }
        return nil
    }

    /// Whether the part's `headers` give it the name `name` (`Content-Disposition: form-data; name="payload"`).
    private static func names(_ headers: String, _ name: String) -> Bool {
        headers.split(whereSeparator: \.isNewline).contains { line in
            let lowered = line.lowercased()
            guard lowered.hasPrefix("content-disposition:") else { return false }
            return lowered.split(separator: ";").contains {
                let parameter = $0.trimmingCharacters(in: .whitespaces)
                return parameter == "name=\"\(name)\"" || parameter == "name=\(name)"
            }
        }
    }
}
