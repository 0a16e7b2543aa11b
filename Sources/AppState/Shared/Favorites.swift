/// Favorites as an ordered set keyed by identity: in the order they were added, each once.
///
/// From launch until the stored favorites are read (`awaitingStored`), hearts change only the
/// state: writing then would replace the stored list before it was merged in. The restore merges
/// both and stores the result, so storage and state agree once it settles.
public struct Favorites<ID: Hashable & Codable & Sendable>: Equatable, Codable, Sendable {
    public private(set) var ids: OrderedSet<ID>
    /// The stored favorites were asked for and have not arrived (nor failed) yet.
    public private(set) var awaitingStored: Bool

    public init(_ ids: [ID] = [], awaitingStored: Bool = false) {
        self.ids = OrderedSet(ids)
        self.awaitingStored = awaitingStored
    }

    public func contains(_ id: ID) -> Bool { ids.contains(id) }

    public mutating func toggle(_ id: ID) {
        if !ids.remove(id) { ids.append(id) }
    }

    /// The stored favorites were asked for.
    public mutating func awaitStored() { awaitingStored = true }

    /// Merges the stored `stored` ids first, in their order, then the current ones that were not
    /// stored; storage has answered.
    public mutating func restore(_ stored: [ID]) {
        ids = OrderedSet(stored + ids.elements)
        awaitingStored = false
    }

    /// Storage answered with no usable list: hearts are stored again from now on.
    public mutating func stopAwaitingStored() { awaitingStored = false }

    private enum CodingKeys: String, CodingKey {
        case awaitingStored, ids
    }

    /// A plain JSON array of ids when nothing is awaited (state schema 1's spelling), otherwise
    /// `{"awaitingStored":true,"ids":[…]}`.
    public init(from decoder: any Decoder) throws {
        if let ids = try? OrderedSet<ID>(from: decoder) {
            self.ids = ids
            awaitingStored = false
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ids = try container.decode(OrderedSet<ID>.self, forKey: .ids)
        awaitingStored = try container.decode(Bool.self, forKey: .awaitingStored)
    }

    public func encode(to encoder: any Encoder) throws {
        guard awaitingStored else { return try ids.encode(to: encoder) }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ids, forKey: .ids)
        try container.encode(awaitingStored, forKey: .awaitingStored)
    }
}

public enum FavoritesAction<ID: Hashable & Codable & Sendable>: Equatable, Sendable {
    /// The heart was tapped: adds the id, or removes it when it was there.
    case toggled(ID)
    /// Favorites read from storage at launch, merged with the current ones: the stored ids first,
    /// in their stored order, then the ids toggled on before they arrived that were not stored, so
    /// that a heart tapped while storage was being read is not lost.
    case restored([ID])
}
