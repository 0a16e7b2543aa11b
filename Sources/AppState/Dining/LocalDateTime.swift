/// A wall-clock time at the restaurant, with no time zone, as the JSON's `dateTime` gives it:
/// `2016-12-28T18:00` (seconds, when present, are kept: `2016-12-28T18:00:30`).
public struct LocalDateTime: Equatable, Codable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Parses `YYYY-MM-DDTHH:MM` or `YYYY-MM-DDTHH:MM:SS`; `nil` for anything else.
    public init?(text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 16 || bytes.count == 19 else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in bytes[start..<start + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        let separators: [(Int, Unicode.Scalar)] =
            [(4, "-"), (7, "-"), (10, "T"), (13, ":")] + (bytes.count == 19 ? [(16, ":")] : [])
        guard separators.allSatisfy({ bytes[$0.0] == UInt8(ascii: $0.1) }),
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2),
            let second = bytes.count == 19 ? number(17, 2) : 0,
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }

    public var description: String {
        let seconds = second == 0 ? "" : ":" + Self.pad(second, 2)
        return "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))T"
            + "\(Self.pad(hour, 2)):\(Self.pad(minute, 2))\(seconds)"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = LocalDateTime(text: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a time like 2016-12-28T18:00, got \"\(text)\"")
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
