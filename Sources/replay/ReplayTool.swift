import Foundation
import Reducers

/// The whole `replay` tool behind one entry point, which `main` and the tests call alike:
/// arguments in, text out, an exit code back. `apps` are the apps whose logs it reads.
enum ReplayTool {
    static func run(_ arguments: [String], _ output: CommandOutput, apps: FeatureRegistry = .standard) -> ExitCode {
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
            output.standardOutput(ReplayManual.text)
            return .success
        }
        let synopsis: String
        do throws(UsageError) {
            switch arguments.first {
            case "verify":
                synopsis = BatchOptions.synopsis
                let options = try BatchOptions.parse(Array(arguments.dropFirst()), processors: ProcessInfo.processInfo.activeProcessorCount)
                return BatchCommand(options: options, apps: apps).run(output)
            case "coverage":
                synopsis = CoverageOptions.synopsis
                return CoverageCommand(options: try CoverageOptions.parse(Array(arguments.dropFirst())), apps: apps).run(output)
            case "mcp":
                synopsis = "replay mcp"
                guard arguments.count == 1 else { throw UsageError("replay mcp takes no arguments: it reads JSON-RPC messages on standard input") }
                return MCPServer(apps: apps).run(output.standardInput, output)
            case "shrink":
                synopsis = ShrinkOptions.synopsis
                return ShrinkCommand(options: try ShrinkOptions.parse(Array(arguments.dropFirst())), apps: apps).run(output)
            default:
                synopsis = ReplayOptions.synopsis
                return ReplayCommand(options: try ReplayOptions.parse(arguments), apps: apps).run(output)
            }
        } catch {
            output.standardError("error: \(error.message)\nusage: \(synopsis)\nRun \"replay --help\" for the manual.\n")
            return .badInput
        }
    }
}
