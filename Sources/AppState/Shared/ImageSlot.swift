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
