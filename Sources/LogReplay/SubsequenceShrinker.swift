/// Finds a small subsequence of a list that still has a property: delta debugging (Zeller's
/// ddmin) over ever smaller chunks, then single elements until no one removal keeps the property
/// (a 1-minimal result). Used by `replay shrink` on the inputs of a log, and usable by any runner
/// that produces sessions, random ones included, to cut a failing session down before reporting it.
public struct SubsequenceShrinker<Element> {
    /// The subsequence found, and how many times the property was evaluated.
    public struct Outcome {
        /// The smallest subsequence found that still has the property, in the original order.
        public var kept: [Element]
        /// How many times the property was evaluated.
        public var evaluations: Int
    }

    private let holds: ([Element]) throws -> Bool

    /// `holds` must be deterministic; it is called on subsequences of the original, in order.
    public init(holds: @escaping ([Element]) throws -> Bool) {
        self.holds = holds
    }

    /// `nil` when `items` itself lacks the property.
    public func shrink(_ items: [Element]) throws -> Outcome? {
        var evaluations = 1
        guard try holds(items) else { return nil }
        func test(_ candidate: [Element]) throws -> Bool {
            evaluations += 1
            return try holds(candidate)
        }
        var current = items
        var chunks = 2
        while current.count >= 2 {
            let size = (current.count + chunks - 1) / chunks
            let starts = Array(stride(from: 0, to: current.count, by: size))
            var reduced = false
            for start in starts {
                let complement = Array(current[..<start]) + Array(current[min(start + size, current.count)...])
                if try test(complement) {
                    current = complement
                    chunks = max(chunks - 1, 2)
                    reduced = true
                    break
                }
            }
            if !reduced {
                guard chunks < current.count else { break }
                chunks = min(current.count, chunks * 2)
            }
        }
        var removedOne = true
        while removedOne && !current.isEmpty {
            removedOne = false
            for index in current.indices.reversed() {
                var candidate = current
                candidate.remove(at: index)
                if try test(candidate) {
                    current = candidate
                    removedOne = true
                    break
                }
            }
        }
        return Outcome(kept: current, evaluations: evaluations)
    }
}
