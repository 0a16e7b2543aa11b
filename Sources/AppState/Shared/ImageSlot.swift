import Foundation

/// One image address a feature shows, and how far its load got. The core never holds pixels.
public struct ImageSlot: Equatable, Codable, Sendable {
    public var url: URL
    public var status: ImageLoad

    public init(url: URL, status: ImageLoad) {
        self.url = url
        self.status = status
    }
}

extension Array where Element == ImageSlot {
    /// The status of the image at `url`, or `nil` when it was never requested.
    public func status(of url: URL) -> ImageLoad? {
        first { $0.url == url }?.status
    }
}
