import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// The Lunch app's real hosts, served by the local server.
///
/// The server serves `Fixtures/lunch/` unchanged: the real feed, whose image addresses point at
/// `sandbox.bottlerocketapps.com`, and placeholder PNGs with the same file names. The runner's
/// `URLMap` sends the real feed host and the real image host to the server, so states, actions
/// and recorded sessions keep the real addresses and never the server's random port.
extension LiveHosts {
    static let lunchRoutes = [
        URLMap.Rule(prefix: "https://s3.amazonaws.com/br-codingexams/", replacement: "/lunch/"),
        URLMap.Rule(
            prefix: "http://sandbox.bottlerocketapps.com/BR_iOS_CodingExam_2015_Server/Images/",
            replacement: "/lunch/images/"),
    ]

    /// A store on a fresh runtime, effects running concurrently as in the app.
    func makeStore(_ state: LunchState = LunchState(), imageTimeout: Double = 5) -> Store<LunchFeature> {
        Store<LunchFeature>(initialState: state, runner: makeRunner(imageTimeout: imageTimeout))
    }
}
