import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// A test case with the local server answering as the Places web service (`Tests/Server/places.py`)
/// and a real store on a `LiveEffectRunner` whose `https://maps.googleapis.com/` goes to that
/// server, with the key as the runner's credential (the server denies requests without it). Each
/// test has its own server and temporary folder, both removed afterwards.
class PlacesServerTestCase: XCTestCase {
    static let key = "live-key"
    static let pyrmont = Coordinate(latitude: -33.8670522, longitude: 151.1957362)

    private(set) var server: LocalServer!
    private(set) var folder: URL!

    /// Further `places` plugin options, such as `["token_delay=60"]` (see `Tests/Server/places.py`).
    var pluginOptions: [String] { [] }

    override func setUpWithError() throws {
        let options = (["key=\(Self.key)"] + pluginOptions).flatMap { ["--plugin-option", "places:\($0)"] }
        server = try LocalServer(arguments: ["--plugin", "places"] + options)
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("appcore-places-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        server?.stop()
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// A store with the live runtime holding `key` (read as `PLACES_API_KEY`; none when `nil`),
    /// launched, granted permission and located at `position`, settled after its first search.
    func makeStore(
        key: String? = PlacesServerTestCase.key, position: Coordinate = PlacesServerTestCase.pyrmont
    ) async -> Store<PlacesFeature> {
        let credential = QueryCredential.placesAPIKey(key.map { ["PLACES_API_KEY": $0] } ?? [:])
        let store = Store<PlacesFeature>(initialState: PlacesState(), runner: makeRunner(credential))
        await store.sendAndSettle(
            .launched(configuration: PlacesSettings(hasAPIKey: credential != nil)), .locationPermissionChanged(permission: .granted),
            .locationUpdated(position: position))
        return store
    }

    /// A live runtime whose `https://maps.googleapis.com/` goes to the server, with `credential`.
    func makeRunner(_ credential: QueryCredential?) -> LiveEffectRunner {
        LiveEffectRunner(configuration: .init(
            storageFolder: folder.appendingPathComponent("storage"),
            imageCacheFolder: folder.appendingPathComponent("images"),
            imageTimeout: 10,
            urlMap: URLMap([.init(prefix: "https://maps.googleapis.com/", replacement: "http://127.0.0.1:\(server.port)/")]),
            credentials: credential.map { [$0] } ?? []))
    }
}
