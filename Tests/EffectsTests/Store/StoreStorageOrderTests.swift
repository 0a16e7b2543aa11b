import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// Storage effects run in the order they were returned, even in concurrent mode: a write issued
/// after a read never cancels it or overtakes it.
final class StoreStorageOrderTests: XCTestCase {
    private enum Notes: Feature {
        struct State: Equatable, Codable, Sendable { var events: [String] = [] }
        enum Action: Equatable, LogModel { case launched, typed(String), read(String?), wrote }
        static let name = "notes"
        static let actionSchemaVersion = 1
        static let stateSchemaVersion = 1
        static var namedInitialStates: [String: State] { ["launch": State()] }

        static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
            switch action {
            case .launched: return [.load(key: "note")]
            case .typed(let text): return [.persist(key: "note", value: Data(text.utf8))]
            case .read(let text): state.events.append("read \(text ?? "nothing")")
            case .wrote: state.events.append("wrote")
            }
            return []
        }

        static func action(for result: EffectResult) -> Action? {
            switch result {
            case .loaded(_, .success(let data)): .read(data.map { String(decoding: $0, as: UTF8.self) })
            case .persisted: .wrote
            default: nil
            }
        }
    }

    /// A disk whose reads are slow, logging the order in which operations touch it.
    private actor SlowReadDisk: EffectRunner {
        private var stored: Data?
        private(set) var operations: [String] = []

        init(stored: String) { self.stored = Data(stored.utf8) }

        nonisolated func run(_ effect: Effect) async -> EffectResult? {
            switch effect {
            case .load(let key):
                try? await Task.sleep(nanoseconds: 100_000_000)
                return .loaded(key: key, .success(await read()))
            case .persist(let key, let value):
                await write(value)
                return .persisted(key: key, error: nil)
            default:
                return nil
            }
        }

        private func read() -> Data? {
            operations.append("load")
            return stored
        }

        private func write(_ value: Data?) {
            operations.append("persist")
            stored = value
        }
    }

    func testAWriteAfterAReadWaitsForItAndTheReadIsDelivered() async {
        let disk = SlowReadDisk(stored: "old")
        let store = Store<Notes>(initialState: Notes.State(), runner: disk)
        await store.send(.launched)
        await store.send(.typed("new"))
        await store.settle()
        let events = await store.state.events
        let operations = await disk.operations
        XCTAssertEqual(operations, ["load", "persist"])
        XCTAssertEqual(events, ["read old", "wrote"])
    }
}
