import Foundation

/// The images a feature requested: one slot per address, in the order they were first requested,
/// with an index by address so that an answer, a retry or a row on screen finds its slot in
/// constant time however many images a feed names.
///
/// Encoded as the list of slots alone, exactly as a plain array of slots was: the index is
/// rebuilt when decoded and never iterated, so it reaches neither the log nor any ordering.
public struct ImageSlots: Equatable, Sendable, Codable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The images, in order.
    public private(set) var slots: [ImageSlot]
    /// The position in `slots` of each address (its first slot, should a decoded list repeat one).
    private var positions: [AddressText: Int]

    /// The images `slots`, in order.
    public init(_ slots: [ImageSlot] = []) {
        self.slots = slots
        positions = [:]
        for (position, slot) in slots.enumerated() where positions[slot.url] == nil {
            positions[slot.url] = position
        }
    }

    /// The images listed, in order.
    public init(arrayLiteral slots: ImageSlot...) { self.init(slots) }

    /// Decodes the value from its JSON form.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([ImageSlot].self))
    }

    /// Encodes the value in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(slots)
    }

    /// Whether the two values are the same.
    public static func == (lhs: ImageSlots, rhs: ImageSlots) -> Bool { lhs.slots == rhs.slots }

    /// The first image's index.
    public var startIndex: Int { slots.startIndex }
    /// The index after the last image.
    public var endIndex: Int { slots.endIndex }
    /// The image at `position`.
    public subscript(position: Int) -> ImageSlot { slots[position] }

    /// The status of the image at `url`, or `nil` when it was never requested.
    public func status(of url: AddressText) -> ImageLoad? {
        positions[url].map { slots[$0].status }
    }

    /// The statuses of the images at `urls`, in order (`nil` for one never requested). Each address
    /// is looked for first in the slot after the one before it was found in: a feed's images are
    /// requested in the feed's order, so a list of the feed's rows finds each image there, without
    /// hashing its address (through its whole text). Exact only where no address has two slots,
    /// else each is looked up.
    public func statuses(of urls: [AddressText]) -> [ImageLoad?] {
        guard positions.count == slots.count else { return urls.map(status(of:)) }
        var statuses: [ImageLoad?] = []
        statuses.reserveCapacity(urls.count)
        var next = 0
        for url in urls {
            let position = next < slots.count && slots[next].url == url ? next : positions[url]
            statuses.append(position.map { slots[$0].status })
            next = position.map { $0 + 1 } ?? next
        }
        return statuses
    }

    /// Makes room for `count` more images, so that adding a feed's images rehashes the index once.
    package mutating func reserveCapacity(adding count: Int) {
        slots.reserveCapacity(slots.count + count)
        positions.reserveCapacity(slots.count + count)
    }

    /// Marks the image at `url` loading unless it is loading or loaded already, adding its slot at
    /// the end when it is new; whether it was marked. One look-up of the address, new or not (an
    /// address hashes through its whole text).
    package mutating func markLoadingUnlessPresent(_ url: AddressText) -> Bool {
        let (position, isNew) = position(of: url)
        if isNew {
            slots.append(ImageSlot(url: url, status: .loading))
            return true
        }
        switch slots[position].status {
        case .loading, .loaded: return false
        case .idle, .failed:
            slots[position].status = .loading
            return true
        }
    }

    /// Gives the image at `url` the outcome of its load when it is loading; nothing changes for an
    /// address never requested or not loading. One look-up of the address.
    package mutating func finishLoading(_ url: AddressText, with outcome: ImageLoad) {
        guard let position = positions[url], slots[position].status.isLoading else { return }
        slots[position].status = outcome
    }

    /// Sets the status of the image at `url`, adding its slot at the end when it is new.
    package mutating func set(_ status: ImageLoad, at url: AddressText) {
        let (position, isNew) = position(of: url)
        if isNew {
            slots.append(ImageSlot(url: url, status: status))
        } else {
            slots[position].status = status
        }
    }

    /// The slot of `url`, and whether it is new: a new address is given the next position (the
    /// caller appends its slot), in the same look-up that finds an address already there.
    private mutating func position(of url: AddressText) -> (position: Int, isNew: Bool) {
        let next = slots.count
        var isNew = false
        let position = Self.claim(&positions[url, default: -1], next: next, isNew: &isNew)
        return (position, isNew)
    }

    /// The position held in `entry`, after giving it `next` when it held none (-1).
    private static func claim(_ entry: inout Int, next: Int, isNew: inout Bool) -> Int {
        if entry < 0 {
            entry = next
            isNew = true
        }
        return entry
    }
}
