import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replay performs no effect: a session whose requests all go to a server listening on this
/// machine replays, in a separate process, without one connection reaching it, and reaches the
/// same state every time.
final class ReplayPerformsNoEffectTests: XCTestCase {
    func testReplayingRequestsToALiveServerConnectsNowhere() throws {
        let executable = try ReplayRun.executable()
        let listener = try Listener()
        defer { listener.close() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("noeffect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("places-local.jsonl")
        let service = "http://127.0.0.1:\(listener.port)"
        try String(contentsOfFile: ReplayRun.session("places-browse"), encoding: .utf8)
            .replacingOccurrences(of: "https://maps.googleapis.com", with: service)
            .write(to: log, atomically: true, encoding: .utf8)

        let steps = try run(executable, [log.path, "--steps"])
        XCTAssertEqual(steps.code, 0)
        XCTAssertTrue(steps.out.contains("effect: http(id: \"nearby:1\", maxBytes: 5000000, method: \"GET\", timeout: 30, url: \"\(service)/maps/api/place/nearbysearch/json?"), "the reducer asks for the local server")
        let states = try (0..<2).map { _ in try run(executable, [log.path, "--json"]) }
        XCTAssertEqual(states.map(\.code), [0, 0])
        XCTAssertEqual(states[0].out, states[1].out, "the same state every time")
        XCTAssertEqual(listener.pendingConnections(), 0, "no connection reached the server")
    }

    private func run(_ executable: URL, _ arguments: [String]) throws -> ChildProcess { try ChildProcess(executable, arguments) }
}

/// A TCP socket listening on 127.0.0.1 on a free port, never accepting: connections queue up.
private final class Listener {
    private let socket: Int32
    let port: UInt16

    init() throws {
        #if canImport(Glibc)
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard socket >= 0, bound == 0, listen(socket, 16) == 0 else { throw skipUnlessCI("cannot listen on 127.0.0.1") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        self.socket = socket
        port = UInt16(bigEndian: address.sin_port)
    }

    /// Accepts, without waiting, every connection that arrived; how many there were.
    func pendingConnections() -> Int {
        var count = 0
        while true {
            let connection = accept(socket, nil, nil)
            guard connection >= 0 else { return count }
            count += 1
            _ = Self.closeDescriptor(connection)
        }
    }

    func close() { _ = Self.closeDescriptor(socket) }

    private static func closeDescriptor(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.close(descriptor)
        #else
            Darwin.close(descriptor)
        #endif
    }
}
