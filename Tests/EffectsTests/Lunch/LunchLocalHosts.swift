import AppState
import Effects
import Foundation
import Reducers
import XCTest

/// The Lunch app's hosts served by a local server, for live tests and for recording sessions.
///
/// The server serves `Fixtures/lunch/` unchanged: the real feed, whose image addresses point at
/// `sandbox.bottlerocketapps.com`, and placeholder PNGs with the same file names. The runner's
/// `URLMap` sends the real feed host and the real image host to the server, so states, actions
/// and recorded sessions keep the real addresses and never the server's random port.
final class LunchLocalHosts {
    let server: LocalServer
    let folder: URL

    init() throws {
        server = try LocalServer()
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("appcore-lunch-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { stop() }

    func stop() {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    static func urlMap(port: Int) -> URLMap {
        URLMap([
            .init(prefix: "https://s3.amazonaws.com/br-codingexams/", replacement: "http://127.0.0.1:\(port)/lunch/"),
            .init(
                prefix: "http://sandbox.bottlerocketapps.com/BR_iOS_CodingExam_2015_Server/Images/",
                replacement: "http://127.0.0.1:\(port)/lunch/images/"),
        ])
    }

    /// A fresh runtime on this test's folders (a new runtime is a relaunch: empty memory cache,
    /// same disk cache and storage).
    func makeRunner(imageTimeout: Double = 5) -> LiveEffectRunner {
        LiveEffectRunner(configuration: .init(
            storageFolder: folder.appendingPathComponent("storage"),
            imageCacheFolder: folder.appendingPathComponent("images"),
            imageTimeout: imageTimeout, urlMap: Self.urlMap(port: server.port)))
    }

    /// A store on a fresh runtime, effects running concurrently as in the app.
    func makeStore(_ state: LunchState = LunchState(), imageTimeout: Double = 5) -> Store<LunchFeature> {
        Store<LunchFeature>(initialState: state, runner: makeRunner(imageTimeout: imageTimeout))
    }
}

extension Store {
    /// Sends `action` and waits until every effect it started has reported back.
    func sendAndSettle(_ action: F.Action) async {
        send(action)
        await settle()
    }
}
