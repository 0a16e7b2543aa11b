import Foundation

/// SHA-256 (FIPS 180-4), written out so the core needs no package and hashes alike on every platform.
package struct SHA256: Sendable {
    private var chain = ChainingValue.initial
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    package init() {}

    /// The digest of `data` in lower-case hex.
    package static func hex(of data: Data) -> String {
        var hasher = SHA256()
        hasher.update(data)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in hasher.finalize() { appendHexDigits(of: byte, to: &text) }
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the two lower-case hex digits of `byte`, the high one first.
    package static func appendHexDigits(of byte: UInt8, to text: inout [UInt8]) {
        let digits: StaticString = "0123456789abcdef"
        text.append(digits.utf8Start[Int(byte >> 4)])
        text.append(digits.utf8Start[Int(byte & 0x0F)])
    }

    package mutating func update(_ data: Data) {
        data.withUnsafeBytes { update($0) }
    }

    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var start = 0
        if !pending.isEmpty {
            let needed = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<needed])
            start = needed
            guard pending.count == 64 else { return }
            pending.withUnsafeBytes { chain.compress(blocksOf: $0) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = (bytes.count - start) / 64 * 64
        chain.compress(blocksOf: UnsafeRawBufferPointer(rebasing: bytes[start..<start + whole]))
        pending.append(contentsOf: bytes[(start + whole)...])
    }

    package mutating func finalize() -> [UInt8] {
        let digest = pending.withUnsafeBytes { chain.finished(tail: $0, length: length) }
        pending = []
        return digest
    }

    /// The eight words a message's blocks have brought the hash to: the digest of a message whose
    /// length is a multiple of 64 bytes, once padded (`finished`), is computed from the value its
    /// blocks reached, so a message that begins with the same blocks as another resumes from the
    /// value the other reached after them (`StateHasher`).
    package struct ChainingValue: Equatable, Sendable {
        var a, b, c, d, e, f, g, h: UInt32

        /// The value before any block.
        package static let initial = ChainingValue(
            a: 0x6a09_e667, b: 0xbb67_ae85, c: 0x3c6e_f372, d: 0xa54f_f53a,
            e: 0x510e_527f, f: 0x9b05_688c, g: 0x1f83_d9ab, h: 0x5be0_cd19)

        /// The digest of a message whose whole blocks brought the hash here and which ends with
        /// `tail` (fewer than 64 bytes), `length` bytes in all.
        package func finished(tail: UnsafeRawBufferPointer, length: UInt64) -> [UInt8] {
            var last = [UInt8](tail)
            last.append(0x80)
            while last.count % 64 != 56 { last.append(0) }
            let bitLength = length &* 8
            for shift in stride(from: 56, through: 0, by: -8) {
                last.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
            }
            var value = self
            last.withUnsafeBytes { value.compress(blocksOf: $0) }
            var digest: [UInt8] = []
            digest.reserveCapacity(32)
            for word in [value.a, value.b, value.c, value.d, value.e, value.f, value.g, value.h] {
                for shift: UInt32 in [24, 16, 8, 0] { digest.append(UInt8(truncatingIfNeeded: word >> shift)) }
            }
            return digest
        }

        /// Compresses every 64-byte block of `bytes` (whose count is a multiple of 64) in turn,
        /// handing `reached` the value after each.
        package mutating func compress(
            blocksOf bytes: UnsafeRawBufferPointer, reached: (ChainingValue) -> Void = { _ in }
        ) {
            guard let base = bytes.baseAddress else { return }
            Self.k.withUnsafeBufferPointer { k in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                    var start = 0
                    while start + 64 <= bytes.count {
                        compress(base + start, k, w)
                        reached(self)
                        start += 64
                    }
                }
            }
        }

        /// One block: its sixteen words read big-endian, the schedule extended to 64 words, then 64
        /// rounds, eight at a time with the working variables' roles turned instead of moved.
        @inline(__always)
        private mutating func compress(
            _ block: UnsafeRawPointer, _ k: UnsafeBufferPointer<UInt32>, _ w: UnsafeMutableBufferPointer<UInt32>
        ) {
            for i in 0..<16 { w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self)) }
            for i in 16..<64 {
                let early = w[i - 15], late = w[i - 2]
                let s0 = (early ^ early.rotatedRight(11)).rotatedRight(7) ^ (early >> 3)
                let s1 = (late ^ late.rotatedRight(2)).rotatedRight(17) ^ (late >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h)
            // `b ^ c` of the coming round: this round's `a ^ b` (the majority's trick).
            var bc = b ^ c
            var i = 0
            while i < 64 {
                Self.round(a, b, &d, e, f, g, &h, &bc, k[i] &+ w[i])
                Self.round(h, a, &c, d, e, f, &g, &bc, k[i + 1] &+ w[i + 1])
                Self.round(g, h, &b, c, d, e, &f, &bc, k[i + 2] &+ w[i + 2])
                Self.round(f, g, &a, b, c, d, &e, &bc, k[i + 3] &+ w[i + 3])
                Self.round(e, f, &h, a, b, c, &d, &bc, k[i + 4] &+ w[i + 4])
                Self.round(d, e, &g, h, a, b, &c, &bc, k[i + 5] &+ w[i + 5])
                Self.round(c, d, &f, g, h, a, &b, &bc, k[i + 6] &+ w[i + 6])
                Self.round(b, c, &e, f, g, h, &a, &bc, k[i + 7] &+ w[i + 7])
                i += 8
            }
            self.a &+= a; self.b &+= b; self.c &+= c; self.d &+= d
            self.e &+= e; self.f &+= f; self.g &+= g; self.h &+= h
        }

        /// One round: `h` becomes the next `a` and `d` the next `e`; the caller turns the names.
        /// Each big sigma is three rotations nested (`ror6(e ^ ror5(e ^ ror14(e)))` is
        /// `ror6(e) ^ ror11(e) ^ ror25(e)`), one copy of the word rather than three; the majority
        /// of `a`, `b`, `c` is `b ^ ((a ^ b) & (b ^ c))`, with `b ^ c` the round before's `a ^ b`.
        /// Fewer instructions, not less time: a round waits on the one before it, and the
        /// processor had room for the copies.
        @inline(__always)
        private static func round(
            _ a: UInt32, _ b: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
            _ h: inout UInt32, _ bc: inout UInt32, _ kw: UInt32
        ) {
            let s1 = (e ^ (e ^ e.rotatedRight(14)).rotatedRight(5)).rotatedRight(6)
            let choice = g ^ (e & (f ^ g))
            let t1 = h &+ s1 &+ choice &+ kw
            let s0 = (a ^ (a ^ a.rotatedRight(9)).rotatedRight(11)).rotatedRight(2)
            let ab = a ^ b
            let majority = b ^ (ab & bc)
            bc = ab
            d &+= t1
            h = t1 &+ s0 &+ majority
        }

        private static let k: [UInt32] = [
            0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
            0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
            0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
            0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
            0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
            0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
            0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
            0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
            0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
            0xc671_78f2,
        ]
    }
}

extension UInt32 {
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
}
