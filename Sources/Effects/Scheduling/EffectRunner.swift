import AppState

/// Performs effects. The live runtime talks to the network and the disk; a scripted one answers
/// from a table, for tests and recordings that need no network.
public protocol EffectRunner: Sendable {
    /// Performs `effect` and reports its result, or `nil` when it has none to report.
    /// `Effect.cancel` never reaches a runner: the store handles it.
    func run(_ effect: Effect) async -> EffectResult?
}

extension Effect {
    /// The id an effect can be cancelled by, when it has one. Storage effects have none: they
    /// are quick, and they run in order instead (see `Store`). A bundled file is read-only, so its
    /// read runs beside the others, and a newer read with its id replaces it.
    public var cancellationID: EffectID? {
        switch self {
        case .http(let request): request.id
        case .loadImage(let id, _), .timer(let id, _), .readBundledFile(let id, _, _): id
        case .persist, .load, .cancel: nil
        }
    }

    /// Reads and writes of the key-value store, which must reach the disk in the order returned.
    var isStorage: Bool {
        switch self {
        case .persist, .load: true
        case .http, .loadImage, .timer, .cancel, .readBundledFile: false
        }
    }
}
