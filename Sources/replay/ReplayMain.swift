import Foundation

/// `replay`: a recorded session, replayed and examined. See `ReplayManual`.
@main
struct ReplayMain {
    static func main() {
        let output = CommandOutput(
            standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            standardError: { FileHandle.standardError.write(Data($0.utf8)) })
        exit(ReplayTool.run(Array(CommandLine.arguments.dropFirst()), output).rawValue)
    }
}
