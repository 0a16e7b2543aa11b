import ActionLog
import Foundation
import XCTest

/// The hasher that resumes SHA-256 after the blocks a state shares with the one before gives the
/// digest of the whole bytes, whatever changed and wherever.
final class StateHasherTests: XCTestCase {
    func testEveryDigestIsTheOneOfTheWholeBytes() {
        var random = SplitMix(state: 26)
        var hasher = StateHasher()
        var bytes: [UInt8] = []
        for round in 0..<3_000 {
            bytes = Self.edited(bytes, &random)
            XCTAssertEqual(hasher.digest(of: bytes), Self.reference(bytes), "round \(round), \(bytes.count) bytes")
        }
    }

    func testLengthsAroundTheBlockAndPaddingBoundaries() {
        var hasher = StateHasher()
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 200)
        for count in [0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 129, 200, 128, 64, 63, 0, 64] {
            let bytes = Array(long.prefix(count))
            XCTAssertEqual(hasher.digest(of: bytes), Self.reference(bytes), "\(count) bytes")
        }
    }

    func testAKnownVectorAfterAnotherMessage() {
        var hasher = StateHasher()
        _ = hasher.digest(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8) + Array(repeating: 7, count: 100))
        let digest = hasher.digest(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        XCTAssertEqual(
            digest.map { String(format: "%02x", $0) }.joined(),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testAValueHashesAsStateHashOfItDoes() throws {
        var hasher = StateHasher()
        for count in [3, 40, 41, 2, 90] {
            let value = Array(0..<count).map { "item \($0)" }
            XCTAssertEqual(try hasher.hash(of: value), try StateHash(of: value), "\(count) items")
        }
    }

    /// `bytes` changed as one state becomes the next: a byte changed, bytes put in or taken out,
    /// the end cut or grown, now and then all new.
    private static func edited(_ bytes: [UInt8], _ random: inout SplitMix) -> [UInt8] {
        var bytes = bytes
        let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0 where !bytes.isEmpty: bytes[position] &+= 1
        case 1: bytes.insert(contentsOf: (0..<Int.random(in: 1...70, using: &random)).map { UInt8(truncatingIfNeeded: $0) }, at: position)
        case 2 where !bytes.isEmpty: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...70, using: &random)))
        case 3: bytes.removeLast(min(bytes.count, Int.random(in: 0...130, using: &random)))
        case 4: bytes.append(contentsOf: (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
        default: bytes = (0..<Int.random(in: 0...2_000, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
        return bytes
    }

    /// The digest of `bytes` hashed on their own, in one go.
    private static func reference(_ bytes: [UInt8]) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(Data(bytes))
        return hasher.finalize()
    }
}
