/// A set that keeps the order its elements were inserted in.
///
/// States use it instead of `Set`, whose iteration order (and so its encoding) changes from one
/// process to the next. It encodes as a plain JSON array in insertion order.
public struct OrderedSet<Element: Hashable>: Equatable, Sendable, RandomAccessCollection
where Element: Sendable {
    /// The elements, in the order they were added.
    @inlinable public var elements: [Element] { orderedElements }
    // Usable from inline, with the members below: the set's reads and changes are inlined into
    // (and specialized for) the reducers of other modules that call them.
    @usableFromInline var orderedElements: [Element] = []
    @usableFromInline var members: Set<Element> = []

    /// An empty set.
    public init() {}

    /// The elements of `sequence`, in order, each once.
    @inlinable
    public init<S: Sequence>(_ sequence: S) where S.Element == Element {
        for element in sequence { append(element) }
    }

    /// The first element's index.
    @inlinable public var startIndex: Int { orderedElements.startIndex }
    /// The index after the last element.
    @inlinable public var endIndex: Int { orderedElements.endIndex }
    /// The element at `position`.
    @inlinable public subscript(position: Int) -> Element { orderedElements[position] }

    /// Whether the set holds `element`.
    @inlinable public func contains(_ element: Element) -> Bool { members.contains(element) }

    /// Appends `element` unless it is already there; returns whether it was added.
    @inlinable @discardableResult
    package mutating func append(_ element: Element) -> Bool {
        guard members.insert(element).inserted else { return false }
        orderedElements.append(element)
        return true
    }

    /// Removes `element` if present; returns whether it was there.
    @inlinable @discardableResult
    package mutating func remove(_ element: Element) -> Bool {
        guard members.remove(element) != nil, let index = orderedElements.firstIndex(of: element) else { return false }
        orderedElements.remove(at: index)
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
