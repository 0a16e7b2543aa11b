import Foundation

// The containers of `TreeEncoder`: JSON's own types become leaves at once, other values nodes.

struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: TreeBox
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) { box.append(key.stringValue, .leaf(.null)) }
    mutating func encode(_ value: Bool, forKey key: Key) { box.append(key.stringValue, .leaf(.bool(value))) }
    mutating func encode(_ value: String, forKey key: Key) { box.append(key.stringValue, .leaf(.string(value))) }
    mutating func encode(_ value: Double, forKey key: Key) throws { box.append(key.stringValue, .leaf(try TreeLeaf.double(value))) }
    mutating func encode(_ value: Float, forKey key: Key) throws { box.append(key.stringValue, .leaf(try TreeLeaf.float(value))) }
    mutating func encode(_ value: Int, forKey key: Key) { box.append(key.stringValue, .leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: Int8, forKey key: Key) { box.append(key.stringValue, .leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: Int16, forKey key: Key) { box.append(key.stringValue, .leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: Int32, forKey key: Key) { box.append(key.stringValue, .leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: Int64, forKey key: Key) { box.append(key.stringValue, .leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: UInt, forKey key: Key) { box.append(key.stringValue, .leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: UInt8, forKey key: Key) { box.append(key.stringValue, .leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: UInt16, forKey key: Key) { box.append(key.stringValue, .leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: UInt32, forKey key: Key) { box.append(key.stringValue, .leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: UInt64, forKey key: Key) { box.append(key.stringValue, .leaf(TreeLeaf.int(value))) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        box.append(key.stringValue, try TreeEncoder.node(of: value, memo: box.memo))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = TreeBox(memo: box.memo)
        box.append(key.stringValue, .box(child))
        return TreeEncoder(box: child).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = TreeBox(memo: box.memo)
        box.append(key.stringValue, .box(child))
        return TreeEncoder(box: child).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

    private func superEncoder(named name: String) -> any Encoder {
        let child = TreeBox(memo: box.memo)
        box.append(name, .box(child))
        return TreeEncoder(box: child)
    }
}

struct UnkeyedTreeContainer: UnkeyedEncodingContainer {
    let box: TreeBox
    var codingPath: [any CodingKey] { [] }
    var count: Int {
        if case .array(let items) = box.content { return items.count }
        return 0
    }

    mutating func encodeNil() { box.append(.leaf(.null)) }
    mutating func encode(_ value: Bool) { box.append(.leaf(.bool(value))) }
    mutating func encode(_ value: String) { box.append(.leaf(.string(value))) }
    mutating func encode(_ value: Double) throws { box.append(.leaf(try TreeLeaf.double(value))) }
    mutating func encode(_ value: Float) throws { box.append(.leaf(try TreeLeaf.float(value))) }
    mutating func encode(_ value: Int) { box.append(.leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: Int8) { box.append(.leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: Int16) { box.append(.leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: Int32) { box.append(.leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: Int64) { box.append(.leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: UInt) { box.append(.leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: UInt8) { box.append(.leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: UInt16) { box.append(.leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: UInt32) { box.append(.leaf(TreeLeaf.int(value))) }
    mutating func encode(_ value: UInt64) { box.append(.leaf(TreeLeaf.int(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws { box.append(try TreeEncoder.node(of: value, memo: box.memo)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = TreeBox(memo: box.memo)
        box.append(.box(child))
        return TreeEncoder(box: child).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = TreeBox(memo: box.memo)
        box.append(.box(child))
        return TreeEncoder(box: child).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let child = TreeBox(memo: box.memo)
        box.append(.box(child))
        return TreeEncoder(box: child)
    }
}

struct SingleTreeContainer: SingleValueEncodingContainer {
    let box: TreeBox
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() { box.content = .value(.null) }
    mutating func encode(_ value: Bool) { box.content = .value(.bool(value)) }
    mutating func encode(_ value: String) { box.content = .value(.string(value)) }
    mutating func encode(_ value: Double) throws { box.content = .value(try TreeLeaf.double(value)) }
    mutating func encode(_ value: Float) throws { box.content = .value(try TreeLeaf.float(value)) }
    mutating func encode(_ value: Int) { box.content = .value(TreeLeaf.int(value)) }
    mutating func encode(_ value: Int8) { box.content = .value(TreeLeaf.int(value)) }
    mutating func encode(_ value: Int16) { box.content = .value(TreeLeaf.int(value)) }
    mutating func encode(_ value: Int32) { box.content = .value(TreeLeaf.int(value)) }
    mutating func encode(_ value: Int64) { box.content = .value(TreeLeaf.int(value)) }
    mutating func encode(_ value: UInt) { box.content = .value(TreeLeaf.int(value)) }
    mutating func encode(_ value: UInt8) { box.content = .value(TreeLeaf.int(value)) }
    mutating func encode(_ value: UInt16) { box.content = .value(TreeLeaf.int(value)) }
    mutating func encode(_ value: UInt32) { box.content = .value(TreeLeaf.int(value)) }
    mutating func encode(_ value: UInt64) { box.content = .value(TreeLeaf.int(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { box.content = .value(try TreeEncoder.node(of: value, memo: box.memo).tree) }
}
