import ActionLog
import Effects
import Foundation
import XCTest

/// Where a credential's parameter goes in an address, and where its secret is read from.
final class QueryCredentialTests: XCTestCase {
    private let key = QueryCredential(urlPrefix: "https://maps.googleapis.com/", name: "key", value: "k-1")

    private func applied(_ credential: QueryCredential, to string: String) throws -> String {
        credential.apply(to: try XCTUnwrap(URL(string: string))).absoluteString
    }

    func testTheParameterIsAppendedToTheQuery() throws {
        XCTAssertEqual(
            try applied(key, to: "https://maps.googleapis.com/maps/api/place/photo"),
            "https://maps.googleapis.com/maps/api/place/photo?key=k-1")
        XCTAssertEqual(
            try applied(key, to: "https://maps.googleapis.com/maps/api/place/details/json?place_id=ChIJ1"),
            "https://maps.googleapis.com/maps/api/place/details/json?place_id=ChIJ1&key=k-1")
        XCTAssertEqual(try applied(key, to: "https://maps.googleapis.com/a?"), "https://maps.googleapis.com/a?key=k-1")
        XCTAssertEqual(
            try applied(key, to: "https://maps.googleapis.com/a?b=1#top"), "https://maps.googleapis.com/a?b=1&key=k-1#top")
    }

    func testNameAndValueArePercentEncoded() throws {
        let odd = QueryCredential(urlPrefix: "https://x.test/", name: "api key", value: "a b&c=d/+é#")
        XCTAssertEqual(try applied(odd, to: "https://x.test/p?q=1"), "https://x.test/p?q=1&api%20key=a%20b%26c%3Dd%2F%2B%C3%A9%23")
    }

    func testAddressesOutsideThePrefixAreUntouched() throws {
        for address in [
            "https://maps.googleapis.com.example.test/maps/api/place/photo",
            "http://maps.googleapis.com/maps/api/place/photo",
            "https://s3.amazonaws.com/br-codingexams/restaurants.json",
        ] {
            XCTAssertEqual(try applied(key, to: address), address)
        }
    }

    func testTheVariableComesFirstThenTheFilesFirstLine() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("appcore-credential-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("places-key")
        try Data("file-key \nsecond line\n".utf8).write(to: file)

        let fromVariable = QueryCredential.placesAPIKey(["PLACES_API_KEY": " abc\n", "PLACES_API_KEY_FILE": file.path])
        XCTAssertEqual(fromVariable, QueryCredential(urlPrefix: "https://maps.googleapis.com/", name: "key", value: "abc"))

        let fromFile = QueryCredential.placesAPIKey(["PLACES_API_KEY": "  ", "PLACES_API_KEY_FILE": file.path])
        XCTAssertEqual(fromFile, QueryCredential(urlPrefix: "https://maps.googleapis.com/", name: "key", value: "file-key"))

        let localService = QueryCredential.placesAPIKey(
            ["PLACES_API_KEY_FILE": file.path], service: try XCTUnwrap(URL(string: "http://127.0.0.1:8080")))
        XCTAssertEqual(localService?.urlPrefix, "http://127.0.0.1:8080/")

        let generic = QueryCredential.fromEnvironment(
            ["TOKEN": "t"], variable: "TOKEN", fileVariable: "TOKEN_FILE", urlPrefix: "https://x.test/", name: "token")
        XCTAssertEqual(generic, QueryCredential(urlPrefix: "https://x.test/", name: "token", value: "t"))
    }

    func testNoVariableAMissingFileOrABlankFileGiveNoCredential() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("appcore-credential-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let blank = folder.appendingPathComponent("blank")
        try Data(" \n\n".utf8).write(to: blank)

        XCTAssertNil(QueryCredential.placesAPIKey([:]))
        XCTAssertNil(QueryCredential.placesAPIKey(["PLACES_API_KEY_FILE": folder.appendingPathComponent("missing").path]))
        XCTAssertNil(QueryCredential.placesAPIKey(["PLACES_API_KEY_FILE": blank.path]))
    }
}
