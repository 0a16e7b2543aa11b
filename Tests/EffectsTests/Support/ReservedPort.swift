import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP port on 127.0.0.1 that refuses connections: a socket the system bound to a free port,
/// kept open but never listening, so no other process can listen there while it lives.
final class ReservedPort {
    let number: Int
    private let descriptor: Int32

    init() throws {
        #if canImport(Glibc)
        let stream = Int32(SOCK_STREAM.rawValue)
        #else
        let stream = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, stream, 0)
        guard descriptor >= 0 else { throw LocalServer.Failure(description: "no socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw LocalServer.Failure(description: "cannot bind a port on 127.0.0.1: errno \(errno)")
        }
        self.descriptor = descriptor
        number = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(descriptor) }
}
