/// A point on Earth in degrees (WGS 84), as the feeds of every app give it.
public struct Coordinate: Equatable, Codable, Sendable, CustomStringConvertible {
    /// The latitude, in degrees.
    public var latitude: Double
    /// The longitude, in degrees.
    public var longitude: Double

    /// The point at `latitude`, `longitude`.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// `-33.8688,151.2093`: the form of the web service's `location` parameter.
    public var description: String { "\(latitude),\(longitude)" }
}
