/// What the core knows of a loaded image: never its pixels, only facts a front end may show or check.
public struct ImageInfo: Equatable, Codable, Sendable {
    /// An image's file format, from its magic bytes.
    public enum Format: String, Codable, Sendable { case png, jpeg, gif, webp }

    /// The image's file format.
    public var format: Format
    /// The image's size in bytes.
    public var byteCount: Int
    /// Pixel size, when the format's header gives it.
    public var width: Int?
    /// The image's height in pixels, when its header gives it.
    public var height: Int?
    /// SHA-256 of the bytes, in lower-case hex.
    public var digest: String
    /// True when the bytes came from the cache and nothing was sent over the network.
    public var fromCache: Bool

    /// The facts of an image with these fields.
    public init(
        format: Format, byteCount: Int, width: Int?, height: Int?, digest: String, fromCache: Bool
    ) {
        self.format = format
        self.byteCount = byteCount
        self.width = width
        self.height = height
        self.digest = digest
        self.fromCache = fromCache
    }
}

/// Why an image could not be loaded.
public enum ImageError: Error, Equatable, Codable, Sendable {
    case http(error: HTTPError)
    case badStatus(status: Int)
    /// The bytes are not an image this core recognises (PNG, JPEG, GIF, WebP).
    case notAnImage
}
