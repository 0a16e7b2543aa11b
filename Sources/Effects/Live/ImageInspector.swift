import ActionLog
import AppState
import Foundation

/// Reads what the core may know of an image from its bytes: the format from its magic bytes, the
/// pixel size from its header, and its SHA-256. Pixels are never decoded.
package enum ImageInspector {
    /// The facts of `data`, or `nil` when it is not a PNG, JPEG, GIF or WebP file.
    package static func info(of data: Data, fromCache: Bool) -> ImageInfo? {
        let bytes = [UInt8](data)
        guard let format = format(of: bytes) else { return nil }
        let size = pixelSize(of: bytes, format: format)
        return ImageInfo(
            format: format, byteCount: bytes.count, width: size?.width, height: size?.height,
            digest: SHA256.hex(of: data), fromCache: fromCache)
    }

    static func format(of bytes: [UInt8]) -> ImageInfo.Format? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return .gif }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 12, Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return .webp
        }
        return nil
    }

    static func pixelSize(of bytes: [UInt8], format: ImageInfo.Format) -> (width: Int, height: Int)? {
        let reader = ByteReader(bytes: bytes)
        switch format {
        case .png:
            // The first chunk is IHDR: width and height as big-endian 32-bit integers.
            guard reader.ascii(12, 4) == "IHDR", let width = reader.bigEndian(16, 4),
                let height = reader.bigEndian(20, 4) else { return nil }
            return (width, height)
        case .gif:
            guard let width = reader.littleEndian(6, 2), let height = reader.littleEndian(8, 2) else { return nil }
            return (width, height)
        case .jpeg:
            return jpegSize(reader)
        case .webp:
            return webpSize(reader)
        }
    }

    /// Walks the JPEG segments up to the first start-of-frame marker, which holds the size.
    private static func jpegSize(_ reader: ByteReader) -> (width: Int, height: Int)? {
        var offset = 2
        while offset + 4 <= reader.bytes.count, reader.bytes[offset] == 0xFF {
            let marker = reader.bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            if marker == 0xDA || marker == 0xD9 { return nil }
            guard let length = reader.bigEndian(offset + 2, 2) else { return nil }
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                guard let height = reader.bigEndian(offset + 5, 2), let width = reader.bigEndian(offset + 7, 2)
                else { return nil }
                return (width, height)
            }
            offset += 2 + length
        }
        return nil
    }

    /// The size from the first WebP chunk: extended (VP8X), lossless (VP8L) or lossy (VP8).
    private static func webpSize(_ reader: ByteReader) -> (width: Int, height: Int)? {
        switch reader.ascii(12, 4) {
        case "VP8X":
            guard let width = reader.littleEndian(24, 3), let height = reader.littleEndian(27, 3) else { return nil }
            return (width + 1, height + 1)
        case "VP8L":
            guard reader.bytes.count > 20, reader.bytes[20] == 0x2F, let bits = reader.littleEndian(21, 4)
            else { return nil }
            return ((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
        case "VP8 ":
            guard reader.bytes.count >= 30, Array(reader.bytes[23..<26]) == [0x9D, 0x01, 0x2A],
                let width = reader.littleEndian(26, 2), let height = reader.littleEndian(28, 2)
            else { return nil }
            return (width & 0x3FFF, height & 0x3FFF)
        default:
            return nil
        }
    }
}

/// Bounds-checked reads of integers and text at byte offsets.
private struct ByteReader {
    let bytes: [UInt8]

    func bigEndian(_ offset: Int, _ count: Int) -> Int? {
        slice(offset, count)?.reduce(0) { $0 << 8 | Int($1) }
    }

    func littleEndian(_ offset: Int, _ count: Int) -> Int? {
        slice(offset, count)?.reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    func ascii(_ offset: Int, _ count: Int) -> String? {
        slice(offset, count).map { String(decoding: $0, as: UTF8.self) }
    }

    private func slice(_ offset: Int, _ count: Int) -> ArraySlice<UInt8>? {
        guard offset >= 0, count >= 0, offset + count <= bytes.count else { return nil }
        return bytes[offset..<offset + count]
    }
}
