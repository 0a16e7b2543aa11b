import Foundation

/// One image address a feature shows, and how far its load got. The core never holds pixels.
public struct ImageSlot: Equatable, Codable, Sendable {
    public enum Status: Equatable, Codable, Sendable {
        case loading
        case loaded(ImageInfo)
        case failed(ImageError)

        public var isFailed: Bool { if case .failed = self { true } else { false } }
    }

    public var url: URL
    public var status: Status

    public init(url: URL, status: Status) {
        self.url = url
        self.status = status
    }
}

extension Array where Element == ImageSlot {
    /// The status of the image at `url`, or `nil` when it was never requested.
    public func status(of url: URL) -> ImageSlot.Status? {
        first { $0.url == url }?.status
    }
}
