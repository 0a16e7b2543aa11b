import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

/// The regression sessions of the shared reducers' harness, each from a bug fixed.
final class ShowcaseRegressionTests: XCTestCase {
    /// Issue 23 (the random sessions' `unread-overwritten`, seed 20 before the fix): when the
    /// stored favorites could not be read, the next heart stored a one-item list over them. Now
    /// the heart reads them again, and the restore stores the merge.
    func testAHeartAfterAFailedReadKeepsTheStoredFavorites() throws {
        let key: StorageKey = "showcase.favorites"
        let state = try RegressionSessions.replay(ShowcaseFeature.self, session: "showcase-favorites-unread-kept", inputs: [
            .action(.launched),
            .result(.loaded(key: key, .failure(.io("device locked")))),
            .action(.favorites(.toggled("swift"))),
            .result(.loaded(key: key, .success(Data(#"["rust","elm"]"#.utf8)))),
            .result(.persisted(key: key, nil)),
        ])
        XCTAssertEqual(state.favorites, Favorites(["rust", "elm", "swift"]))
        XCTAssertNil(state.restoreError)
    }
}
