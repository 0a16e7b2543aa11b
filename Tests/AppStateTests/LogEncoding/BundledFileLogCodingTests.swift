import ActionLog
import AppState
import Foundation
import XCTest

/// The log's spelling of a bundled-file read, written out by hand: its effect in a checkpoint, its
/// result line (the bytes as text, or base64, or the error), and the load errors a list decodes to.
final class BundledFileLogCodingTests: XCTestCase {
    func testTheEffectAndItsResultsAreSpelledByName() {
        assertSpelling(
            Effect.readBundledFile(id: "list:userRatings", name: "Films-user.json", maxBytes: 5_000_000),
            #"{"readBundledFile":{"id":"list:userRatings","maxBytes":5000000,"name":"Films-user.json"}}"#)
        assertSpelling(
            EffectResult.bundledFileRead(id: "list:userRatings", name: "Films-user.json", .success(Data(#"[{"id":1}]"#.utf8))),
            #"{"bundledFileRead":{"body":"[{\"id\":1}]","id":"list:userRatings","name":"Films-user.json"}}"#)
        assertSpelling(
            EffectResult.bundledFileRead(id: "list:userRatings", name: "Films-user.json", .success(Data([0xFF, 0x00]))),
            #"{"bundledFileRead":{"bodyBase64":"/wA=","id":"list:userRatings","name":"Films-user.json"}}"#)
        assertSpelling(
            EffectResult.bundledFileRead(id: "list:criticRatings", name: "Films-critic.json", .failure(.missing)),
            #"{"bundledFileRead":{"error":{"missing":{}},"id":"list:criticRatings","name":"Films-critic.json"}}"#)
        assertSpelling(
            EffectResult.bundledFileRead(id: "list:criticRatings", name: "Films-critic.json", .failure(.unreadable(reason: "Permission denied"))),
            #"{"bundledFileRead":{"error":{"unreadable":{"reason":"Permission denied"}},"id":"list:criticRatings","name":"Films-critic.json"}}"#)
        assertSpelling(
            EffectResult.bundledFileRead(id: "list:criticRatings", name: "Films-critic.json", .failure(.tooLarge(limit: 100))),
            #"{"bundledFileRead":{"error":{"tooLarge":{"limit":100}},"id":"list:criticRatings","name":"Films-critic.json"}}"#)
    }

    func testAnEmptyFileIsReadBackEmpty() throws {
        let empty = EffectResult.bundledFileRead(id: "list:userRatings", name: "Films-user.json", .success(Data()))
        XCTAssertEqual(try decoded(EffectResult.self, logText(empty)), empty)
        XCTAssertEqual(try decoded(EffectResult.self, #"{"bundledFileRead":{"id":"list:userRatings","name":"Films-user.json"}}"#), empty)
    }

    func testTheLoadErrorsOfAFileNameIt() {
        assertSpelling(
            FilmsAction.listLoaded(list: .userRatings, result: .failure(.file(name: "Films-user.json", error: .missing))),
            #"{"listLoaded":{"list":"userRatings","result":{"failure":{"file":{"error":{"missing":{}},"name":"Films-user.json"}}}}}"#)
        assertSpelling(
            FilmsAction.listLoaded(list: .criticRatings, result: .failure(.malformedFile(name: "Films-critic.json", failure: DecodeFailure(path: "[0].name", reason: "missing")))),
            #"{"listLoaded":{"list":"criticRatings","result":{"failure":{"malformedFile":{"failure":{"path":"[0].name","reason":"missing"},"name":"Films-critic.json"}}}}}"#)
    }

    func testUnknownErrorsAndMissingFieldsNameTheirPath() {
        assertRefused(
            EffectResult.self, #"{"bundledFileRead":{"error":{"locked":{}},"id":"list:userRatings","name":"Films-user.json"}}"#,
            LogDecodingError(path: "action.bundledFileRead.error", reason: .unknownCase("locked")))
        assertRefused(
            Effect.self, #"{"readBundledFile":{"id":"list:userRatings","name":"Films-user.json"}}"#,
            LogDecodingError(path: "action.readBundledFile.maxBytes", reason: .missing))
    }
}
