/// SplitMix64: a tiny seeded generator, so a random session, a fuzzed log or a crash schedule is
/// the same on every machine and a failure reported with its seed is reproduced exactly.
package struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`, which must not be empty.
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) &+ 1
        return range.lowerBound + Int(truncatingIfNeeded: width == 0 ? next() : next() % width)
    }

    /// True with probability `percent` / 100.
    package mutating func chance(_ percent: Int) -> Bool { int(in: 0...99) < percent }

    /// An element of `array`, or `nil` when it is empty.
    package mutating func element<T>(of array: [T]) -> T? {
        array.isEmpty ? nil : array[int(in: 0...array.count - 1)]
    }

    /// A number between `low` and `high`, in hundredths.
    package mutating func double(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(int(in: 0...100)) / 100
    }
}
