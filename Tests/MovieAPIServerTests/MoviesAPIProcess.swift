import Foundation

/// Runs the `movies-api` binary that `swift build` put beside the test bundle.
enum MoviesAPIProcess {
    struct Run {
        var status: Int32
        var standardError: String
    }

    static var binary: URL {
        let folder =
            Bundle.main.executableURL?.deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return folder.appendingPathComponent("movies-api")
    }

    /// Runs `movies-api arguments` to its end.
    static func run(_ arguments: [String]) async throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let status = try await ended(process)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return Run(status: status, standardError: text)
    }

    /// Starts `movies-api arguments` in `folder`, reads the first line it prints, and stops it.
    static func firstLine(of arguments: [String], in folder: URL) async throws -> String {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate() }
        let reader = output.fileHandleForReading
        // Reading blocks, so it happens off Swift's cooperative pool.
        let line = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var line = Data()
                while !line.contains(UInt8(ascii: "\n")) {
                    let chunk = reader.availableData
                    if chunk.isEmpty { break }
                    line.append(chunk)
                }
                continuation.resume(returning: line)
            }
        }
        return String(decoding: line, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    }

    private static func ended(_ process: Process) async throws -> Int32 {
        try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }
}
