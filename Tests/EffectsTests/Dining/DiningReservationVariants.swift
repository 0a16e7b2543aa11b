import ActionLog
import AppState
import Effects
import Foundation

/// The exercise's full reservation (`Fixtures/dining/FullReservation.json`) with its dishes
/// changed, as the device storage of a session holds it: the fixture read as the app reads it
/// (trailing commas accepted), written back as plain JSON.
enum DiningReservationVariants {
    /// Ids given to copies of the fixture's dishes; never ids of the fixture.
    static let copyIDs = ["0d6d3a52-8f0e-4c37-b1f4-5f2a7e8c9b10", "5b9e2c41-7a3d-4e6f-8c1b-2d4f6a8e0c21"]

    /// The fixture's `restaurant.dishes`, in order.
    static func fixtureDishes() throws -> [[String: Any]] {
        let restaurant = try fixture()["restaurant"] as? [String: Any]
        return restaurant?["dishes"] as? [[String: Any]] ?? []
    }

    /// The fixture without any dish.
    static func withoutDishes() throws -> Data {
        try withDishes { _ in [] }
    }

    /// The fixture's five dishes followed by copies of its first two (Tiramisu, Littleneck
    /// Clams) under `copyIDs`: seven dishes, five of them valid.
    static func withSevenDishes() throws -> Data {
        try withDishes { dishes in
            dishes + zip(dishes.prefix(2), copyIDs).map { dish, id in
                var copy = dish
                copy["id"] = id
                return copy
            }
        }
    }

    private static func withDishes(_ change: ([[String: Any]]) -> [[String: Any]]) throws -> Data {
        var document = try fixture()
        var restaurant = document["restaurant"] as? [String: Any] ?? [:]
        restaurant["dishes"] = change(try fixtureDishes())
        document["restaurant"] = restaurant
        return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    }

    /// The fixture as a JSON object, its trailing commas (which the app's reader accepts, as
    /// JSON5 does) left out first, since `JSONSerialization` reads plain JSON only here.
    private static func fixture() throws -> [String: Any] {
        let text = try String(
            contentsOf: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/dining/FullReservation.json"), encoding: .utf8)
        let plain = text.replacingOccurrences(of: #",(\s*[\]}])"#, with: "$1", options: .regularExpression)
        return try JSONSerialization.jsonObject(with: Data(plain.utf8)) as? [String: Any] ?? [:]
    }
}

/// Device storage whose reservation reads give `reads` in turn (the last one from then on), and
/// an image host that sends every picture.
actor DiningStoredReservationRuntime: EffectRunner {
    private var reads: [Result<Data?, StorageError>]

    init(reads: [Result<Data?, StorageError>]) {
        self.reads = reads
    }

    func run(_ effect: Effect) async -> EffectResult? {
        switch effect {
        case .load(let key):
            let read = reads.count > 1 ? reads.removeFirst() : reads.first ?? .success(nil)
            return .loaded(key: key, read)
        case .loadImage(let id, let url):
            let info = ImageInfo(
                format: .jpeg, byteCount: 64_000, width: 1_280, height: 720,
                digest: SHA256.hex(of: Data(url.text.utf8)), fromCache: false)
            return .image(id: id, url: url, .success(info))
        default:
            return nil
        }
    }
}
