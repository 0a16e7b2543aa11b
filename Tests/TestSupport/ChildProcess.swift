import Foundation

/// A program run by a test as a user would run it, stopped after `timeout` seconds at most.
public struct ChildProcess {
    /// The exit status.
    public var code: Int32
    /// Standard output; with `includeErrors`, standard error too.
    public var out: String

    /// Runs `executable` with `arguments` from `directory`, with `environment` (this process's when
    /// `nil`), to its end or `timeout`.
    @discardableResult
    public init(
        _ executable: URL, _ arguments: [String], directory: URL? = nil, environment: [String: String]? = nil,
        includeErrors: Bool = false, timeout: TimeInterval = 300
    ) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = includeErrors ? pipe : FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        code = process.terminationStatus
        out = String(decoding: output, as: UTF8.self)
    }
}
