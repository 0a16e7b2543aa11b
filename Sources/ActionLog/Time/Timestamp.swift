/// A moment in milliseconds since 1970 UTC, written as ISO 8601 text (`2026-11-22T19:00:00.250Z`).
///
/// The core carries time as this value inside actions, never by reading a clock. Its text form is
/// computed with integer arithmetic, so it is identical on every platform.
public struct Timestamp: Hashable, Comparable, TextCoded, Sendable {
    /// A time in the text form, for error messages.
    public static let textExample = "2026-11-22T19:00:00.000Z"
    /// Milliseconds since 1970-01-01T00:00:00Z (UTC).
    public var milliseconds: Int64

    /// The time `milliseconds` after 1970-01-01T00:00:00Z.
    public init(milliseconds: Int64) { self.milliseconds = milliseconds }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.milliseconds < rhs.milliseconds }

    /// The time `milliseconds` later.
    public func adding(milliseconds delta: Int64) -> Timestamp {
        Timestamp(milliseconds: milliseconds + delta)
    }

    /// The value as text.
    public var description: String {
        var text: [UInt8] = []
        appendText(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the text form to `output`: the log writer's path, with no string in between.
    package func appendText(to output: inout [UInt8]) {
        let days = Self.floorDivide(milliseconds, 86_400_000)
        let inDay = milliseconds - days * 86_400_000
        let (year, month, day) = Self.civilDate(fromDays: days)
        func field(_ value: Int64, _ width: Int, then separator: Unicode.Scalar) {
            DigitText.append(value, width: width, to: &output)
            output.append(UInt8(ascii: separator))
        }
        field(year, 4, then: "-")
        field(month, 2, then: "-")
        field(day, 2, then: "T")
        field(inDay / 3_600_000, 2, then: ":")
        field(inDay / 60_000 % 60, 2, then: ":")
        field(inDay / 1000 % 60, 2, then: ".")
        field(inDay % 1000, 3, then: "Z")
    }

    /// Parses the text form `YYYY-MM-DDTHH:MM:SS(.mmm)Z`; `nil` for anything else.
    public init?(_ text: String) {
        guard let time = DigitText.reading(text, Self.init(digits:)) else { return nil }
        self = time
    }

    /// Parses the text form from its UTF-8.
    package init?(utf8: UnsafeRawBufferPointer) {
        self.init(digits: DigitText(utf8))
    }

    /// The day of the last time read, by the text of its date: the times of a log's lines fall on
    /// few days, and a day's number (its date checked, then counted from 1970) is most of what
    /// reading a time costs. A log reader keeps one across its lines.
    @usableFromInline
    package struct LastDay {
        /// The date's ten bytes (`2026-11-18`) as two words, and its day's number; `nil` before a
        /// first date was read.
        fileprivate var date: (text: (UInt64, UInt16), days: Int64)?

        @usableFromInline
        package init() {}
    }

    /// Parses the text form from its UTF-8, as `init?(utf8:)` does. The day's number comes from
    /// `lastDay` when the date is the same text, and is kept there when it is another.
    package init?(utf8: UnsafeRawBufferPointer, lastDay: inout LastDay) {
        guard utf8.count >= 10 else { return nil }
        let text = (utf8.loadUnaligned(as: UInt64.self), utf8.loadUnaligned(fromByteOffset: 8, as: UInt16.self))
        let digits = DigitText(utf8)
        let days: Int64
        if let last = lastDay.date, last.text == text {
            days = last.days
        } else {
            guard let read = Self.days(ofDate: digits) else { return nil }
            lastDay.date = (text, read)
            days = read
        }
        guard let inDay = Self.milliseconds(ofTimeOfDay: digits) else { return nil }
        milliseconds = days * 86_400_000 + inDay
    }

    private init?(digits: DigitText) {
        guard let days = Self.days(ofDate: digits), let inDay = Self.milliseconds(ofTimeOfDay: digits) else { return nil }
        milliseconds = days * 86_400_000 + inDay
    }

    /// The day's number of the date the text begins with (`YYYY-MM-DD`); `nil` when it is none.
    @inline(__always)
    private static func days(ofDate digits: DigitText) -> Int64? {
        guard digits.has("-", at: 4), digits.has("-", at: 7), let year = digits.number(at: 0, count: 4),
            let month = digits.number(at: 5, count: 2), let day = digits.number(at: 8, count: 2),
            DigitText.isDate(year: year, month: month, day: day)
        else { return nil }
        return days(fromCivilYear: year, month: month, day: day)
    }

    /// The milliseconds into the day of the time after the date (`THH:MM:SS.mmmZ`, or without
    /// `.mmm`), the whole text 24 or 20 bytes long; `nil` when it is not such a time.
    @inline(__always)
    private static func milliseconds(ofTimeOfDay digits: DigitText) -> Int64? {
        let length = digits.bytes.count
        guard length == 20 || length == 24, digits.has("T", at: 10), digits.has(":", at: 13), digits.has(":", at: 16),
            digits.has("Z", at: length - 1), let hour = digits.number(at: 11, count: 2),
            let minute = digits.number(at: 14, count: 2), let second = digits.number(at: 17, count: 2),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var milli: Int64 = 0
        if length == 24 {
            guard digits.has(".", at: 19), let value = digits.number(at: 20, count: 3) else { return nil }
            milli = value
        }
        return ((hour * 60 + minute) * 60 + second) * 1000 + milli
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : (a - b + 1) / b
    }

    // Howard Hinnant's days-from-civil algorithms (proleptic Gregorian calendar).
    private static func days(fromCivilYear year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = floorDivide(y, 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civilDate(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
