import ActionLog
import Foundation
import XCTest

/// FIPS 180-4 test vectors, and lengths around the padding boundary.
final class SHA256Tests: XCTestCase {
    func testKnownVectors() {
        XCTAssertEqual(SHA256.hex(of: Data()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex(of: Data("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex(of: Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testPaddingBoundaries() {
        XCTAssertEqual(SHA256.hex(of: Data(repeating: UInt8(ascii: "x"), count: 55)),
                       "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072")
        XCTAssertEqual(SHA256.hex(of: Data(repeating: UInt8(ascii: "x"), count: 64)),
                       "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c")
    }

    func testOneMillionBytesInUnevenChunks() {
        var hasher = SHA256()
        var remaining = 1_000_000
        var chunk = 1
        while remaining > 0 {
            let count = min(chunk, remaining)
            hasher.update(Data(repeating: UInt8(ascii: "a"), count: count))
            remaining -= count
            chunk = chunk * 3 % 997 + 1
        }
        let hex = hasher.finalize().map { String(format: "%02x", $0) }.joined()
        XCTAssertEqual(hex, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
