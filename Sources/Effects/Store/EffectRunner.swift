import AppState

/// Performs effects. The live runtime talks to the network and the disk; a scripted one answers
/// from a table, for tests and recordings that need no network.
public protocol EffectRunner: Sendable {
    /// Performs `effect` and reports its result, or `nil` when it has none to report.
    /// `Effect.cancel` never reaches a runner: the store handles it.
    func run(_ effect: Effect) async -> EffectResult?
}

extension Effect {
    /// The id an effect can be cancelled by, when it has one.
    public var cancellationID: EffectID? {
        switch self {
        case .http(let request): request.id
        case .loadImage(let id, _), .timer(let id, _): id
        case .persist(let key, _), .load(let key): EffectID("storage:\(key)")
        case .cancel: nil
        }
    }
}
