/// The terminal apps by the name `--app` takes.
enum TerminalApps {
    static let names = ["lunch", "dining", "places", "burgers", "films"]

    /// Runs the app called `name` to its end: its exit code, or `nil` when no app has that name.
    @MainActor
    static func run(_ name: String, _ options: DriveOptions) async -> Int32? {
        switch name {
        case "lunch": await TerminalSession<LunchTerminal>.start(options)
        case "films": await TerminalSession<FilmsTerminal>.start(options)
        case "dining": await TerminalSession<DiningTerminal>.start(options)
        case "burgers": await TerminalSession<BurgersTerminal>.start(options)
        case "places": await TerminalSession<PlacesTerminal>.start(options)
        default: nil
        }
    }
}
