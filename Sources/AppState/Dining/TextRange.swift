/// A range of text as the reservation JSON gives it: `location` and `length`, counted like
/// `NSRange`, in UTF-16 code units.
///
/// "Character" in this feature always means a UTF-16 code unit: "é" (U+00E9) is one, "😀" is two
/// (a surrogate pair), "e" + U+0301 is two. A front end hands these offsets to `NSAttributedString`
/// (or any UTF-16 API) unchanged.
public struct TextRange: Equatable, Codable, Sendable, CustomStringConvertible {
    /// Where the range starts, in UTF-16 code units.
    public var location: Int
    /// How long the range is, in UTF-16 code units.
    public var length: Int

    /// The range of `length` code units from `location`.
    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }

    /// The offset just past the range. Only meaningful once the range is known to be valid.
    public var end: Int { location + length }

    /// Written as `NSStringFromRange` writes it: `{197, 8}`.
    public var description: String { "{\(location), \(length)}" }

    /// Whether the two ranges share at least one code unit.
    func overlaps(_ other: TextRange) -> Bool {
        location < other.end && other.location < end
    }

    /// The smallest range holding both; meant for ranges that overlap or touch.
    func union(_ other: TextRange) -> TextRange {
        let start = min(location, other.location)
        return TextRange(location: start, length: max(end, other.end) - start)
    }

    /// The part of this range inside `other`, or `nil` when they do not overlap.
    func clamped(to other: TextRange) -> TextRange? {
        guard overlaps(other) else { return nil }
        let start = max(location, other.location)
        return TextRange(location: start, length: min(end, other.end) - start)
    }
}
