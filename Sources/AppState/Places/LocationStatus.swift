/// Whether the user lets the app read the device's location, as the platform reports it.
public enum LocationPermission: String, Equatable, Codable, Sendable {
    /// The user has not answered yet.
    case notDetermined
    case granted
    /// The user said no: the app shows a message and never searches.
    case denied
    /// A policy (parental controls, device management) forbids location; the user cannot change it.
    case restricted
}

/// What the app knows of the device's current position.
public enum LocationFix: Equatable, Codable, Sendable {
    /// No position has been reported yet.
    case waiting
    case located(position: Coordinate)
    /// The platform could not get a position, with its reason (no signal, airplane mode...).
    case unavailable(reason: String)

    /// The current position, when there is one.
    public var coordinate: Coordinate? {
        if case .located(let coordinate) = self { coordinate } else { nil }
    }
}
