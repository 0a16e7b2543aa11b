import Foundation

/// A program run to its end from a test: its exit status and what it printed.
struct ChildProcess {
    var status: Int32
    var output: String

    /// Runs `executable` with `arguments` (and `environment` added to this process's) from
    /// `directory`, standard error discarded.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil
    ) throws -> ChildProcess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return ChildProcess(status: process.terminationStatus, output: text)
    }
}
