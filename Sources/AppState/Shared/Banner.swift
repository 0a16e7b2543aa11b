import ActionLog

/// A banner above the tab bar that opens into a full-screen view, as Apple Music's player does.
///
/// The banner is the same on every tab: nothing here depends on the selected tab. The core holds
/// how far it is open (`progress`), so a front end lays out the full-screen view while the banner
/// is being dragged, and animates to the resting position the core decided on release.
/// While a modal screen is presented the banner is hidden; it comes back when the modal goes.
public struct Banner: Equatable, Codable, Sendable {
    /// Where the banner rests when no finger is on it.
    public enum Position: String, Equatable, Codable, Sendable {
        /// The small banner above the tab bar.
        case collapsed
        /// The full-screen view.
        case expanded
    }

    /// A drag in progress: where it started, and its latest samples for the release velocity.
    public struct Drag: Equatable, Codable, Sendable {
        /// Where the banner was when the drag started.
        public var startPosition: Position
        /// The most recent samples, oldest first, at most `Banner.velocitySampleCount`.
        public var samples: [BannerDragSample]

        /// A drag that started at `startPosition`, with its latest `samples`.
        public init(startPosition: Position, samples: [BannerDragSample]) {
            self.startPosition = startPosition
            self.samples = samples
        }
    }

    /// What was decided when the finger was lifted, kept for the front end's snap animation.
    public struct Release: Equatable, Codable, Sendable {
        /// What decided the outcome: the fling's velocity or the position.
        public enum Rule: String, Equatable, Codable, Sendable { case velocity, position }

        /// The progress at release, in ten-thousandths.
        public var progressTenThousandths: Int
        /// Points per second along the drag, negative upwards (towards full screen).
        public var velocity: Double
        /// What decided the outcome.
        public var rule: Rule
        /// Where the banner snaps to.
        public var outcome: Position

        /// A release with these facts.
        public init(progressTenThousandths: Int, velocity: Double, rule: Rule, outcome: Position) {
            self.progressTenThousandths = progressTenThousandths
            self.velocity = velocity
            self.rule = rule
            self.outcome = outcome
        }
    }

    /// Progress at which the banner is fully open: progress is kept in ten-thousandths, an integer,
    /// so it encodes the same everywhere.
    public static let fullProgress = 10_000
    /// A release at or beyond this progress, and slower than `flingVelocity`, opens the banner.
    public static let openingProgress = 5_000
    /// A release at least this fast (points per second) snaps in its own direction, wherever
    /// the banner is: upwards (velocity ≤ −500) opens, downwards (velocity ≥ 500) collapses.
    public static let flingVelocity: Double = 500
    /// How many of the latest samples (the release included) the release velocity is taken over.
    public static let velocitySampleCount = 3
    /// Samples whose translation or container height exceed this many points are refused.
    public static let largestDistance: Double = 1_000_000

    /// Where the banner rests, or last rested before a drag.
    public var position: Position
    /// How far open, from 0 (banner) to `fullProgress` (full screen).
    public var progressTenThousandths: Int
    /// The drag in progress, if any.
    public var drag: Drag?
    /// Whether a modal hides the banner.
    public var isHiddenByModal: Bool
    /// The last release, for the front end's snap animation.
    public var lastRelease: Release?

    /// A collapsed, visible banner.
    public init() {
        position = .collapsed
        progressTenThousandths = 0
        drag = nil
        isHiddenByModal = false
        lastRelease = nil
    }

    /// How far open, from 0 (banner) to 1 (full screen), for a front end's layout.
    public var progress: Double { Double(progressTenThousandths) / Double(Self.fullProgress) }

    /// Whether the banner is shown: no modal hides it.
    public var isVisible: Bool { !isHiddenByModal }
}

/// One position of the finger during a drag on the banner, with the time it was seen.
///
/// Everything the progress and the velocity are computed from is in the sample, so a replayed
/// drag lands on exactly the same progress.
public struct BannerDragSample: Equatable, Codable, Sendable {
    /// When the sample was taken.
    public var time: Timestamp
    /// Vertical movement since the drag began, in points; negative is up (towards full screen).
    public var translation: Double
    /// The distance in points the banner travels between its two resting positions.
    public var containerHeight: Double

    /// A sample at `time`: the finger's `translation` in a container `containerHeight` points high.
    public init(time: Timestamp, translation: Double, containerHeight: Double) {
        self.time = time
        self.translation = translation
        self.containerHeight = containerHeight
    }
}

/// Why the banner did not act on a gesture; the app keeps it in its `lastRefusal`.
public enum BannerRefusal: Equatable, Codable, Sendable {
    /// A modal screen is presented, so the banner is hidden.
    case hidden
    /// A tap arrived while a finger was dragging the banner.
    case dragInProgress
    /// A release or cancel arrived with no drag in progress.
    case noDragInProgress
    /// The sample has a non-finite or out-of-range value, or a container height that is not
    /// positive. The sample itself is not kept: a non-finite number could not be encoded.
    case invalidSample
    /// The sample is older than the drag's latest one.
    case sampleOutOfOrder(received: Timestamp, latest: Timestamp)
}

/// What the user did with the banner: past-tense facts from the front end.
public enum BannerAction: Equatable, Sendable {
    /// A tap: opens a collapsed banner, collapses an open one.
    case tapped
    /// The finger moved; the first sample of a drag begins it.
    case dragChanged(sample: BannerDragSample)
    /// The finger was lifted at this sample; the banner snaps open or closed.
    case dragEnded(sample: BannerDragSample)
    /// The system cancelled the drag; the banner goes back where it rested.
    case dragCancelled
}
