import Foundation

/// A value that writes its own canonical JSON: byte for byte what `CanonicalJSON.encode` gives
/// through the value's `Encodable` conformance, without `Codable`'s containers.
///
/// Through `Codable`, each value of a state costs about 1,800 instructions (a container box, its
/// members' array, the dynamic casts and metadata look-ups of a generic encoder), so hashing a
/// 460-byte Showcase state took about 235,000; written here, a value costs a few dozen.
///
/// A conformance spells the value as its `Encodable` conformance does: the members of an object
/// in ascending order of their keys' UTF-8 bytes (`CanonicalOutput.member`), a `nil` left out
/// where `encodeIfPresent` leaves it out, and an enum case as the synthesized conformance
/// spells it (`{"case":{"label":value}}`, a case without values `{"case":{}}`).
/// `CanonicalEncodingTests` holds every conformance to the `Codable` route on each state the
/// bundled sessions and random sessions pass through.
public protocol CanonicalEncodable: Encodable {
    /// Appends the value's canonical bytes to `output`.
    func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable)
}

/// What `CanonicalEncodable` values write: canonical JSON bytes, or the `JSONValue` tree of the
/// same document (for `--steps`, the timeline and the driver's diffs), built without text in
/// between. The tree's objects hold their members in the order written, the keys' order.
public struct CanonicalOutput {
    /// A number JSON cannot spell (infinite or not a number): the caller takes the `Codable`
    /// route, which names it.
    public struct Unwritable: Error {}

    /// The bytes written so far (when writing bytes).
    @usableFromInline package var bytes: [UInt8] = []
    /// Whether a tree is being built instead of bytes.
    @usableFromInline let buildsTree: Bool
    /// The tree being built: the container open (its members or items), the key the next value
    /// is a member under, and the whole value once written. An enclosing container's parts wait
    /// on the call stack of `object` and `array`.
    @usableFromInline var open = Container.none
    @usableFromInline var members: [(key: String, value: JSONValue)] = []
    @usableFromInline var items: [JSONValue] = []
    @usableFromInline var pendingKey = ""
    @usableFromInline var root: JSONValue?
    /// The bytes of the arrays the last encoding wrote, kept across encodings (`ArrayBytesMemo`):
    /// an array met again is not written again.
    package var memo: ArrayBytesMemo?

    @usableFromInline enum Container { case none, object, array }

    init(buildsTree: Bool) {
        self.buildsTree = buildsTree
        if !buildsTree { bytes.reserveCapacity(1024) }
    }

    /// The canonical bytes of `value` when it writes them itself; `nil` when it does not, or
    /// holds a number JSON cannot spell. With `memo`, the long arrays it wrote before are taken
    /// from it.
    package static func bytes<T>(of value: T, memo: ArrayBytesMemo? = nil) -> [UInt8]? {
        written(value, buildingTree: false, memo: memo)?.bytes
    }

    /// The tree of `value`'s canonical JSON when it writes it itself; `nil` as for `bytes(of:)`.
    package static func tree<T>(of value: T) -> JSONValue? { written(value, buildingTree: true)?.root }

    private static func written<T>(_ value: T, buildingTree: Bool, memo: ArrayBytesMemo? = nil) -> CanonicalOutput? {
        guard let value = value as? any CanonicalEncodable else { return nil }
        var output = CanonicalOutput(buildsTree: buildingTree)
        output.memo = memo
        do { try value.write(to: &output) } catch { return nil }
        return output
    }

    // MARK: Objects

    /// Writes an object whose members `body` writes.
    @inlinable
    public mutating func object(_ body: (inout CanonicalOutput) throws(Unwritable) -> Void) throws(Unwritable) {
        guard buildsTree else {
            bytes.append(UInt8(ascii: "{"))
            try body(&self)
            bytes.append(UInt8(ascii: "}"))
            return
        }
        let (outer, outerMembers, outerItems, key) = (open, members, items, pendingKey)
        (open, members, items) = (.object, [], [])
        try body(&self)
        let object = JSONValue.object(members)
        (open, members, items, pendingKey) = (outer, outerMembers, outerItems, key)
        add(object)
    }

    /// Starts the member `key` of the object being written (after a comma unless it is the
    /// first). Members come in ascending order of their keys, which are plain ASCII names.
    @inlinable
    public mutating func key(_ key: StaticString) {
        guard buildsTree else {
            if bytes.last != UInt8(ascii: "{") { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
            bytes.append(UInt8(ascii: "\""))
            bytes.append(UInt8(ascii: ":"))
            return
        }
        pendingKey = key.description
    }
    /// Starts the member named by a key known only at run time (a dictionary's key, a name an
    /// app's log chooses), escaped as the canonical form escapes strings. The caller writes the
    /// members in ascending order of their keys' UTF-8 bytes.
    public mutating func key(_ key: String) {
        guard buildsTree else {
            if bytes.last != UInt8(ascii: "{") { bytes.append(UInt8(ascii: ",")) }
            LogSpelling.appendString(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            return
        }
        pendingKey = key
    }

    /// Writes the member `key` holding `value`.
    @inlinable
    public mutating func member<Value: CanonicalEncodable>(_ key: StaticString, _ value: Value) throws(Unwritable) {
        self.key(key)
        try value.write(to: &self)
    }

    /// Writes the member `key` holding `value`, or nothing when it is `nil` (as `encodeIfPresent`).
    @inlinable
    public mutating func member<Value: CanonicalEncodable>(_ key: StaticString, ifPresent value: Value?) throws(Unwritable) {
        guard let value else { return }
        try member(key, value)
    }

    /// Writes an enum case as the synthesized `Encodable` conformance does:
    /// `{"name":{…}}`, its associated values written by `values` as members.
    @inlinable
    public mutating func enumCase(
        _ name: StaticString, _ values: (inout CanonicalOutput) throws(Unwritable) -> Void = { _ in }
    ) throws(Unwritable) {
        try object { output throws(Unwritable) in
            output.key(name)
            try output.object(values)
        }
    }

    /// Writes an enum case with one associated value, `{"name":{"label":value}}`.
    @inlinable
    public mutating func enumCase<Value: CanonicalEncodable>(
        _ name: StaticString, _ label: StaticString, _ value: Value
    ) throws(Unwritable) {
        try enumCase(name) { output throws(Unwritable) in try output.member(label, value) }
    }

    // MARK: Arrays and JSON's own values

    /// Arrays shorter than this are written each time, memo or not: keeping them costs more than
    /// it saves.
    @usableFromInline static var memoizedArrayMinimumCount: Int { 8 }

    /// Whether arrays are written through a memo (`ArrayBytesMemo`).
    @usableFromInline var isMemoized: Bool { memo != nil && !buildsTree }

    /// Writes the array whose `count` elements are stored at `address`, which `array` keeps
    /// alive: the bytes the memo kept for that storage, or what `write` writes, then kept.
    @usableFromInline
    mutating func memoized(
        _ array: Any, address: UInt, count: Int, write: (inout CanonicalOutput) throws(Unwritable) -> Void
    ) throws(Unwritable) {
        guard let memo else { return try write(&self) }
        try memo.write(array, at: StorageIdentity(address: address, count: count), to: &self, write)
    }

    /// Writes an array of `elements`.
    @inlinable
    public mutating func array<Elements: Sequence>(_ elements: Elements) throws(Unwritable) where Elements.Element: CanonicalEncodable {
        guard buildsTree else {
            bytes.append(UInt8(ascii: "["))
            for element in elements {
                if bytes.last != UInt8(ascii: "[") { bytes.append(UInt8(ascii: ",")) }
                try element.write(to: &self)
            }
            bytes.append(UInt8(ascii: "]"))
            return
        }
        let (outer, outerMembers, outerItems, key) = (open, members, items, pendingKey)
        (open, members, items) = (.array, [], [])
        items.reserveCapacity(elements.underestimatedCount)
        for element in elements { try element.write(to: &self) }
        let array = JSONValue.array(items)
        (open, members, items, pendingKey) = (outer, outerMembers, outerItems, key)
        add(array)
    }

    /// Adds a finished value to the tree: to the open object under the pending key, to the open
    /// array, or as the whole value.
    @usableFromInline
    mutating func add(_ value: JSONValue) {
        switch open {
        case .object:
            // Most objects are an enum case, one member, and keep room for one; an object that
            // grows past it gets room for eight at once rather than doubling from one.
            if members.count == 1, members.capacity < 8 { members.reserveCapacity(8) }
            members.append((pendingKey, value))
        case .array: items.append(value)
        case .none: root = value
        }
    }

    /// Writes `null`.
    public mutating func null() {
        if buildsTree { add(.null) } else { bytes.appendUTF8("null") }
    }

    /// Writes a string, escaped as the canonical form escapes it.
    public mutating func string(_ string: String) {
        if buildsTree { add(.string(string)) } else { LogSpelling.appendString(string, to: &bytes) }
    }

    /// Writes an integer in decimal.
    public mutating func integer(_ number: Int) {
        if buildsTree { add(.int(Int64(number))) } else { DigitText.append(Int64(number), to: &bytes) }
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ flag: Bool) {
        if buildsTree { add(.bool(flag)) } else { bytes.appendUTF8(flag ? ("true" as StaticString) : "false") }
    }

    /// Writes a number as `JSONEncoder` and a parse give it: an integer when its value is one.
    public mutating func number(_ number: Double) throws(Unwritable) {
        guard number.isFinite else { throw Unwritable() }
        if let exact = Int64(exactly: number) {
            if buildsTree { add(.int(exact)) } else { DigitText.append(exact, to: &bytes) }
        } else if buildsTree {
            add(.double(number))
        } else {
            bytes.appendUTF8(of: CanonicalWriter.text(of: number))
        }
    }
}

extension String: CanonicalEncodable {
    /// Appends the string's canonical bytes.
    public func write(to output: inout CanonicalOutput) { output.string(self) }
}

extension Int: CanonicalEncodable {
    /// Appends the number's canonical bytes.
    public func write(to output: inout CanonicalOutput) { output.integer(self) }
}

extension Bool: CanonicalEncodable {
    /// Appends `true` or `false`.
    public func write(to output: inout CanonicalOutput) { output.bool(self) }
}

extension Double: CanonicalEncodable {
    /// Appends the number's canonical bytes.
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) { try output.number(self) }
}

extension Array: CanonicalEncodable where Element: CanonicalEncodable {
    /// Appends the array's canonical bytes; a long one through the output's memo, when it has one.
    /// Inlinable, so that each app's module writes its arrays' elements with their own types.
    @inlinable
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        guard count >= CanonicalOutput.memoizedArrayMinimumCount, output.isMemoized,
            let address = withUnsafeBufferPointer({ $0.baseAddress })
        else { return try output.array(self) }
        try output.memoized(self, address: UInt(bitPattern: address), count: count) { output throws(CanonicalOutput.Unwritable) in
            try output.array(self)
        }
    }
}

extension Optional: CanonicalEncodable where Wrapped: CanonicalEncodable {
    /// Appends the value's canonical bytes, or `null`, as a single value of `Encodable` spells it.
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        if let self { try self.write(to: &output) } else { output.null() }
    }
}

extension CanonicalEncodable where Self: RawRepresentable, RawValue: CanonicalEncodable {
    /// Appends the raw value's canonical bytes, as `RawRepresentable`'s `Encodable` conformance does.
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) { try rawValue.write(to: &output) }
}
