import ActionLog
import Foundation
import Reducers

/// Runs `replay verify DIR`: the verdicts and summary on standard output (text or JSON Lines),
/// the JUnit report to its file.
struct BatchCommand {
    var options: BatchOptions
    var apps: FeatureRegistry

    func run(_ output: CommandOutput) -> ExitCode {
        let report: BatchVerifier.Report
        do throws(LogError) {
            report = try BatchVerifier(options: options, apps: apps).run()
        } catch {
            output.standardError("error: \(error)\n")
            return .badInput
        }
        output.standardOutput(options.json ? report.jsonLines : report.text)
        if let junit = options.junitPath {
            do {
                try Data(report.junitXML.utf8).write(to: URL(fileURLWithPath: junit))
            } catch {
                output.standardError("error: \(junit): cannot write the JUnit report: \(error.localizedDescription)\n")
                return .badInput
            }
        }
        for verdict in report.unreadable {
            if case .unreadable(let error) = verdict.status { output.standardError("error: \(error)\n") }
        }
        return report.exitCode
    }
}
