import ActionLog
/// Names one effect in flight, so that it can be cancelled and its result matched to its cause.
///
/// This is the id as the runtime and the log know it: text. Apps never build or read that text
/// themselves; each has a `TypedEffectID` enum whose cases say what an effect is for.
public struct EffectID: StringIdentifier, ExpressibleByStringLiteral {
    /// The id as logged, such as `feed` or `image:https://…`.
    public var rawValue: String
    /// The id logged `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// An app's effect ids as values: each case names what an effect is for (`.feed`, `.image(url)`,
/// `.details(3)`), made from data the reducer already holds, never from a random source, so the
/// same actions always produce the same ids.
///
/// The log spells an id as its kind, then `:` and its value when it has one (`"feed"`,
/// `"image:https://…"`, `"details:3"`); `EffectID.Spelling` is the one place that reads and writes
/// that text.
public protocol TypedEffectID: Equatable, Sendable {
    /// The id as the runtime and the log know it.
    var effectID: EffectID { get }

    /// The typed id `effectID` spells, or `nil` when it is not one of this app's ids.
    init?(_ effectID: EffectID)
}

extension EffectID {
    /// The two parts of a logged id: its kind and, after the first `:`, its value.
    public struct Spelling: Equatable, Sendable {
        /// The id's kind, before the first `:`.
        public var kind: String
        /// The id's value, after the first `:`, if any.
        public var value: String?

        /// The spelling of `kind` with `value`.
        public init(_ kind: String, _ value: String? = nil) {
            self.kind = kind
            self.value = value
        }

        /// The parts of `id`.
        public init(_ id: EffectID) {
            let text = id.rawValue
            if let colon = Self.separator(in: text) {
                kind = String(text[..<colon])
                value = String(text[text.index(after: colon)...])
            } else {
                kind = text
                value = nil
            }
        }

        /// The first `:` that is a character of its own. Where the text up to it and the byte
        /// after it are ASCII (every id this build spells), that is its first `:` byte, found
        /// without reading characters; else it is found by character, so a colon joined to what
        /// comes after it is not the separator.
        private static func separator(in text: String) -> String.Index? {
            let utf8 = text.utf8
            if let colon = utf8.firstIndex(of: UInt8(ascii: ":")), utf8[..<colon].allSatisfy({ $0 < 0x80 }) {
                let next = utf8.index(after: colon)
                if next == utf8.endIndex || utf8[next] < 0x80 { return colon }
            }
            return text.firstIndex(of: ":")
        }

        /// The id these parts spell.
        public var effectID: EffectID { EffectID(rawValue: value.map { "\(kind):\($0)" } ?? kind) }

        /// The value read as an integer, or `nil` when there is none or it is not one.
        public var number: Int? { value.flatMap { Int($0) } }
    }
}
