import Foundation

/// `replay <log>`: prints the state a recorded session reaches. See `ReplayOptions.usage`.
@main
struct ReplayMain {
    static func main() {
        let output = ReplayCommand.Output(
            standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            standardError: { FileHandle.standardError.write(Data($0.utf8)) })
        let exitCode: Int32
        do throws(ReplayOptions.ParseError) {
            let options = try ReplayOptions.parse(Array(CommandLine.arguments.dropFirst()))
            exitCode = ReplayCommand(options: options).run(output)
        } catch {
            switch error {
            case .helpRequested:
                output.standardOutput(ReplayOptions.usage + "\n")
                exitCode = 0
            case .invalid(let message):
                output.standardError("error: \(message)\n\n\(ReplayOptions.usage)\n")
                exitCode = 2
            }
        }
        exit(exitCode)
    }
}
