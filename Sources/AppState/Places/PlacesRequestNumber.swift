import ActionLog
/// The number of one of the app's web service requests, 1 for the first: its effect id carries it
/// (`nearby:3`), so an answer is matched to the request it answers and a stale one is dropped.
/// Spelled as the bare number.
public struct PlacesRequestNumber: Identifier, ExpressibleByIntegerLiteral {
    /// The number.
    public var rawValue: Int

    /// The request numbered `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
}
