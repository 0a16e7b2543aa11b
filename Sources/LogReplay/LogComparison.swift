import ActionLog
import AppState
import Foundation
import Reducers

/// Replays two logs of one app side by side and finds the first action after which their states
/// differ: the first question when a session behaves differently on two devices or two builds.
public struct LogComparison<F: Feature> {
    /// The states of both logs after action `seq` (0 is the initial state), where they first differ.
    public struct Difference {
        /// The action after which the states first differ.
        public var seq: Int
        /// The left log's state then.
        public var left: F.State
        /// The right log's state then.
        public var right: F.State
    }

    /// What the comparison found.
    public struct Outcome {
        /// `nil` when every step both logs have in common leads to equal states.
        public var difference: Difference?
        /// The inputs of the left log.
        public var leftActions: Int
        /// The inputs of the right log.
        public var rightActions: Int
    }

    /// A comparison of two logs of `F`.
    public init() {}

    /// Compares the logs at `left` and `right`, reading each as a stream (the left one twice when
    /// they differ, to rebuild its state at the first difference).
    public func run(left: URL, right: URL) throws(LogError) -> Outcome {
        let leftOpening = try LogOpening(url: left)
        var leftHashes: [StateHash] = []
        var hasher = StateHasher()
        let leftInitial = try F.initialState(of: leftOpening)
        leftHashes.append(try hasher.hash(of: leftInitial, file: left.path, line: 1))
        var leftWalk = try Replayer<F>().walk(leftOpening)
        while let step = try leftWalk.next() {
            leftHashes.append(try hasher.hash(of: step.after, file: left.path, line: step.line ?? 0))
        }

        let rightOpening = try LogOpening(url: right)
        let rightInitial = try F.initialState(of: rightOpening)
        var difference: Difference?
        if try hasher.hash(of: rightInitial, file: right.path, line: 1) != leftHashes[0] {
            difference = Difference(seq: 0, left: leftInitial, right: rightInitial)
        }
        var rightWalk = try Replayer<F>().walk(rightOpening)
        while let step = try rightWalk.next() {
            guard difference == nil, step.seq < leftHashes.count else { continue }
            guard try hasher.hash(of: step.after, file: right.path, line: step.line ?? 0) != leftHashes[step.seq] else { continue }
            difference = Difference(seq: step.seq, left: leftInitial, right: step.after)
        }
        if let seq = difference?.seq, seq > 0 {
            difference?.left = try Replayer<F>(until: seq).run(LogOpening(url: left)).state
        }
        return Outcome(difference: difference, leftActions: leftWalk.outcome.lastSeq, rightActions: rightWalk.outcome.lastSeq)
    }
}
