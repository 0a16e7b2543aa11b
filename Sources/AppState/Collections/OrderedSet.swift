/// A set that keeps the order its elements were inserted in.
///
/// States use it instead of `Set`, whose iteration order (and so its encoding) changes from one
/// process to the next. It encodes as a plain JSON array in insertion order.
public struct OrderedSet<Element: Hashable>: Equatable, Sendable, RandomAccessCollection
where Element: Sendable {
    public private(set) var elements: [Element] = []
    private var members: Set<Element> = []

    public init() {}

    public init<S: Sequence>(_ sequence: S) where S.Element == Element {
        for element in sequence { append(element) }
    }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }

    public func contains(_ element: Element) -> Bool { members.contains(element) }

    /// Appends `element` unless it is already there; returns whether it was added.
    @discardableResult
    public mutating func append(_ element: Element) -> Bool {
        guard members.insert(element).inserted else { return false }
        elements.append(element)
        return true
    }

    /// Removes `element` if present; returns whether it was there.
    @discardableResult
    public mutating func remove(_ element: Element) -> Bool {
        guard members.remove(element) != nil, let index = elements.firstIndex(of: element) else { return false }
        elements.remove(at: index)
        return true
    }

    public static func == (lhs: OrderedSet, rhs: OrderedSet) -> Bool { lhs.elements == rhs.elements }
}

extension OrderedSet: Codable where Element: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try elements.encode(to: encoder)
    }
}
