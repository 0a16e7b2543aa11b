/// What the map modal shows, computed in the core from the feed: one annotation per restaurant
/// with valid coordinates, the restaurants left off with why, and a region that fits them all.
public struct LunchMap: Equatable, Codable, Sendable {
    /// The restaurants shown on the map.
    public var annotations: [MapAnnotation]
    /// The restaurants left off the map, and why.
    public var excluded: [MapExclusion]
    /// `nil` when no restaurant has valid coordinates.
    public var region: MapRegion?

    /// The region is `padding` times the span of the annotations, and at least `minimumDelta`
    /// degrees each way, so that a single restaurant still shows its street.
    public static let padding = 1.25
    /// The smallest span of the region, in degrees.
    public static let minimumDelta = 0.01

    /// A map of `annotations`, without `excluded`, showing `region`.
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
            case .success(let coordinate):
                annotations.append(MapAnnotation(id: restaurant.id, name: restaurant.name, coordinate: coordinate))
            case .failure(let problem):
                excluded.append(MapExclusion(restaurant: restaurant.id, problem: problem))
            }
        }
        self.init(annotations: annotations, excluded: excluded, region: Self.region(fitting: annotations))
    }

    static func coordinates(of location: Restaurant.Location) -> Result<Coordinate, CoordinateProblem> {
        guard let latitude = location.lat, let longitude = location.lng else { return .failure(.missing) }
        guard (-90...90).contains(latitude) else { return .failure(.latitudeOutOfRange(latitude: latitude)) }
        guard (-180...180).contains(longitude) else { return .failure(.longitudeOutOfRange(longitude: longitude)) }
        return .success(Coordinate(latitude: latitude, longitude: longitude))
    }

    /// The smallest region centred on the annotations' bounding box that holds them all, padded.
    /// Longitudes are compared as plain numbers: a set straddling the 180° meridian gets a wide
    /// region that still holds every annotation.
    static func region(fitting annotations: [MapAnnotation]) -> MapRegion? {
        guard let first = annotations.first else { return nil }
        let start = first.coordinate
        var (south, north, west, east) = (start.latitude, start.latitude, start.longitude, start.longitude)
        for annotation in annotations.dropFirst() {
            south = min(south, annotation.coordinate.latitude)
            north = max(north, annotation.coordinate.latitude)
            west = min(west, annotation.coordinate.longitude)
            east = max(east, annotation.coordinate.longitude)
        }
        return MapRegion(
            center: Coordinate(latitude: (south + north) / 2, longitude: (west + east) / 2),
            latitudeDelta: min(180, max(minimumDelta, (north - south) * padding)),
            longitudeDelta: min(360, max(minimumDelta, (east - west) * padding)))
    }
}

/// A pin on the map.
public struct MapAnnotation: Equatable, Codable, Sendable {
    /// The restaurant.
    public var id: RestaurantID
    /// The restaurant's name.
    public var name: String
    /// Where the restaurant is.
    public var coordinate: Coordinate

    /// The annotation of restaurant `id` named `name` at `coordinate`.
    public init(id: RestaurantID, name: String, coordinate: Coordinate) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
    }
}

/// A map region as MapKit takes it: a centre and a span, in degrees.
public struct MapRegion: Equatable, Codable, Sendable {
    /// The region's centre.
    public var center: Coordinate
    /// The region's height, in degrees of latitude.
    public var latitudeDelta: Double
    /// The region's width, in degrees of longitude.
    public var longitudeDelta: Double

    /// The region around `center` of these spans.
    public init(center: Coordinate, latitudeDelta: Double, longitudeDelta: Double) {
        self.center = center
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A restaurant left off the map, and why.
public struct MapExclusion: Equatable, Codable, Sendable {
    /// The restaurant left off.
    public var restaurant: RestaurantID
    /// What is wrong with its coordinate.
    public var problem: CoordinateProblem

    /// `restaurant` left off the map for `problem`.
    public init(restaurant: RestaurantID, problem: CoordinateProblem) {
        self.restaurant = restaurant
        self.problem = problem
    }
}

/// Why a restaurant's coordinate cannot be shown on the map.
public enum CoordinateProblem: Error, Equatable, Codable, Sendable {
    /// `lat` or `lng` is missing or `null`.
    case missing
    /// Latitudes lie in -90...90.
    case latitudeOutOfRange(latitude: Double)
    /// Longitudes lie in -180...180.
    case longitudeOutOfRange(longitude: Double)
}
