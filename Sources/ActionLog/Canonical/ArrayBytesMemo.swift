/// The canonical bytes of the arrays one encoding met, for the next encoding of a value that
/// shares most of them, such as the next state a walk judges: an array whose storage is the very
/// storage met last time gives its bytes again without being written (`CanonicalOutput.memo`).
///
/// That is sound for the reason `TreeMemo` gives: the memo keeps each array it holds bytes of, so
/// its storage can be neither freed (and its address reused) nor changed in place (a change copies
/// it to new storage first), and the same address and count mean the same elements. (A state's
/// arrays are made in Swift and own their storage; an array bridged lazily from Objective-C would
/// not, and a memo must not be used on such values.)
package final class ArrayBytesMemo {
    private struct Entry {
        /// The array itself, which keeps its storage alive and unchanged.
        var array: Any
        var bytes: [UInt8]
        var generation: Int
    }

    private var entries: [StorageIdentity: Entry] = [:]
    private var generation = 0
    /// The entries the current encoding met or made.
    private var met = 0

    package init() {}

    /// The canonical bytes of `value`, as `CanonicalOutput.bytes(of:)` gives them; the arrays the
    /// encoding did not meet are forgotten.
    package func bytes<T>(of value: T) -> [UInt8]? {
        generation += 1
        met = 0
        defer {
            // Forgotten once they outnumber the live ones, not after every encoding: a state whose
            // long arrays change at each input would otherwise rebuild the table each time.
            if entries.count > 2 * met + 8 { entries = entries.filter { $0.value.generation == generation } }
        }
        return CanonicalOutput.bytes(of: value, memo: self)
    }

    /// Writes the array stored at `identity` (`array`, which keeps that storage) to `output`: the
    /// bytes kept for its storage, or what `write` writes, then kept.
    func write(
        _ array: Any, at identity: StorageIdentity, to output: inout CanonicalOutput,
        _ write: (inout CanonicalOutput) throws(CanonicalOutput.Unwritable) -> Void
    ) throws(CanonicalOutput.Unwritable) {
        met += 1
        if let entry = entries[identity] {
            output.bytes.append(contentsOf: entry.bytes)
            entries[identity]?.generation = generation
            return
        }
        let start = output.bytes.count
        try write(&output)
        entries[identity] = Entry(array: array, bytes: Array(output.bytes[start...]), generation: generation)
    }
}
