import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input's keys, read on a thread of their own so the main actor never blocks.
enum KeyReader {
    static func keys() -> AsyncStream<Key> {
        AsyncStream { continuation in
            Thread {
                var buffer = [UInt8](repeating: 0, count: 64)
                while true {
                    let count = read(STDIN_FILENO, &buffer, buffer.count)
                    guard count > 0 else { break }
                    for key in Key.decode(Array(buffer[0..<count])) { continuation.yield(key) }
                }
                continuation.finish()
            }.start()
        }
    }
}
