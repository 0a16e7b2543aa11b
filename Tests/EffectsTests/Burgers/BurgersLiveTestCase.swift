import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// A Coffee Port test server (`Tests/Server/burgers.py`) on 127.0.0.1, a temporary folder for the
/// runtime's disk store and image cache, and stores running `BurgersFeature` on `LiveEffectRunner`.
/// The server is stopped and the folder removed after each test.
class BurgersLiveTestCase: XCTestCase {
    private(set) var server: LocalServer!
    private(set) var folder: URL!

    /// One order as the plugin logged it: the body received and the JSON answered.
    struct ReceivedOrder: Decodable, Equatable {
        var body: String
        var answer: [String: AnswerValue]
    }

    enum AnswerValue: Decodable, Equatable {
        case text(String), number(Double), texts([String])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .text(text)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .texts(try container.decode([String].self))
            }
        }
    }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("appcore-burgers-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        server = try Self.startServer()
    }

    override func tearDownWithError() throws {
        server?.stop()
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Starts the Coffee Port server (on `port` to bring a stopped one back), waiting `latency`
    /// seconds before each feed and each placed order.
    static func startServer(port: Int = 0, latency: Double = 0) throws -> LocalServer {
        try LocalServer(
            root: "Fixtures",
            arguments: ["--plugin", "burgers", "--plugin-option", "burgers:latency=\(latency)"], port: port)
    }

    /// Stops the server and starts it again on the same port, as after an outage (the store's
    /// settings hold the server's address). Should another process have taken the port meanwhile,
    /// this throws at once, naming it, rather than waiting.
    func restartServer(latency: Double = 0) throws {
        let port = server.port
        server.stop()
        do {
            server = try Self.startServer(port: port, latency: latency)
        } catch {
            throw LocalServer.Failure(
                description: "cannot restart the server on port \(port) (did another process take it while it was down?): \(error)")
        }
    }

    /// A runtime on this test's folder; a second one on the same folder is the app launched again.
    func makeRunner() -> LiveEffectRunner {
        LiveEffectRunner(configuration: .init(
            storageFolder: folder.appendingPathComponent("storage"),
            imageCacheFolder: folder.appendingPathComponent("images"), imageTimeout: 5))
    }

    func makeStore(
        runner: LiveEffectRunner, feedTimeout: Double = 5, orderTimeout: Double = 5
    ) throws -> Store<BurgersFeature> {
        let settings = BurgersSettings(server: try server.url(""), feedTimeout: feedTimeout, orderTimeout: orderTimeout)
        return Store<BurgersFeature>(initialState: BurgersState(settings: settings), runner: runner)
    }
    /// Sends a command to the plugin's `/__burgers` control endpoint.
    func control(_ command: String, runner: LiveEffectRunner) async throws {
        let url = try server.url("/__burgers")
        let request = HTTPRequest(id: "control", method: .post, url: url, body: command, timeout: 5)
        let status = try await runner.http.perform(request, at: url).get().status
        XCTAssertEqual(status, 200, "control \(command)")
    }

    /// The orders the server received, in arrival order.
    func receivedOrders(runner: LiveEffectRunner) async throws -> [ReceivedOrder] {
        struct Listing: Decodable { var orders: [ReceivedOrder] }
        let url = try server.url("/__burgers/orders")
        let response = try await runner.http.perform(HTTPRequest(id: "orders", url: url, timeout: 5), at: url).get()
        return try JSONDecoder().decode(Listing.self, from: response.body).orders
    }

    static let t0 = Timestamp(milliseconds: 1_795_000_000_000)  // 2026-11-18T11:06:40.000Z
    static func time(minutes: Int64) -> Timestamp { t0.adding(milliseconds: minutes * 60_000) }
}
