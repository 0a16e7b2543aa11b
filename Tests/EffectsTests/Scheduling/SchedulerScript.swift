import AppState
import Effects
import Foundation
import LogReplay
import Reducers

/// A short random story told to a scheduler: inputs returning effects, and effects ending. Ids
/// and storage keys come from pools of two, so that replacements, cancels and queued storage are
/// frequent. Every effect carries a serial number (in its address, value or delay), so that two
/// submissions are never equal, except two loads of one key.
struct SchedulerScript {
    enum Event: Equatable {
        /// An input returned these effects.
        case submitted([Effect])
        /// An effect ended: the open ticket at `pick` (modulo their count, oldest first), or when
        /// `late`, a ticket that already ended (a report a store never makes twice, to be ignored).
        /// A delivered answer's input returns `causing`.
        case finished(pick: Int, late: Bool, causing: [Effect])
    }

    var events: [Event]

    static let ids: [EffectID] = ["a", "b"]
    static let keys: [StorageKey] = ["k", "m"]

    /// Up to `longest` events, drawn from `random`.
    static func random(_ random: inout SeededRandom, longest: Int = 12) -> SchedulerScript {
        var serial = 0
        func effect() -> Effect {
            serial += 1
            let id = random.element(of: ids) ?? "a"
            let key = random.element(of: keys) ?? "k"
            switch random.int(in: 0...9) {
            case 0...2: return .http(HTTPRequest(id: id, url: URL(fileURLWithPath: "/\(id.rawValue)/\(serial)")))
            case 3: return .loadImage(id: id, url: AddressText(URL(fileURLWithPath: "/image/\(id.rawValue)/\(serial)")))
            case 4: return .timer(id: id, milliseconds: serial)
            case 5, 6: return .persist(key: key, value: Data("\(serial)".utf8))
            case 7: return .load(key: key)
            default: return .cancel(id: id)
            }
        }
        func batch(_ sizes: ClosedRange<Int>) -> [Effect] {
            (0..<random.int(in: sizes)).map { _ in effect() }
        }
        let events = (0..<random.int(in: 1...longest)).map { _ -> Event in
            if random.chance(50) { return .submitted(batch(1...3)) }
            return .finished(pick: random.int(in: 0...99), late: random.chance(8), causing: random.chance(35) ? batch(1...2) : [])
        }
        return SchedulerScript(events: events)
    }

    /// One numbered line per event.
    var lines: [String] {
        events.enumerated().map { number, event in
            switch event {
            case .submitted(let effects):
                "\(number + 1). submit \(Self.describe(effects))"
            case .finished(let pick, let late, let causing):
                "\(number + 1). finish \(late ? "an ended" : "an open") ticket (pick \(pick))"
                    + (causing.isEmpty ? "" : ", its answer returning \(Self.describe(causing))")
            }
        }
    }

    static func describe(_ effects: [Effect]) -> String {
        "[" + effects.map(describe).joined(separator: ", ") + "]"
    }

    static func describe(_ effect: Effect) -> String {
        switch effect {
        case .http(let request): "http \(request.url.path.dropFirst())"
        case .loadImage(_, let url): "image \((url.url?.path ?? "").dropFirst("/image/".count))"
        case .timer(let id, let milliseconds): "timer \(id.rawValue)/\(milliseconds)"
        case .persist(let key, let value): "persist \(key.rawValue)=\(value.map { String(decoding: $0, as: UTF8.self) } ?? "nil")"
        case .load(let key): "load \(key.rawValue)"
        case .cancel(let id): "cancel \(id.rawValue)"
        case .readBundledFile(_, let name, _): "file \(name)"
        }
    }
}

/// A scheduler command with its ticket spelled as the effect the ticket started: how the tests
/// write the commands they expect.
enum Move: Equatable, CustomStringConvertible {
    case start(Effect)
    case cancel(Effect)

    var description: String {
        switch self {
        case .start(let effect): "start \(SchedulerScript.describe(effect))"
        case .cancel(let effect): "cancel \(SchedulerScript.describe(effect))"
        }
    }
}
