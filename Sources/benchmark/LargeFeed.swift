import ActionLog
import AppState
import Foundation
import Reducers

/// A legal 1 MB Lunch feed (7,500 restaurants, each with its own image) as a front end meets it:
/// the engine's step for each image answer, and what `appcore drive` computes for each input on
/// top of it (`LiveChanges`: the state's changes and the screen's).
enum LargeFeed {
    static let tapName = "large feed: tab tap, step and driver's changes"

    static func measure(fixtures: URL, restaurants: Int) throws -> [Figure] {
        let loaded = try LunchStates.feed(of: restaurants, fixtures: fixtures, distinctImages: true)
        let urls = loaded.images.map(\.url)
        let info = ImageInfo(format: .png, byteCount: 79, width: 23, height: 12, digest: "38b8", fromCache: false)
        func answer(_ url: AddressText) -> StoreInput<LunchFeature> {
            .result(.image(id: LunchEffectID.image(url).effectID, url: url, .success(info)))
        }
        var state = loaded
        let steps = seconds { for url in urls { consume(LunchFeature.step(&state, answer(url))) } }

        // The driver's part, for a sample of answers and then a tab tap.
        state = loaded
        let report = LiveChanges<LunchFeature>(state)
        let sample = urls.prefix(200)
        let answers = seconds {
            for url in sample {
                _ = LunchFeature.step(&state, answer(url))
                consume(report.changes(to: state))
            }
        }
        let tap = seconds {
            _ = LunchFeature.step(&state, .action(.tabSelected(tab: .favorites)))
            consume(report.changes(to: state))
        }
        let note = "\(restaurants.formatted()) restaurants"
        return [
            Figure(name: "large feed: image answer, engine step", count: urls.count, nanoseconds: steps * 1e9 / Double(urls.count), note: note),
            Figure(name: "large feed: image answer, driver's changes", count: sample.count, nanoseconds: answers * 1e9 / Double(sample.count), note: note),
            Figure(name: tapName, count: 1, nanoseconds: tap * 1e9, note: note),
        ]
    }
}
