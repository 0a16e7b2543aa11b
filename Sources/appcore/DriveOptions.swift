import Effects
import Foundation
import Reducers

/// The command line of `appcore drive` and `appcore terminal`, parsed before anything runs.
struct DriveOptions: Equatable {
    /// What the process does with the app.
    enum Command: Equatable {
        /// JSON lines on standard input and output (`Driver`).
        case drive
        /// The app drawn in the terminal, driven by keys (`TerminalSession`).
        case terminal
    }

    /// What each output line carries besides the changes.
    enum Detail: Equatable {
        /// Only the changes the input made (path, old, new).
        case changes
        /// The changes and the whole state after the input.
        case fullState
        /// The changes and the subtree at this path (`favorites`, `browser.entries`).
        case subtree(String)
    }

    var command = Command.drive
    var app: String
    var logPath: String?
    /// Where `terminal` writes the state it ended with, as canonical JSON.
    var finalStatePath: String?
    var dataFolder: String?
    /// A log to open at `--until` and go on from, live (`--replay`).
    var replayPath: String?
    /// The input of `--replay`'s log the session goes on from; its end when `nil`.
    var replayUntil: Int?
    var detail = Detail.changes
    /// Whether each line carries the whole screen instead of what changed on it (`--screen`).
    var wholeScreen = false
    /// Address prefixes sent elsewhere, `PREFIX=REPLACEMENT`: points an app at a local server.
    var redirects: [(prefix: String, replacement: String)] = []
    /// Secrets the runtime adds to requests (the Places key), read from the environment at start
    /// (`credentials(for:)`), never from the command line.
    var credentials: [QueryCredential] = []
    /// The folder Films reads its two lists from instead of the server (`--films-files`).
    var filmsFilesFolder: String?

    static let usage = """
        USAGE: appcore drive --app <name> [--log <file>] [--data <folder>] [--state | --path <path>] [--screen]
                             [--replay <log> [--until <N>]] [--map <prefix>=<replacement>]...
                             [--films-files <folder>]
               appcore terminal --app <name> [--log <file>] [--data <folder>] [--final-state <file>]
                                [--replay <log> [--until <N>]] [--map <prefix>=<replacement>]...
                                [--films-files <folder>]

        Drives one app of the core from standard input: each line is one action in the log's
        spelling (docs/log-format.md), such as {"tabSelected":{"tab":"internets"}}. Effects run
        with the real runtime (HTTP, image cache, disk store); every input, the action and each
        effect result, gets one JSON line on standard output: {"seq":…,"input":…,"changes":[…],
        "screen":[…]} (what changed in the state and on screen). A line {"command":"screen"},
        {"command":"state","path":"a.b"}, {"command":"snapshot"} or {"command":"flush"} is
        answered with one line. A line that cannot be read gets {"error":…,"line":N} and the
        session goes on. See docs/driver-protocol.md.

        terminal draws the app in this terminal (lunch, dining, places, burgers or films) and
        drives it with keys; the keys of each screen are on its last line, q quits. See
        docs/front-ends.md.

        OPTIONS:
          --app <name>     lunch, dining, places, burgers, films or showcase.
          --log <file>     Record the session to this log (continued if it exists: the new
                           process's launch is logged first, so the log still replays).
          --replay <log>   Open this recorded session and go on live from its end, or from
                           input --until <N>: the state is rebuilt with no effect performed.
          --data <folder>  Where the disk store and image cache live (default: a new private
                           folder under the temporary folder, removed at exit). It must be
                           yours, a real folder (not a link) no other user can write; made
                           0700 when missing.
          --state          Also print the whole state after each input.
          --path <path>    Also print the state's subtree at <path> after each input.
          --screen         Print the whole screen after each input instead of its changes.
          --map <p>=<r>    Send addresses starting with <p> to <r> instead (repeatable).
          --films-files <folder>  films: read the two lists from Films-user.json and
                           Films-critic.json in <folder> (such as Fixtures/films) instead of the
                           server. The bytes read go into the log, so its replay needs no file.
          --final-state <file>  terminal: write the state it ended with there, as canonical JSON.
          -h, --help       Show this help.

        Places reads its key from PLACES_API_KEY, or from the first line of the file named by
        PLACES_API_KEY_FILE (a missing or empty file is an error); the runtime adds it to every
        request to the service, and it never reaches the log.

        Closing standard input, SIGINT or SIGTERM ends the session with the log closed valid.
        EXIT CODES: 0 ended, 1 the log could not be written to the end (drive also says so in a
                    {"recordingError":…,"writtenSeq":N} line), 2 bad arguments or an unusable log,
                    3 no terminal or one too small,
                    130 / 143 ended by SIGINT / SIGTERM.
        """

    enum ParseError: Error, Equatable {
        case helpRequested
        case invalid(String)
    }

    static func == (lhs: DriveOptions, rhs: DriveOptions) -> Bool {
        lhs.command == rhs.command && lhs.app == rhs.app && lhs.finalStatePath == rhs.finalStatePath
            && lhs.logPath == rhs.logPath && lhs.dataFolder == rhs.dataFolder && lhs.detail == rhs.detail
            && lhs.wholeScreen == rhs.wholeScreen && lhs.credentials == rhs.credentials
            && lhs.replayPath == rhs.replayPath && lhs.replayUntil == rhs.replayUntil
            && lhs.filmsFilesFolder == rhs.filmsFilesFolder
            && lhs.redirects.map(\.prefix) == rhs.redirects.map(\.prefix)
            && lhs.redirects.map(\.replacement) == rhs.redirects.map(\.replacement)
    }

    static func parse(_ arguments: [String]) throws(ParseError) -> DriveOptions {
        var remaining = arguments[...]
        guard let command = remaining.popFirst() else { throw .invalid("missing command: drive") }
        if command == "-h" || command == "--help" { throw .helpRequested }
        var options = DriveOptions(app: "")
        switch command {
        case "drive": options.command = .drive
        case "terminal": options.command = .terminal
        default: throw .invalid("unknown command \(command); the commands are drive and terminal")
        }
        var app: String?
        func value(for name: String) throws(ParseError) -> String {
            guard let value = remaining.popFirst() else { throw .invalid("\(name) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": throw .helpRequested
            case "--app": app = try value(for: argument)
            case "--log": options.logPath = try value(for: argument)
            case "--data": options.dataFolder = try value(for: argument)
            case "--final-state": options.finalStatePath = try value(for: argument)
            case "--films-files": options.filmsFilesFolder = try value(for: argument)
            case "--replay": options.replayPath = try value(for: argument)
            case "--until":
                let text = try value(for: argument)
                guard let seq = Int(text), seq >= 0 else { throw .invalid("--until takes a sequence number of 0 or more, not \"\(text)\"") }
                options.replayUntil = seq
            case "--screen": options.wholeScreen = true
            case "--state": options.detail = .fullState
            case "--path": options.detail = .subtree(try value(for: argument))
            case "--map":
                let rule = try value(for: argument)
                guard let equals = rule.firstIndex(of: "="), equals != rule.startIndex else {
                    throw .invalid("--map takes <prefix>=<replacement>, not \"\(rule)\"")
                }
                options.redirects.append((String(rule[..<equals]), String(rule[rule.index(after: equals)...])))
            default: throw .invalid("unknown option \(argument)")
            }
        }
        guard let app else { throw .invalid("missing --app") }
        if options.replayUntil != nil, options.replayPath == nil { throw .invalid("--until needs --replay <log>") }
        if options.filmsFilesFolder != nil, app != FilmsFeature.name { throw .invalid("--films-files is for --app films, not \(app)") }
        options.app = app
        return options
    }
}
