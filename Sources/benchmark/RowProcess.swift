import Foundation

/// Runs one row of the table in a child process of this executable (`--row NAME`, the other
/// arguments as given) and reads back its figures, which carry the child's own peak memory.
enum RowProcess {
    static func figures(of row: String, arguments: [String]) throws -> [Figure] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments + ["--row", row]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let figures = try? JSONDecoder().decode([Figure].self, from: output) else {
            throw OptionError(text: "row \(row) failed (exit status \(process.terminationStatus)): \(String(decoding: output, as: UTF8.self))")
        }
        return figures
    }
}
