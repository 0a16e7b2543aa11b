/// What the map modal shows, computed in the core from the feed: one annotation per restaurant
/// with valid coordinates, the restaurants left off with why, and a region that fits them all.
public struct LunchMap: Equatable, Codable, Sendable {
    public var annotations: [MapAnnotation]
    public var excluded: [MapExclusion]
    /// `nil` when no restaurant has valid coordinates.
    public var region: MapRegion?

    /// The region is `padding` times the span of the annotations, and at least `minimumDelta`
    /// degrees each way, so that a single restaurant still shows its street.
    public static let padding = 1.25
    public static let minimumDelta = 0.01

    public init(annotations: [MapAnnotation] = [], excluded: [MapExclusion] = [], region: MapRegion? = nil) {
        self.annotations = annotations
        self.excluded = excluded
        self.region = region
    }

    /// The map of `restaurants`, in feed order.
    public init(restaurants: [Restaurant]) {
        var annotations: [MapAnnotation] = []
        var excluded: [MapExclusion] = []
        for restaurant in restaurants {
            switch Self.coordinates(of: restaurant.location) {
            case .success(let (latitude, longitude)):
                annotations.append(MapAnnotation(
                    id: restaurant.id, name: restaurant.name, latitude: latitude, longitude: longitude))
            case .failure(let problem):
                excluded.append(MapExclusion(restaurant: restaurant.id, problem: problem))
            }
        }
        self.init(annotations: annotations, excluded: excluded, region: Self.region(fitting: annotations))
    }

    static func coordinates(of location: Restaurant.Location) -> Result<(Double, Double), CoordinateProblem> {
        guard let latitude = location.lat, let longitude = location.lng else { return .failure(.missing) }
        guard (-90...90).contains(latitude) else { return .failure(.latitudeOutOfRange(latitude)) }
        guard (-180...180).contains(longitude) else { return .failure(.longitudeOutOfRange(longitude)) }
        return .success((latitude, longitude))
    }

    /// The smallest region centred on the annotations' bounding box that holds them all, padded.
    /// Longitudes are compared as plain numbers: a set straddling the 180° meridian gets a wide
    /// region that still holds every annotation.
    static func region(fitting annotations: [MapAnnotation]) -> MapRegion? {
        guard let first = annotations.first else { return nil }
        var (south, north, west, east) = (first.latitude, first.latitude, first.longitude, first.longitude)
        for annotation in annotations.dropFirst() {
            south = min(south, annotation.latitude)
            north = max(north, annotation.latitude)
            west = min(west, annotation.longitude)
            east = max(east, annotation.longitude)
        }
        return MapRegion(
            centerLatitude: (south + north) / 2, centerLongitude: (west + east) / 2,
            latitudeDelta: min(180, max(minimumDelta, (north - south) * padding)),
            longitudeDelta: min(360, max(minimumDelta, (east - west) * padding)))
    }
}

/// A pin on the map.
public struct MapAnnotation: Equatable, Codable, Sendable {
    public var id: RestaurantID
    public var name: String
    public var latitude: Double
    public var longitude: Double

    public init(id: RestaurantID, name: String, latitude: Double, longitude: Double) {
        self.id = id
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A map region as MapKit takes it: a centre and a span, in degrees.
public struct MapRegion: Equatable, Codable, Sendable {
    public var centerLatitude: Double
    public var centerLongitude: Double
    public var latitudeDelta: Double
    public var longitudeDelta: Double

    public init(centerLatitude: Double, centerLongitude: Double, latitudeDelta: Double, longitudeDelta: Double) {
        self.centerLatitude = centerLatitude
        self.centerLongitude = centerLongitude
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A restaurant left off the map, and why.
public struct MapExclusion: Equatable, Codable, Sendable {
    public var restaurant: RestaurantID
    public var problem: CoordinateProblem

    public init(restaurant: RestaurantID, problem: CoordinateProblem) {
        self.restaurant = restaurant
        self.problem = problem
    }
}

public enum CoordinateProblem: Error, Equatable, Codable, Sendable {
    /// `lat` or `lng` is missing or `null`.
    case missing
    /// Latitudes lie in -90...90.
    case latitudeOutOfRange(Double)
    /// Longitudes lie in -180...180.
    case longitudeOutOfRange(Double)
}
