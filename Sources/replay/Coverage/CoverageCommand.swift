import ActionLog
import Foundation
import LogReplay
import Reducers

/// Runs `replay coverage DIR…`: walks every log of the folders with this build's reducers and
/// reports, per app, what they exercise and what they never do. Exits 0 when nothing is missing,
/// 1 when something is, 2 when a log cannot be read (the others are still counted).
struct CoverageCommand {
    var options: CoverageOptions
    var apps: FeatureRegistry

    func run(_ output: CommandOutput) -> ExitCode {
        var tallies: [String: CoverageTally] = [:]
        var unreadable = 0
        for path in options.paths {
            let files: [String]
            do throws(LogError) {
                files = try logs(at: path)
            } catch {
                output.standardError("error: \(error)\n")
                return .badInput
            }
            for file in files {
                do {
                    let opening = try LogOpening(url: URL(fileURLWithPath: file))
                    guard let feature = apps.feature(named: opening.header.app) else {
                        throw LogError(file: file, line: 1, problem: .unknownApp(opening.header.app, known: apps.names))
                    }
                    guard options.apps.isEmpty || options.apps.contains(feature.name) else { continue }
                    let tally = try Self.tally(feature, opening, named: file)
                    tallies[feature.name] = (tallies[feature.name] ?? CoverageTally()).adding(tally)
                } catch {
                    output.standardError("error: \(error)\n")
                    unreadable += 1
                }
            }
        }
        let report = CoverageReport(apps: apps.all.compactMap { feature in
            guard options.apps.isEmpty || options.apps.contains(feature.name) else { return nil }
            return Self.coverage(feature, tallies[feature.name] ?? CoverageTally())
        })
        output.standardOutput(options.json ? report.jsonLines : report.text)
        if unreadable > 0 { return .badInput }
        return report.missing == 0 ? .success : .difference
    }

    /// The logs at `path`: the file itself, or those of the folder (in sub-folders too).
    private func logs(at path: String) throws(LogError) -> [String] {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue { return [path] }
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        return try LogFolder.logs(in: folder, fileGiven: "").map { "\(folder)/\($0)" }
    }

    private static func tally<F: Feature>(_ feature: F.Type, _ opening: LogOpening, named file: String) throws -> CoverageTally {
        var tally = CoverageTally()
        tally.startLog()
        let rules = F.coverage.rules
        _ = try Replayer<F>().run(opening) { step in try tally.count(step, in: file, rules: rules) }
        return tally
    }

    private static func coverage<F: Feature>(_ feature: F.Type, _ tally: CoverageTally) -> AppCoverage? {
        let coverage = F.coverage
        guard !(coverage.actions.isEmpty && coverage.rules.isEmpty) else { return nil }
        return AppCoverage(coverage, tally: tally)
    }
}
