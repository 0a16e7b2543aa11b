import ActionLog
import Reducers

/// A command on one log, run with the feature its header names. Opening the log (`-`, a directory,
/// an unknown app) and reporting errors is the same for all of them.
protocol FeatureCommand {
    var logPath: String { get }
    /// The apps whose logs it reads.
    var apps: FeatureRegistry { get }
    func run<F: Feature>(_ feature: F.Type, _ opening: LogOpening, _ output: CommandOutput) throws -> ExitCode
}

extension FeatureCommand {
    func run(_ output: CommandOutput) -> ExitCode {
        do {
            let source = try LogSource(path: logPath, standardInput: output.standardInput)
            defer { source.close() }
            do {
                let opening = try LogOpening(url: source.url)
                guard let feature = apps.feature(named: opening.header.app) else {
                    throw LogError(file: source.url.path, line: 1, problem: .unknownApp(opening.header.app, known: apps.names))
                }
                return try run(feature, opening, output)
            } catch let error as LogError {
                throw source.named(error)
            }
        } catch let error as UsageError {
            output.standardError("error: \(error.message)\n")
        } catch {
            output.standardError("error: \(error)\n")
        }
        return .badInput
    }
}
