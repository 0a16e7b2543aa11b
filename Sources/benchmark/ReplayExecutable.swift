import Foundation

/// The `replay` executable built beside this one, run as a user runs it: the rows that time a
/// command of it (`timeline`, `tools`) measure its whole run, start to exit.
enum ReplayExecutable {
    /// Runs `replay` with `arguments`, its output thrown away, and returns the wall-clock seconds
    /// from its start to its exit; `row` names the row that asked, in the errors.
    static func wallClockSeconds(running arguments: [String], row: String) throws -> Double {
        let replay = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("replay")
        guard FileManager.default.isExecutableFile(atPath: replay.path) else {
            throw OptionError(text: "the \(row) row runs \(replay.path): build it first (swift build -c release --product replay)")
        }
        let process = Process()
        process.executableURL = replay
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let time = try seconds {
            try process.run()
            process.waitUntilExit()
        }
        guard process.terminationStatus == 0 else {
            throw OptionError(text: "replay \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
        }
        return time
    }
}
