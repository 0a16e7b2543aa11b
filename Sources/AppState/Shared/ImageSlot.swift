import Foundation

/// One image address a feature shows, and how far its load got. The core never holds pixels.
public struct ImageSlot: Equatable, Codable, Sendable {
    /// The image's address.
    public var url: AddressText
    /// Where the image's load is.
    public var status: ImageLoad

    /// The image at `url`, in `status`.
    public init(url: AddressText, status: ImageLoad) {
        self.url = url
        self.status = status
    }
}
