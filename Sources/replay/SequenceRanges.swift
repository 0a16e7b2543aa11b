/// A set of sequence numbers spelled as a list of numbers and ranges, such as `12,15-18` (`--skip`).
struct SequenceRanges: Equatable, Sendable {
    private(set) var ranges: [ClosedRange<Int>]

    init(_ ranges: [ClosedRange<Int>]) { self.ranges = ranges }

    /// Parses `12,15-18`; numbers start at 1 and a range goes upward.
    init(parsing text: String) throws(UsageError) {
        var ranges: [ClosedRange<Int>] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count), let low = Int(bounds[0]), let high = Int(bounds[bounds.count - 1]),
                low >= 1, low <= high
            else {
                throw UsageError("--skip takes sequence numbers and ranges such as 12,15-18 (from 1, low to high), not \"\(part)\"")
            }
            ranges.append(low...high)
        }
        self.ranges = ranges
    }

    func contains(_ seq: Int) -> Bool { ranges.contains { $0.contains(seq) } }

    /// The largest number in the set, to check it against the log's last action.
    var last: Int? { ranges.map(\.upperBound).max() }

    /// The spelling `init(parsing:)` reads.
    var text: String {
        ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ",")
    }
}
