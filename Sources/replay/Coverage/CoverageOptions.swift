/// The command line of `replay coverage DIR…`: what the logs of one or more folders exercise.
struct CoverageOptions: Equatable {
    var paths: [String] = []
    /// Only these apps (by the name their logs carry); every app when empty.
    var apps: [String] = []
    var json = false

    static let synopsis = "replay coverage <dir>... [--app NAME]... [--json]"

    static func parse(_ arguments: [String]) throws(UsageError) -> CoverageOptions {
        var options = CoverageOptions()
        var scanner = ArgumentScanner(arguments)
        while let option = try scanner.nextOption() {
            switch option {
            case "--json": options.json = true
            case "--app": options.apps.append(try scanner.value("an app name"))
            default: throw scanner.unknown()
            }
        }
        guard !scanner.positional.isEmpty else { throw UsageError("missing <dir>: a folder of logs, such as Sessions") }
        options.paths = scanner.positional
        return options
    }
}
