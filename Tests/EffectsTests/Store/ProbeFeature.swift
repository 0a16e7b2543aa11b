import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// A minimal feature for store tests: each fetch is an HTTP effect whose result is its status.
enum ProbeFeature: Feature {
    struct State: Equatable, Codable, Sendable {
        var received: [String] = []
    }

    enum Action: Equatable, LogModel {
        case fetchTapped(String)
        case cancelTapped(String)
        case fetched(String, status: Int)
    }

    static let name = "probe"
    static let actionSchemaVersion = 1
    static let stateSchemaVersion = 1
    static var namedInitialStates: [String: State] { ["launch": State()] }

    static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
        switch action {
        case .fetchTapped(let id):
            return [.http(HTTPRequest(id: EffectID(id), url: URL(fileURLWithPath: "/\(id)")))]
        case .cancelTapped(let id):
            return [.cancel(id: EffectID(id))]
        case .fetched(let id, let status):
            state.received.append("\(id):\(status)")
            return []
        }
    }

    static func action(for result: EffectResult) -> Action? {
        guard case .http(let id, .success(let response)) = result else { return nil }
        return .fetched(id.rawValue, status: response.status)
    }
}

/// A runner whose HTTP effects wait until the test releases them, so tests choose the order in
/// which results come back.
actor GatedRunner: EffectRunner {
    private var waiting: [EffectID: [CheckedContinuation<Int, Never>]] = [:]
    private(set) var started: [EffectID] = []

    nonisolated func run(_ effect: Effect) async -> EffectResult? {
        guard case .http(let request) = effect else { return nil }
        let status = await wait(for: request.id)
        return .http(id: request.id, .success(HTTPResponse(status: status, body: Data())))
    }

    private func wait(for id: EffectID) async -> Int {
        started.append(id)
        return await withCheckedContinuation { waiting[id, default: []].append($0) }
    }

    /// Waits until `count` effects have started.
    func waitForStarts(_ count: Int) async {
        while started.count < count { await Task.yield() }
    }

    /// Lets the oldest waiting effect with `id` finish with `status`.
    func release(_ id: EffectID, status: Int) {
        guard var queue = waiting[id], !queue.isEmpty else { return }
        queue.removeFirst().resume(returning: status)
        waiting[id] = queue
    }
}
