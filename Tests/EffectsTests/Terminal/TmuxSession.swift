import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program running in a terminal of its own, as a person would run it: a tmux server on its own
/// socket, keys sent with `send-keys`, the screen read with `capture-pane`. The server is killed
/// when the test ends, whatever happens.
final class TmuxSession: @unchecked Sendable {
    let folder: URL
    private let tmux: URL
    /// The server's own socket, in the test's folder, so nothing is left behind.
    private var socket: String { folder.appendingPathComponent("tmux-socket").path }
    private var exitFile: URL { folder.appendingPathComponent("exit-code") }
    var errorFile: URL { folder.appendingPathComponent("stderr") }
    private func settingsFile(_ when: String) -> URL { folder.appendingPathComponent("stty-\(when)") }

    /// Whether the terminal's settings after the program ended are those it started with.
    var terminalSettingsRestored: Bool {
        let before = try? String(contentsOf: settingsFile("before"), encoding: .utf8)
        return before != nil && before == (try? String(contentsOf: settingsFile("after"), encoding: .utf8))
    }

    /// The process id of the program (the child of the pane's shell), once it runs.
    func programID() throws -> Int32? {
        guard let shell = Int32(try run(["list-panes", "-t", "app", "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)),
            let children = try? String(contentsOf: URL(fileURLWithPath: "/proc/\(shell)/task/\(shell)/children"), encoding: .utf8)
        else { return nil }
        return children.split(separator: " ").first.flatMap { Int32($0) }
    }

    /// Starts `arguments` (the program first) in a `columns` x `rows` terminal, with `environment`
    /// added, its standard error and exit code written to `folder`.
    init(
        _ arguments: [String], environment: [String: String] = [:], columns: Int = 100, rows: Int = 30,
        folder: URL, testCase: XCTestCase
    ) throws {
        guard let tmux = Self.find("tmux") else {
            throw skipUnlessCI("tmux is not installed (apt-get install -y tmux; .ci/run installs it)")
        }
        self.tmux = tmux
        self.folder = folder
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }
        // The terminal's settings are saved before and after, to show the program restored them.
        let command = "stty -g >\(Self.quoted(settingsFile("before").path)); "
            + (["env"] + variables + arguments.map(Self.quoted)).joined(separator: " ")
            + " 2>\(Self.quoted(errorFile.path)); code=$?; stty -g >\(Self.quoted(settingsFile("after").path)); "
            + "echo $code >\(Self.quoted(exitFile.path))"
        testCase.addTeardownBlock { [self] in _ = try? run(["kill-server"]) }
        // The server this starts outlives the command, holding what it inherited: it is started
        // with posix_spawn, not Process, which would wait for the server to end too.
        let started = Self.spawn(tmux.path, ["-S", socket, "-f", "/dev/null", "new-session", "-d", "-s", "app",
                                             "-x", "\(columns)", "-y", "\(rows)", command])
        guard started == 0 else { throw skipUnlessCI("tmux could not start a session (exit \(started))") }
    }

    /// Sends keys as tmux names them (`Down`, `Enter`, `Escape`, `q`); `literal` text is typed.
    func send(_ keys: String...) throws {
        try run(["send-keys", "-t", "app"] + keys)
    }

    func type(_ text: String) throws {
        try run(["send-keys", "-t", "app", "-l", text])
    }

    /// What the terminal shows now; with `styles`, with the escape codes of its colours and
    /// attributes (inverse video is `ESC [7m`).
    func screen(styles: Bool = false) throws -> String {
        try run(["capture-pane", "-p", "-t", "app"] + (styles ? ["-e"] : []))
    }

    /// Waits until the screen shows every one of `texts`; fails naming the screen otherwise.
    func waitForScreen(
        showing texts: String..., within seconds: Double = 5, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try waitForScreen(within: seconds, file: file, line: line, { shown in texts.allSatisfy(shown.contains) }) { shown in
            "the screen never showed \(texts.filter { !shown.contains($0) }); it showed:\n\(shown)"
        }
    }

    /// Waits until the screen shows none of `texts` (a redraw took them away); fails naming the
    /// screen otherwise.
    func waitForScreen(
        notShowing texts: String..., within seconds: Double = 5, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try waitForScreen(within: seconds, file: file, line: line, { shown in !texts.contains(where: shown.contains) }) { shown in
            "the screen still showed \(texts.filter(shown.contains)); it showed:\n\(shown)"
        }
    }

    /// Polls the screen until `holds` of it, failing with `failure` of the last screen otherwise.
    private func waitForScreen(
        within seconds: Double, file: StaticString, line: UInt, _ holds: (String) -> Bool, failure: (String) -> String
    ) throws {
        let deadline = Date().addingTimeInterval(seconds)
        var shown = ""
        while Date() < deadline {
            shown = (try? screen()) ?? ""
            if holds(shown) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail(failure(shown), file: file, line: line)
    }

    /// The program's exit code once it ended, or `nil` if it is still running after `seconds`.
    func waitForExit(within seconds: Double = 5) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let text = try? String(contentsOf: exitFile, encoding: .utf8), let code = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return code
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    var standardError: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = tmux
        process.arguments = ["-S", socket] + arguments
        let pipe = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs `path` with `arguments` and waits for it alone; its exit status, or -1.
    private static func spawn(_ path: String, _ arguments: [String]) -> Int32 {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, path, nil, nil, argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { return -1 }
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
    }

    private static func find(_ program: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"])
            .map { URL(fileURLWithPath: $0).appendingPathComponent(program) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
