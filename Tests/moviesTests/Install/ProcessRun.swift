import Foundation

/// What a tool of the repository (make, a script) printed when run to its end, and how it ended.
struct ProcessRun {
    let output: String
    let error: String
    let status: Int32

    /// Runs `executable` with `arguments`, no standard input, and `environment` if given (else this
    /// process's), and waits for its end.
    init(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        self.output = String(decoding: out, as: UTF8.self)
        self.error = String(decoding: err, as: UTF8.self)
        status = process.terminationStatus
    }
}
