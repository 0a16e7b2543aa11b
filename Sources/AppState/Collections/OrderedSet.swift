/// A set that keeps the order its elements were inserted in.
///
/// States use it instead of `Set`, whose iteration order (and so its encoding) changes from one
/// process to the next. It encodes as a plain JSON array in insertion order.
public struct OrderedSet<Element: Hashable>: Equatable, Sendable, RandomAccessCollection
where Element: Sendable {
    /// The elements, in the order they were added.
    public private(set) var elements: [Element] = []
    private var members: Set<Element> = []

    /// An empty set.
    public init() {}

    /// The elements of `sequence`, in order, each once.
    public init<S: Sequence>(_ sequence: S) where S.Element == Element {
        for element in sequence { append(element) }
    }

    /// The first element's index.
    public var startIndex: Int { elements.startIndex }
    /// The index after the last element.
    public var endIndex: Int { elements.endIndex }
    /// The element at `position`.
    public subscript(position: Int) -> Element { elements[position] }

    /// Whether the set holds `element`.
    public func contains(_ element: Element) -> Bool { members.contains(element) }

    /// Appends `element` unless it is already there; returns whether it was added.
    @discardableResult
    package mutating func append(_ element: Element) -> Bool {
        guard members.insert(element).inserted else { return false }
        elements.append(element)
        return true
    }

    /// Removes `element` if present; returns whether it was there.
    @discardableResult
    package mutating func remove(_ element: Element) -> Bool {
        guard members.remove(element) != nil, let index = elements.firstIndex(of: element) else { return false }
        elements.remove(at: index)
        return true
    }

    /// Whether the two values are the same.
    public static func == (lhs: OrderedSet, rhs: OrderedSet) -> Bool { lhs.elements == rhs.elements }
}

extension OrderedSet: Codable where Element: Codable {
    /// Decodes the value from its JSON form.
    public init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }

    /// Encodes the value in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        try elements.encode(to: encoder)
    }
}
