import CCurl
import Foundation
import MovieHTTP
import Synchronization

/// One request as libcurl's easy handle, with what comes back: the response's headers and body,
/// or why it failed. Once started, only the transfer thread touches it.
///
/// A request with a ``HTTPRequest/bodyDestination`` has a 2xx body written into that file as it
/// arrives, up to its ``HTTPRequest/bodyDestinationLimit`` and with no decoding, and is bounded by
/// how long it may go without receiving anything rather than how long it takes in all: a large
/// file takes as long as it takes.
final class CurlTransfer: @unchecked Sendable {
    let easy: Libcurl.Easy
    private let curl: Libcurl
    /// Set by a cancellation from any thread; the transfer thread reads it.
    let isCancelled = Atomic(false)
    private let url: URL
    private let maximumBodySize: Int
    /// A HEAD's answer declares the length of a body it does not send.
    private let isHead: Bool
    private var requestHeaders: OpaquePointer?
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CCURL_ERROR_SIZE))
    private var status = 0
    private var headers = HTTPHeaders()
    private var body = Data()
    private var failure: TransportError?
    /// Where a 2xx body goes, if it goes to a file, and the file once opened (-1 before).
    private let destination: String?
    private var file: Int32 = -1
    /// The most bytes written to the file, if limited, and how many have been.
    private let destinationLimit: Int?
    private var written = 0
    /// Told the status and headers once they are all in, for a body that goes to a file.
    private let head: (@Sendable (HTTPResponseHead) -> Void)?
    /// How long a transfer whose body goes to a file may go without receiving anything.
    private let idleTimeout: Duration?
    /// When the transfer was made, or last received something.
    private var lastActivity = ContinuousClock.now

    init?(
        _ request: HTTPRequest, curl: Libcurl, timeout: TimeInterval, maximumBodySize: Int,
        head: (@Sendable (HTTPResponseHead) -> Void)? = nil
    ) {
        guard let easy = curl.easyInit() else { return nil }
        self.easy = easy
        self.curl = curl
        url = request.url
        self.maximumBodySize = maximumBodySize
        isHead = request.method == .head
        destination = request.bodyDestination?.path
        destinationLimit = request.bodyDestinationLimit
        self.head = head
        // A file arrives as the host stores it (no encoding asked for), and may take long: the
        // engine ends it only once nothing has arrived for `timeout` (libcurl's own low-speed
        // limit averages over more seconds than it is given).
        idleTimeout = request.bodyDestination == nil ? nil : .milliseconds(Int64((timeout * 1000).rounded(.up)))
        errorBuffer.initialize(to: 0)
        let context = Unmanaged.passUnretained(self).toOpaque()
        curl.set(easy, CCURLOPT_URL, string: request.url.absoluteString)
        curl.set(easy, CCURLOPT_NOSIGNAL, 1)
        curl.set(easy, CCURLOPT_FOLLOWLOCATION, 0)
        if curl.set(easy, CCURLOPT_PROTOCOLS_STR, string: "http,https") != CCURLE_OK {
            curl.set(easy, CCURLOPT_PROTOCOLS, CCURLPROTO_HTTP | CCURLPROTO_HTTPS)
        }
        if destination == nil {
            curl.set(easy, CCURLOPT_TIMEOUT_MS, Int((timeout * 1000).rounded(.up)))
            // Every encoding libcurl can undo (gzip, deflate and whatever it was built with).
            curl.set(easy, CCURLOPT_ACCEPT_ENCODING, string: "")
        }
        curl.set(easy, CCURLOPT_USERAGENT, string: "movies-http")
        curl.set(easy, CCURLOPT_ERRORBUFFER, pointer: errorBuffer)
        switch request.method {
        case .get: break
        case .head: curl.set(easy, CCURLOPT_NOBODY, 1)
        case .post, .delete:
            curl.set(easy, CCURLOPT_POST, 1)
            if request.method == .delete { curl.set(easy, CCURLOPT_CUSTOMREQUEST, string: "DELETE") }
            // The body (JSON text), copied by libcurl (POSTFIELDS would keep the pointer, not the bytes).
            curl.set(easy, CCURLOPT_POSTFIELDSIZE, request.body.count)
            curl.set(easy, CCURLOPT_COPYPOSTFIELDS, string: String(decoding: request.body, as: UTF8.self))
        }
        for field in request.headers {
            requestHeaders = curl.slistAppend(requestHeaders, "\(field.name): \(field.value)")
        }
        curl.set(easy, CCURLOPT_HTTPHEADER, pointer: UnsafeRawPointer(requestHeaders))
        curl.set(easy, CCURLOPT_HEADERFUNCTION, callback: curlTransferReceivedHeader)
        curl.set(easy, CCURLOPT_HEADERDATA, pointer: context)
        curl.set(easy, CCURLOPT_WRITEFUNCTION, callback: curlTransferReceivedBody)
        curl.set(easy, CCURLOPT_WRITEDATA, pointer: context)
    }

    deinit {
        closeFile()
        curl.easyCleanup(easy)
        curl.slistFreeAll(requestHeaders)
        errorBuffer.deallocate()
    }

    /// One header line of the response (a status line starts a new response, after a `100
    /// Continue` or an informational answer); at the blank line ending them, a declared length
    /// past the limit stops the transfer before its body.
    fileprivate func receivedHeader(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        lastActivity = .now
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("HTTP/") {
            headers = HTTPHeaders()
            status = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        } else if text.isEmpty {
            // An informational answer (100 Continue) ends here; the real one follows.
            guard !(100..<200).contains(status) else { return true }
            if let destination {
                head?(HTTPResponseHead(status: status, headers: headers))
                if (200..<300).contains(status) {
                    if let limit = destinationLimit, let length = headers["Content-Length"].flatMap(Int.init),
                        length > limit
                    {
                        failure = .tooLarge(limit: limit)
                        return false
                    }
                    return openFile(destination)
                }
            }
            if !isHead, let length = headers["Content-Length"].flatMap(Int.init), length > maximumBodySize {
                failure = .tooLarge(limit: maximumBodySize)
                return false
            }
        } else if let colon = text.firstIndex(of: ":") {
            let name = String(text[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return true
    }

    fileprivate func receivedBody(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        lastActivity = .now
        if file >= 0 { return writeToFile(bytes) }
        guard body.count + bytes.count <= maximumBodySize else {
            failure = .tooLarge(limit: maximumBodySize)
            body = Data()
            return false
        }
        body.append(bytes)
        return true
    }

    /// Whether the transfer has gone longer than its idle timeout without receiving anything, at `now`.
    func isIdle(at now: ContinuousClock.Instant) -> Bool {
        idleTimeout.map { now - lastActivity > $0 } ?? false
    }

    /// Opens the file a 2xx body goes to, emptied; says whether it could.
    private func openFile(_ path: String) -> Bool {
        closeFile()
        written = 0
        file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard file >= 0 else {
            failure = .cannotWriteBody("\(path): \(String(cString: strerror(errno)))")
            return false
        }
        return true
    }

    private func writeToFile(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if let limit = destinationLimit, written + bytes.count > limit {
            failure = .tooLarge(limit: limit)
            return false
        }
        written += bytes.count
        var offset = 0
        while offset < bytes.count {
            let count = write(file, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                failure = .cannotWriteBody("\(destination ?? ""): \(String(cString: strerror(errno)))")
                return false
            }
            offset += count
        }
        return true
    }

    private func closeFile() {
        guard file >= 0 else { return }
        close(file)
        file = -1
    }

    /// What the transfer came to, given libcurl's result `code`.
    func result(_ code: Int32) -> Result<HTTPResponse, TransportError> {
        closeFile()
        if let failure { return .failure(failure) }
        switch Int(code) {
        case CCURLE_OK:
            let status = curl.get(easy, CCURLINFO_RESPONSE_CODE)
            return .success(HTTPResponse(status: status, headers: headers, body: body))
        case CCURLE_OPERATION_TIMEDOUT:
            return .failure(.timedOut)
        case CCURLE_COULDNT_RESOLVE_HOST, CCURLE_COULDNT_RESOLVE_PROXY:
            return .failure(.unreachable("cannot find host \(url.host ?? "of the API")"))
        case CCURLE_COULDNT_CONNECT:
            let authority = url.host.map { host in url.port.map { "\(host):\($0)" } ?? host }
            return .failure(.unreachable("cannot connect to \(authority ?? "the host")"))
        default:
            let detail = String(cString: errorBuffer)
            let said = detail.isEmpty ? curl.easyStrerror(code).map { String(cString: $0) } : detail
            return .failure(.connectionLost(said ?? "libcurl's error \(code)"))
        }
    }
}

private func curlTransferReceivedHeader(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    handOver(data, size * count, to: context) { $0.receivedHeader($1) }
}

private func curlTransferReceivedBody(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    handOver(data, size * count, to: context) { $0.receivedBody($1) }
}

/// Hands the `count` bytes at `data` to the transfer `context` points at; what libcurl is
/// answered: `count` when it took them, 0 to stop the transfer.
private func handOver(
    _ data: UnsafeMutablePointer<CChar>?, _ count: Int, to context: UnsafeMutableRawPointer?,
    _ take: (CurlTransfer, UnsafeBufferPointer<UInt8>) -> Bool
) -> Int {
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: count)
    return take(transfer, bytes) ? count : 0
}
