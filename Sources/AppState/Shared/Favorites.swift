/// Favorites as an ordered set keyed by identity: in the order they were added, each once.
///
/// From launch until the stored favorites are read (`awaitingStored`), hearts change only the
/// state: writing then would replace the stored list before it was merged in. The restore merges
/// both and stores the result, so storage and state agree once it settles. When storage could not
/// be read (`storedUnread`: an I/O error, as on a phone before its first unlock), the stored list
/// may still be there: it is never overwritten, and the next heart reads it again first.
public struct Favorites<ID: Hashable & Codable & Sendable>: Equatable, Codable, Sendable {
    /// The favorites, in the order they were added.
    @inlinable public var ids: OrderedSet<ID> { favoriteIDs }
    /// Usable from inline: a heart's toggle is inlined into (and specialized for) the reducer
    /// that calls it.
    @usableFromInline var favoriteIDs: OrderedSet<ID>
    /// The stored favorites were asked for and have not arrived (nor failed) yet.
    public private(set) var awaitingStored: Bool
    /// The last read of the stored favorites failed: what storage holds is unknown, so nothing
    /// is written over it until a read succeeds.
    public private(set) var storedUnread: Bool

    /// Favorites holding `ids`, in order, each once.
    public init(_ ids: [ID] = [], awaitingStored: Bool = false, storedUnread: Bool = false) {
        favoriteIDs = OrderedSet(ids)
        self.awaitingStored = awaitingStored
        self.storedUnread = storedUnread
    }

    /// Whether `id` is a favorite.
    @inlinable public func contains(_ id: ID) -> Bool { favoriteIDs.contains(id) }

    /// Adds `id`, or removes it when it is there.
    @inlinable
    package mutating func toggle(_ id: ID) {
        if !favoriteIDs.remove(id) { favoriteIDs.append(id) }
    }

    /// The stored favorites were asked for.
    package mutating func awaitStored() { awaitingStored = true }

    /// Merges the stored `stored` ids first, in their order, then the current ones that were not
    /// stored; storage has answered. Inlinable, as `toggle(_:)`: compiled for the app's ids, not
    /// through their type's metadata.
    @inlinable
    package mutating func restore(_ stored: [ID]) {
        var merged = OrderedSet(stored)
        for id in favoriteIDs.elements { merged.append(id) }
        favoriteIDs = merged
        storageAnswered()
    }

    /// Storage has answered with the stored favorites.
    @usableFromInline
    mutating func storageAnswered() {
        awaitingStored = false
        storedUnread = false
    }

    /// Storage answered with a value that is not a list of ids: it holds nothing usable, so
    /// hearts are stored (over it) from now on.
    package mutating func stopAwaitingStored() {
        awaitingStored = false
        storedUnread = false
    }

    /// Storage could not be read: what it holds is unknown, and kept until a read succeeds.
    package mutating func storedReadFailed() {
        awaitingStored = false
        storedUnread = true
    }

    private enum CodingKeys: String, CodingKey {
        case awaitingStored, ids, storedUnread
    }

    /// A plain JSON array of ids when storage and state are in step (state schema 1's spelling),
    /// otherwise `{"awaitingStored":true,"ids":[…]}`, or `{"awaitingStored":false,"ids":[…],"storedUnread":true}`.
    public init(from decoder: any Decoder) throws {
        if let ids = try? OrderedSet<ID>(from: decoder) {
            favoriteIDs = ids
            awaitingStored = false
            storedUnread = false
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        favoriteIDs = try container.decode(OrderedSet<ID>.self, forKey: .ids)
        awaitingStored = try container.decode(Bool.self, forKey: .awaitingStored)
        storedUnread = try container.decodeIfPresent(Bool.self, forKey: .storedUnread) ?? false
    }

    /// Encodes the value in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        guard awaitingStored || storedUnread else { return try ids.encode(to: encoder) }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ids, forKey: .ids)
        try container.encode(awaitingStored, forKey: .awaitingStored)
        if storedUnread { try container.encode(storedUnread, forKey: .storedUnread) }
    }
}

/// What changes the favorites.
public enum FavoritesAction<ID: Hashable & Codable & Sendable>: Equatable, Sendable {
    /// The heart was tapped: adds the id, or removes it when it was there.
    case toggled(id: ID)
    /// Favorites read from storage at launch, merged with the current ones: the stored ids first,
    /// in their stored order, then the ids toggled on before they arrived that were not stored, so
    /// that a heart tapped while storage was being read is not lost.
    case restored(ids: [ID])
}
