/// Hashes one state after another, as a walk judging checkpoints meets them: each state's canonical
/// bytes are compared with the last state's, and SHA-256 resumes after the last whole block the
/// two begin with. A change near the end of a large state costs the blocks after it, not the whole
/// state; the hash is the one `StateHash(of:)` gives, bit for bit (`StateHasherTests`).
///
/// It keeps the last state's bytes and the chaining value after each of their blocks: half as
/// many bytes again as the state's canonical JSON.
package struct StateHasher {
    /// The canonical bytes of the state hashed last.
    private var previous: [UInt8] = []
    /// `chain[i]`: the value SHA-256 reached after the first `i` blocks of `previous`; empty
    /// until the first state is hashed (a walk that judges nothing allocates nothing).
    private var chain: [SHA256.ChainingValue] = []
    /// The bytes of the long arrays the last state held: one the next state still holds (a feed
    /// no input since has changed) is not written again. Made when the first state is hashed.
    private var memo: ArrayBytesMemo?

    package init() {}

    /// The hash of `value`'s canonical JSON.
    package mutating func hash<T: Encodable>(of value: T) throws -> StateHash {
        let memo = memo ?? ArrayBytesMemo()
        self.memo = memo
        let bytes = try memo.bytes(of: value) ?? [UInt8](CanonicalJSON.encode(value))
        return StateHash(digest: digest(of: bytes))
    }

    /// The SHA-256 digest of `bytes`, from the last block they share with the bytes hashed before.
    package mutating func digest(of bytes: [UInt8]) -> [UInt8] {
        let shared = bytes.withUnsafeBytes { new in previous.withUnsafeBytes { old in Self.commonPrefixCount(new, old) } }
        if chain.isEmpty { chain.append(.initial) }
        let reused = min(shared / 64, chain.count - 1), whole = bytes.count / 64
        // Room for every block's value, each then written in place (no append checked a block).
        chain.removeSubrange((reused + 1)...)
        chain.append(contentsOf: repeatElement(.initial, count: whole - reused))
        let digest = bytes.withUnsafeBytes { raw in
            chain.withUnsafeMutableBufferPointer { values in
                var value = values[reused], block = reused
                value.compress(blocksOf: UnsafeRawBufferPointer(rebasing: raw[(reused * 64)..<(whole * 64)])) {
                    block += 1
                    values[block] = $0
                }
                return value.finished(tail: UnsafeRawBufferPointer(rebasing: raw[(whole * 64)...]), length: UInt64(raw.count))
            }
        }
        previous = bytes
        return digest
    }

    /// How many bytes `first` and `second` begin with alike, compared eight at a time.
    private static func commonPrefixCount(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> Int {
        let count = min(first.count, second.count)
        guard count > 0, let left = first.baseAddress, let right = second.baseAddress else { return 0 }
        var index = 0
        while index + 8 <= count,
            left.loadUnaligned(fromByteOffset: index, as: UInt64.self) == right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        {
            index += 8
        }
        while index < count, left.load(fromByteOffset: index, as: UInt8.self) == right.load(fromByteOffset: index, as: UInt8.self) {
            index += 1
        }
        return index
    }
}
