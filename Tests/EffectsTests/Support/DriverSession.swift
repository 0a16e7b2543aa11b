import ActionLog
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A running `appcore drive`, as any front end would run it: its standard input, and its output
/// lines as they come.
final class DriverSession: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var received = Data()
    private var receivedErrors = Data()

    /// Starts `executable` with `arguments`, and `environment` added to this process's.
    init(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            self?.lock.withLock { self?.received.append(chunk) }
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            self?.lock.withLock { self?.receivedErrors.append(chunk) }
        }
        try process.run()
    }

    func send(_ line: String) { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }

    /// Closes standard input: the driver ends once running effects finish.
    func closeInput() { input.fileHandleForWriting.closeFile() }

    /// Standard output so far, as text.
    var text: String { lock.withLock { String(decoding: received, as: UTF8.self) } }

    var lines: [JSONValue] {
        text.split(separator: "\n").compactMap { try? JSONValue(parsing: Data($0.utf8)) }
    }

    /// What the driver wrote to its standard error so far.
    var errorText: String { lock.withLock { String(decoding: receivedErrors, as: UTF8.self) } }

    /// The results of `kind` (`http`, `image`, `loaded`, `persisted`, `timerFired`) reported so far.
    func results(_ kind: String) -> [JSONValue] {
        lines.compactMap { $0["result"]?[kind] }
    }

    func waitForExit(within seconds: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        guard !process.isRunning else { process.terminate(); return nil }
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
        lock.withLock {
            received.append(output.fileHandleForReading.readDataToEndOfFile())
            receivedErrors.append(errors.fileHandleForReading.readDataToEndOfFile())
        }
        return process.terminationStatus
    }
}
