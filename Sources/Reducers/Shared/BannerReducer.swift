import AppState

/// Taps, interactive drags and modal hiding for the Apple Music-style `Banner`.
///
/// Progress during a drag is `start − translation ÷ containerHeight`, clamped to 0…1 and rounded
/// to the nearest ten-thousandth, where `start` is 0 from the collapsed banner and 1 from the full
/// screen. On release the banner snaps:
/// - by velocity first: at −`Banner.flingVelocity` points per second or faster upwards it opens,
///   at `Banner.flingVelocity` or faster downwards it collapses (both edges included);
/// - otherwise by position: at `Banner.openingProgress` (one half) or more it opens, below it
///   collapses.
///
/// The velocity is the change in translation over the change in time between the oldest and the
/// newest of the last `Banner.velocitySampleCount` samples, the release sample included; it is 0
/// when those samples share one time.
package enum BannerReducer {
    /// Applies `action`; a refused gesture changes nothing (but a release always ends its drag)
    /// and says why.
    package static func reduce(_ state: inout Banner, _ action: BannerAction) -> BannerRefusal? {
        guard state.isVisible else { return .hidden }
        switch action {
        // Seed rule dining.banner.tap.
        case .tapped:
            guard state.drag == nil else { return .dragInProgress }
            rest(&state, at: state.position == .collapsed ? .expanded : .collapsed)
            return nil
        // Seed rule dining.banner.drag.
        case .dragChanged(let sample):
            if let refusal = accept(sample, into: &state) { return refusal }
            state.progressTenThousandths = progress(of: state)
            return nil
        case .dragEnded(let sample):
            guard state.drag != nil else { return .noDragInProgress }
            // A refused release sample still ends the drag, from the samples it had, so the
            // banner never stays stuck mid-drag refusing taps.
            let refusal = accept(sample, into: &state)
            release(&state)
            return refusal
        case .dragCancelled:
            guard state.drag != nil else { return .noDragInProgress }
            rest(&state, at: state.position)
            return nil
        }
    }

    /// Feeds the app's modal presentation into the banner: hidden while a modal is presented,
    /// shown again once it is dismissed. A drag in progress is abandoned.
    package static func modalPresentationChanged(_ state: inout Banner, isPresented: Bool) {
        if isPresented, state.drag != nil { rest(&state, at: state.position) }
        // Seed rule dining.banner.hiddenUnderModal.
        state.isHiddenByModal = isPresented
    }

    /// The release velocity of `drag`, in points per second (negative upwards).
    package static func velocity(of drag: Banner.Drag) -> Double {
        guard let first = drag.samples.first, let last = drag.samples.last else { return 0 }
        let milliseconds = last.time.milliseconds - first.time.milliseconds
        guard milliseconds > 0 else { return 0 }
        return (last.translation - first.translation) * 1000 / Double(milliseconds)
    }

    /// Adds `sample` to the drag in progress, starting one if needed; says why when it is refused.
    private static func accept(_ sample: BannerDragSample, into state: inout Banner) -> BannerRefusal? {
        guard sample.translation.isFinite, abs(sample.translation) <= Banner.largestDistance,
            sample.containerHeight.isFinite, sample.containerHeight > 0,
            sample.containerHeight <= Banner.largestDistance
        else { return .invalidSample }
        var drag = state.drag ?? Banner.Drag(startPosition: state.position, samples: [])
        if let latest = drag.samples.last, sample.time < latest.time {
            return .sampleOutOfOrder(received: sample.time, latest: latest.time)
        }
        drag.samples.append(sample)
        drag.samples.removeFirst(max(0, drag.samples.count - Banner.velocitySampleCount))
        state.drag = drag
        return nil
    }

    /// The progress the latest sample of the drag puts the banner at.
    private static func progress(of state: Banner) -> Int {
        guard let drag = state.drag, let sample = drag.samples.last else {
            return state.progressTenThousandths
        }
        let full = Double(Banner.fullProgress)
        let start = drag.startPosition == .expanded ? full : 0
        let raw = start - sample.translation / sample.containerHeight * full
        return Int(min(full, max(0, raw)).rounded())
    }

    private static func release(_ state: inout Banner) {
        guard let drag = state.drag else { return }
        let progress = progress(of: state)
        let velocity = velocity(of: drag)
        let rule: Banner.Release.Rule
        let outcome: Banner.Position
        if velocity <= -Banner.flingVelocity {
            (rule, outcome) = (.velocity, .expanded)
        } else if velocity >= Banner.flingVelocity {
            (rule, outcome) = (.velocity, .collapsed)
        } else {
            rule = .position
            outcome = progress >= Banner.openingProgress ? .expanded : .collapsed
        }
        rest(&state, at: outcome)
        state.lastRelease = Banner.Release(
            progressTenThousandths: progress, velocity: velocity, rule: rule, outcome: outcome)
    }

    private static func rest(_ state: inout Banner, at position: Banner.Position) {
        state.position = position
        state.progressTenThousandths = position == .expanded ? Banner.fullProgress : 0
        state.drag = nil
    }
}
