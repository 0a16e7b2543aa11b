import ActionLog
import AppState
import Foundation
import XCTest

/// The one problem of a stored value, spelled with each app's own case names, as the apps'
/// separate error types spelled it before they became one.
final class StoredValueProblemLogCodingTests: XCTestCase {
    private let failure = DecodeFailure(path: "(root)", reason: "not valid JSON")
    private let failureText = #"{"failure":{"path":"(root)","reason":"not valid JSON"}}"#
    private let errorText = #"{"error":{"io":{"reason":"locked"}}}"#

    func testEachAppKeepsItsCaseNames() {
        assertSpelling(FavoritesProblem.storage(.io("locked")), #"{"storage":"# + errorText + "}")
        assertSpelling(FavoritesProblem.corrupt(failure), #"{"unreadable":"# + failureText + "}")
        assertSpelling(ReservationReadError.storage(.io("locked")), #"{"storage":"# + errorText + "}")
        assertSpelling(ReservationReadError.corrupt(failure), #"{"decoding":"# + failureText + "}")
        assertSpelling(FeedCacheError.storage(.io("locked")), #"{"unreadable":"# + errorText + "}")
        assertSpelling(FeedCacheError.corrupt(failure), #"{"corrupt":"# + failureText + "}")
    }

    func testAnotherAppsCaseNameIsRefused() {
        XCTAssertThrowsError(try decoded(FeedCacheError.self, #"{"decoding":"# + failureText + "}"))
        XCTAssertThrowsError(try decoded(FavoritesProblem.self, #"{"storage":{"failure":{"path":"","reason":""}}}"#))
        XCTAssertThrowsError(try decoded(FavoritesProblem.self, #"{"storage":"# + errorText + #","unreadable":"# + failureText + "}"))
    }

    func testTheReaderTellsNothingStoredFromAFailingStoreAndACorruptValue() {
        let readNames = { (data: Data) in DecodeFailure.decode([String].self, from: data) }
        XCTAssertEqual(FavoritesProblem.read(.success(nil), decoding: readNames), .success(nil))
        XCTAssertEqual(FavoritesProblem.read(.success(Data(#"["a"]"#.utf8)), decoding: readNames), .success(["a"]))
        XCTAssertEqual(FavoritesProblem.read(.failure(.io("locked")), decoding: readNames), .failure(.storage(.io("locked"))))
        XCTAssertEqual(FavoritesProblem.read(.success(Data("[".utf8)), decoding: readNames), .failure(.corrupt(failure)))
        XCTAssertTrue(FavoritesProblem.storage(.io("locked")).isStorageFailure)
        XCTAssertFalse(FavoritesProblem.corrupt(failure).isStorageFailure)
    }
}
