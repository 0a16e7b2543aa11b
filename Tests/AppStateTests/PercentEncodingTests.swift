import AppState
import Foundation
import XCTest

/// The query values of the Places requests are percent-encoded as Foundation encodes them with the
/// unreserved characters and the comma allowed.
final class PercentEncodingTests: XCTestCase {
    private let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~,")

    func testEncodesAsFoundationDoes() {
        let palette = Array("aZ09-._~,/?#[]@!$&'()*+;= %\"<>\\^`{|}\u{7F}\u{01}éß€😀中\n")
        var samples = ["", "CmRaAAAA_token-1.5~x", "52.52,13.40", "a b&c=d", "Ünïcödé 😀"]
        for first in palette {
            for second in palette { samples.append("\(first)\(second)x") }
        }
        for sample in samples {
            XCTAssertEqual(PlacesRequests.percentEncoded(sample), sample.addingPercentEncoding(withAllowedCharacters: allowed), sample)
        }
    }
}
