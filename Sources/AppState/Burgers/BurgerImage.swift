import Foundation

/// The load status of one burger image, keyed by its absolute URL.
public struct BurgerImage: Equatable, Codable, Sendable {
    public enum Status: Equatable, Codable, Sendable {
        case loading
        case loaded(ImageInfo)
        case failed(ImageError)
    }

    public var url: URL
    public var status: Status

    public init(url: URL, status: Status) {
        self.url = url
        self.status = status
    }
}
