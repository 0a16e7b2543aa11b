import Foundation
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A real HTTP server on 127.0.0.1 for integration tests: `Tests/Server/server.py`, run with
/// `python3` from the repository root (see that file for its options, rules and plugins).
///
/// `init` starts it on a free port (or on `port`, to bring a stopped server back), reads the port
/// it prints, and waits until it answers. `stop()` ends it; so does `deinit`, and the server also
/// exits by itself when this process dies, since it watches the pipe on its stdin. Servers may be
/// started from any thread, async test bodies included.
final class LocalServer: @unchecked Sendable {
    /// A request the server received, as `GET /__requests` lists it.
    struct Request: Decodable, Equatable {
        var seq: Int
        var method: String
        var path: String
        var query: String
        var params: [String: [String]]
        var headers: [String: String]
        var body: String
        var status: Int?
        var disconnected: Bool
    }

    /// How the server answers one path for a while (see "RULE" in server.py).
    struct Rule: Encodable {
        var path: String
        var delay: Double?
        var status: Int?
        var body: String?
        var bytes: Int?
        var contentType: String?
        var noLength: Bool?
        var times: Int?

        init(
            path: String, delay: Double? = nil, status: Int? = nil, body: String? = nil, bytes: Int? = nil,
            contentType: String? = nil, noLength: Bool? = nil, times: Int? = nil
        ) {
            (self.path, self.delay, self.status, self.body, self.bytes) = (path, delay, status, body, bytes)
            (self.contentType, self.noLength, self.times) = (contentType, noLength, times)
        }

        /// Requests to `path` get no answer for a minute, far longer than any test waits: each
        /// stays on the wire until the client hangs up, which the server records as `disconnected`.
        static func held(_ path: String, times: Int? = nil) -> Rule {
            Rule(path: path, delay: 60, times: times)
        }

        enum CodingKeys: String, CodingKey {
            case path, delay, status, body, bytes, times
            case contentType = "content_type", noLength = "no_length"
        }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    let port: Int
    private let process = Process()
    private let stdin = Pipe()

    /// Starts the server. `root` and route files are relative to the repository root; `arguments`
    /// are further options such as `["--plugin", "burgers"]`.
    init(root: String? = "Fixtures", routes: [String] = [], arguments: [String] = [], port: Int = 0) throws {
        let stdout = Pipe()
        var options = ["python3", "Tests/Server/server.py", "--port", String(port), "--watch-stdin"]
        if let root { options += ["--root", root] }
        options += routes.flatMap { ["--route", $0] } + arguments
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = options
        process.currentDirectoryURL = SessionHarness.repositoryRoot
        process.standardInput = stdin
        process.standardOutput = stdout
        // Errors (a plugin that fails to import, a handler's traceback) go to a file, never to a
        // pipe that nobody drains; a failed start reports them.
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("appcore-server-\(UUID().uuidString).err")
        try Data().write(to: errors)
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        guard let line = Self.firstLine(of: stdout.fileHandleForReading, within: 10),
            line.hasPrefix("PORT "), let bound = Int(line.dropFirst(5))
        else {
            process.terminate()
            let reason = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw Failure(description: "the test server did not print its port: \(reason)")
        }
        self.port = bound
        guard waitUntilAnswering(within: 10) else {
            stop()
            throw Failure(description: "the test server on port \(bound) does not answer")
        }
    }

    deinit { stop() }

    /// The address of `path` (which starts with "/") on this server.
    func url(_ path: String) throws -> URL {
        guard let url = URL(string: "http://127.0.0.1:\(port)\(path)") else {
            throw Failure(description: "not a path: \(path)")
        }
        return url
    }

    /// Stops the server and waits for it to exit. Calling it again does nothing.
    ///
    /// Closing its stdin ends it (see `--watch-stdin`), whatever signals the starting thread
    /// blocked; SIGTERM, then SIGKILL, follow only if it is still running.
    func stop() {
        try? stdin.fileHandleForWriting.close()
        guard !exited(within: 2) else { return }
        process.terminate()
        guard !exited(within: 2) else { return }
        kill(process.processIdentifier, SIGKILL)
        _ = exited(within: 2)
    }

    private func exited(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return !process.isRunning
    }

    /// The requests received so far, in arrival order; only those to `path` when given.
    func requests(path: String? = nil) throws -> [Request] {
        let query = path.map { "?path=" + ($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0) } ?? ""
        struct Listing: Decodable { var requests: [Request] }
        return try JSONDecoder().decode(Listing.self, from: try call("GET", "/__requests" + query)).requests
    }

    /// Adds rules; a rule for a path replaces the older one.
    func add(_ rules: Rule...) throws {
        struct Command: Encodable { var rules: [Rule] }
        _ = try call("POST", "/__control", body: JSONEncoder().encode(Command(rules: rules)))
    }

    /// Forgets every rule and the request log.
    func reset() throws {
        _ = try call("POST", "/__control", body: Data(#"{"reset": true}"#.utf8))
    }

    private func waitUntilAnswering(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if (try? requests()) != nil { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// A blocking request to a control endpoint; the answer must be 200.
    private func call(_ method: String, _ path: String, body: Data? = nil) throws -> Data {
        var request = URLRequest(url: try url(path), timeoutInterval: 5)
        request.httpMethod = method
        request.httpBody = body
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var outcome: Result<Data, Failure> = .failure(Failure(description: "no answer"))
        URLSession.shared.dataTask(with: request) { data, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode
            if let data, status == 200 {
                outcome = .success(data)
            } else {
                outcome = .failure(Failure(description: "\(method) \(path): status \(status ?? 0), \(error.map { "\($0)" } ?? "")"))
            }
            done.signal()
        }.resume()
        done.wait()
        return try outcome.get()
    }

    /// Reads up to the first newline, giving up after `seconds`.
    private static func firstLine(of handle: FileHandle, within seconds: Double) -> String? {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var text = ""
        Thread.detachNewThread {
            var buffer = Data()
            while !buffer.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
            }
            text = String(decoding: buffer, as: UTF8.self)
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return text.split(separator: "\n").first.map(String.init)
    }
}
