import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// The script of `Sessions/burgers-order.jsonl` and the scripted runtime it is recorded against:
/// the feed is the server's full list of 8 burgers, every order is placed, nothing is cached yet.
enum BurgersOrderSession {
    static let name = "burgers-order"
    static let start = SessionRecording.defaultStart

    static func time(minutes: Int64) -> Timestamp { start.adding(milliseconds: minutes * 60_000) }

    static let image = ImageInfo(
        format: .jpeg, byteCount: 2048, width: 200, height: 150,
        digest: "5f1c0c6e2d7c1b8a9e4f3d2c1b0a99887766554433221100ffeeddccbbaa9988", fromCache: false)

    static func runner() throws -> ScriptedEffectRunner {
        let feedBody = try Data(contentsOf: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/burgers/server-burgers.json"))
        let orderPlaced = Data(#"{"message": "Order placed.", "latency": 3}"#.utf8)
        return ScriptedEffectRunner { effect in
            switch effect {
            case .http(let request) where request.method == .get:
                .http(id: request.id, .success(HTTPResponse(status: 200, body: feedBody)))
            case .http(let request):
                .http(id: request.id, .success(HTTPResponse(status: 200, body: orderPlaced)))
            case .load(let key):
                .loaded(key: key, .success(nil))
            case .persist(let key, _):
                .persisted(key: key, error: nil)
            case .loadImage(let id, let url):
                .image(id: id, url: url, .success(image))
            case .cancel, .timer, .readBundledFile:
                nil
            }
        }
    }

    /// Feed loaded, notes alert, buy a promoted burger, go offline, come back online, buy a
    /// regular burger. The store settles after every action, so the log is the same every time.
    static func script(_ store: Store<BurgersFeature>) async {
        let steps: [BurgersAction] = [
            .appeared(at: time(minutes: 0)),
            .burgerTapped(burger: 2),
            .alertDismissed,
            .buyTapped(burger: 2),
            .alertDismissed,
            .connectivityChanged(connectivity: .offline, at: time(minutes: 5)),
            .clockTicked(time: time(minutes: 10)),
            .connectivityChanged(connectivity: .online, at: time(minutes: 12)),
            .buyTapped(burger: 4),
        ]
        for action in steps { await store.send(action) }
    }
}
