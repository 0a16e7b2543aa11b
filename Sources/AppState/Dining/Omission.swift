/// Something of the reservation that is not shown, and why: the reason names its JSON path.
public struct Omission: Equatable, Codable, Sendable, CustomStringConvertible {
    /// What is not shown.
    public enum Subject: Equatable, Codable, Sendable {
        case card(kind: CardKind)
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

    /// What is not shown.
    public var subject: Subject
    /// Why, with the JSON path of the problem.
    public var failure: DecodeFailure

    /// `subject` not shown because of `failure`.
    public init(_ subject: Subject, _ failure: DecodeFailure) {
        self.subject = subject
        self.failure = failure
    }

    /// `subject` not shown because of `reason` at `path`.
    public init(_ subject: Subject, path: String, reason: String) {
        self.init(subject, DecodeFailure(path: path, reason: reason))
    }

    /// The value as text.
    public var description: String { "\(subject): \(failure)" }
}
