/// The whole `replay` tool behind one entry point, which `main` and the tests call alike:
/// arguments in, text out, an exit code back.
enum ReplayTool {
    static func run(_ arguments: [String], _ output: CommandOutput) -> ExitCode {
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
            output.standardOutput(ReplayManual.text)
            return .success
        }
        do throws(UsageError) {
            let options = try ReplayOptions.parse(arguments)
            return ReplayCommand(options: options).run(output)
        } catch {
            output.standardError("error: \(error.message)\nusage: \(ReplayOptions.synopsis)\nRun \"replay --help\" for the manual.\n")
            return .badInput
        }
    }
}
