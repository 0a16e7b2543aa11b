// What the engine's scheduler (`EffectScheduler`) needs to know of an effect.
extension Effect {
    /// The id an effect can be cancelled by, when it has one. Storage effects have none: they
    /// are quick, and they run in order instead (see `EffectScheduler`). A bundled file is
    /// read-only, so its read runs beside the others, and a newer read with its id replaces it.
    package var cancellationID: EffectID? {
        switch self {
        case .http(let request): request.id
        case .loadImage(let id, _), .timer(let id, _), .readBundledFile(let id, _, _): id
        case .persist, .load, .cancel: nil
        }
    }

    /// Reads and writes of the key-value store, which must reach the disk in the order returned.
    package var isStorage: Bool {
        switch self {
        case .persist, .load: true
        case .http, .loadImage, .timer, .cancel, .readBundledFile: false
        }
    }
}
