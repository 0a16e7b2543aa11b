import ActionLog

/// A wall-clock time at the restaurant, with no time zone, as the JSON's `dateTime` gives it:
/// `2016-12-28T18:00` (seconds, when present, are kept: `2016-12-28T18:00:30`).
public struct LocalDateTime: Equatable, TextCoded, Sendable {
    /// A time in the text form, for error messages.
    public static let textExample = "2016-12-28T18:00"
    /// The year.
    public var year: Int
    /// The month, from 1.
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int
    /// The hour, from 0 to 23.
    public var hour: Int
    /// The minute.
    public var minute: Int
    /// The second.
    public var second: Int

    /// The local time of these fields.
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Parses `YYYY-MM-DDTHH:MM` or `YYYY-MM-DDTHH:MM:SS`; `nil` for anything else.
    public init?(_ text: String) {
        guard let value = DigitText.reading(text, Self.init(digits:)) else { return nil }
        self = value
    }

    private init?(digits: DigitText) {
        let length = digits.bytes.count
        guard length == 16 || length == 19,
            digits.has([(4, "-"), (7, "-"), (10, "T"), (13, ":")] + (length == 19 ? [(16, ":")] : [])),
            let year = digits.number(at: 0, count: 4), let month = digits.number(at: 5, count: 2),
            let day = digits.number(at: 8, count: 2), let hour = digits.number(at: 11, count: 2),
            let minute = digits.number(at: 14, count: 2),
            let second = length == 19 ? digits.number(at: 17, count: 2) : 0,
            DigitText.isDate(year: year, month: month, day: day), hour < 24, minute < 60, second < 60
        else { return nil }
        self.init(
            year: Int(year), month: Int(month), day: Int(day), hour: Int(hour), minute: Int(minute),
            second: Int(second))
    }

    /// The value as text.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String { DigitText.padded(value, width: width) }
        let seconds = second == 0 ? "" : ":" + pad(second, 2)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2))\(seconds)"
    }

}
