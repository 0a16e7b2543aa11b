import ActionLog
import AppState
import Effects
import Foundation
import XCTest

/// Formats and sizes read from headers written byte by byte here.
final class ImageInspectorTests: XCTestCase {
    func testPNGSizeComesFromIHDR() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
            + Array("IHDR".utf8) + [0, 0, 0x01, 0x2C, 0, 0, 0, 0xC8, 8, 2, 0, 0, 0]
        let info = try XCTUnwrap(ImageInspector.info(of: Data(png), fromCache: false))
        XCTAssertEqual(info.format, .png)
        XCTAssertEqual(info.width, 300)
        XCTAssertEqual(info.height, 200)
        XCTAssertEqual(info.byteCount, 29)
    }

    func testGIFSizeIsLittleEndian() throws {
        let gif = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0, 0, 0]
        let info = try XCTUnwrap(ImageInspector.info(of: Data(gif), fromCache: true))
        XCTAssertEqual([info.width, info.height], [320, 240])
        XCTAssertEqual(info.format, .gif)
        XCTAssertTrue(info.fromCache)
    }

    func testJPEGSizeComesFromTheFrameAfterOtherSegments() throws {
        let jpeg: [UInt8] = [0xFF, 0xD8]
            + [0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46]  // APP0, 2 bytes of payload
            + [0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x01, 0x01, 0x11, 0x00]  // SOF0 640x480
            + [0xFF, 0xD9]
        let info = try XCTUnwrap(ImageInspector.info(of: Data(jpeg), fromCache: false))
        XCTAssertEqual(info.format, .jpeg)
        XCTAssertEqual([info.width, info.height], [640, 480])
    }

    func testWebPExtendedSize() throws {
        let webp = Array("RIFF".utf8) + [0x20, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0]
            + [0, 0, 0, 0] + [0x3F, 0x01, 0x00] + [0xC7, 0x00, 0x00]
        let info = try XCTUnwrap(ImageInspector.info(of: Data(webp), fromCache: false))
        XCTAssertEqual(info.format, .webp)
        XCTAssertEqual([info.width, info.height], [320, 200])
    }

    func testTruncatedHeaderGivesFormatWithoutSize() throws {
        let info = try XCTUnwrap(ImageInspector.info(of: Data([0xFF, 0xD8, 0xFF, 0xE0]), fromCache: false))
        XCTAssertEqual(info.format, .jpeg)
        XCTAssertNil(info.width)
        XCTAssertNil(info.height)
    }

    func testOtherBytesAreNotAnImage() {
        XCTAssertNil(ImageInspector.info(of: Data("{\"restaurants\": []}".utf8), fromCache: false))
        XCTAssertNil(ImageInspector.info(of: Data(), fromCache: false))
        XCTAssertNil(ImageInspector.info(of: Data("RIFF1234WAVE".utf8), fromCache: false))
    }

    func testDigestIsTheSHA256OfTheBytes() throws {
        let info = try XCTUnwrap(ImageInspector.info(of: Data("GIF89a".utf8), fromCache: false))
        // printf 'GIF89a' | sha256sum
        XCTAssertEqual(info.digest, "610f5ae4d76e332636a17bd357fd6ce99029316a99d320280d4d77a746bf29e8")
    }
}
