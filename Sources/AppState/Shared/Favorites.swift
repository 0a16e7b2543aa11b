/// Favorites as an ordered set keyed by identity: in the order they were added, each once.
public struct Favorites<ID: Hashable & Codable & Sendable>: Equatable, Codable, Sendable {
    public private(set) var ids: OrderedSet<ID>

    public init(_ ids: [ID] = []) { self.ids = OrderedSet(ids) }

    public func contains(_ id: ID) -> Bool { ids.contains(id) }

    public mutating func toggle(_ id: ID) {
        if !ids.remove(id) { ids.append(id) }
    }

    public init(from decoder: any Decoder) throws { ids = try OrderedSet(from: decoder) }
    public func encode(to encoder: any Encoder) throws { try ids.encode(to: encoder) }
}

public enum FavoritesAction<ID: Hashable & Codable & Sendable>: Equatable, Sendable {
    /// The heart was tapped: adds the id, or removes it when it was there.
    case toggled(ID)
    /// Favorites read from storage at launch, merged with the current ones: the stored ids first,
    /// in their stored order, then the ids toggled on before they arrived that were not stored, so
    /// that a heart tapped while storage was being read is not lost.
    case restored([ID])
}
