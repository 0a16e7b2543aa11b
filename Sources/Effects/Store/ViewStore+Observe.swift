import Observation
import Reducers

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ViewStore {
    /// Calls `render` with the state now, and again on the main actor after it changes (changes
    /// made in one turn of the main actor are rendered once, with the latest state), until the
    /// returned observation is cancelled. For views that are not SwiftUI: a UIKit view controller
    /// calls it in `viewDidLoad`; SwiftUI views need nothing, they read `state` in `body`.
    @discardableResult
    public func observe(_ render: @escaping @MainActor (F.State) -> Void) -> StateObservation {
        let observation = StateObservation()
        observation.renderAgain = { [weak self, weak observation] in
            guard let self, let observation else { return }
            self.track(render, observation)
        }
        track(render, observation)
        return observation
    }

    private func track(_ render: @escaping @MainActor (F.State) -> Void, _ observation: StateObservation) {
        guard !observation.isCancelled else { return }
        withObservationTracking {
            render(state)
        } onChange: {
            Task { @MainActor in observation.renderAgain?() }
        }
    }
}

/// A running `ViewStore.observe`: cancel it when the view goes away.
@MainActor
public final class StateObservation {
    /// Whether `cancel()` was called: nothing is rendered any more.
    public private(set) var isCancelled = false
    /// Tracks and renders again; set by `observe`.
    var renderAgain: (() -> Void)?

    nonisolated init() {}

    /// Stops rendering.
    public func cancel() {
        isCancelled = true
        renderAgain = nil
    }
}
