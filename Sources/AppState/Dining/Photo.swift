import ActionLog
import Foundation

/// The id the reservation JSON gives a photo.
public struct PhotoID: StringIdentifier, ExpressibleByStringLiteral {
    /// The id as the JSON spells it.
    public var rawValue: String
    /// The photo whose id is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// A picture with the sizes it is available in, as the reservation JSON lists them.
public struct Photo: Equatable, Codable, Sendable {
    /// The photo's id.
    public var id: PhotoID
    /// The photo's name, when given.
    public var name: String?
    /// The photo's sizes, each at its address.
    public var references: [PhotoReference]

    /// A photo with these fields.
    public init(id: PhotoID, name: String?, references: [PhotoReference]) {
        self.id = id
        self.name = name
        self.references = references
    }

    /// The smallest size at least `width` pixels wide, or the widest when none is wide enough;
    /// `nil` when there are no sizes at all.
    public func reference(fittingWidth width: Int) -> PhotoReference? {
        let sorted = references.sorted { ($0.width, $0.height) < ($1.width, $1.height) }
        return sorted.first { $0.width >= width } ?? sorted.last
    }
}

/// One size of a `Photo`: its pixel size and where to fetch it.
public struct PhotoReference: Equatable, Codable, Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// Where the image of this size is.
    public var uri: AddressText

    /// The image at `uri` of these dimensions.
    public init(width: Int, height: Int, uri: AddressText) {
        self.width = width
        self.height = height
        self.uri = uri
    }
}
