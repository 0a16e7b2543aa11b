/// Something of the reservation that is not shown, and why: the reason names its JSON path.
public struct Omission: Equatable, Codable, Sendable, CustomStringConvertible {
    public enum Subject: Equatable, Codable, Sendable {
        case card(CardKind)
        enum CardCodingKeys: String, CodingKey { case _0 = "kind" }
        case dish
        /// The restaurant's picture on card 1.
        case picture
        /// The party size on card 1.
        case partySize
        /// The map on card 2 (its location).
        case map
        /// The address lines on card 2.
        case addressText
        /// One photo of a dish that is shown with its other photos.
        case dishPhoto
        /// One highlight of a dish's snippet that is shown with its other highlights.
        case dishHighlight
    }

    public var subject: Subject
    public var failure: DecodeFailure

    public init(_ subject: Subject, _ failure: DecodeFailure) {
        self.subject = subject
        self.failure = failure
    }

    public init(_ subject: Subject, path: String, reason: String) {
        self.init(subject, DecodeFailure(path: path, reason: reason))
    }

    public var description: String { "\(subject): \(failure)" }
}
