import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Who wrote a log: the program and, where known, its version and build, the operating system and
/// the device. Informational: replay never reads it. Each string is at most `longestField` UTF-8
/// bytes, since a log is untrusted input.
public struct LogWriterInfo: Equatable, Sendable {
    /// The longest value of a field, in UTF-8 bytes; a reader refuses a longer one.
    public static let longestField = 200

    /// The program, such as `appcore terminal` or `MyApp`.
    public var program: String
    /// The app's version, such as `1.2`.
    public var version: String?
    /// The app's build, such as `42`.
    public var build: String?
    /// The operating system, such as `iOS 18.1` or `Linux 6.1.0`.
    public var os: String?
    /// The device model, such as `iPhone15,2`, or the machine architecture, such as `x86_64`.
    public var device: String?

    /// The writer `program`, with what is known of its version, build, system and device.
    public init(program: String, version: String? = nil, build: String? = nil, os: String? = nil, device: String? = nil) {
        self.program = program
        self.version = version
        self.build = build
        self.os = os
        self.device = device
    }

    /// This process: `os` from the system's version text and `device` from `uname`'s machine
    /// (the model identifier on an iOS device, the architecture elsewhere). Every field is cut to
    /// `longestField` bytes, so a reader never refuses what was written.
    public static func current(program: String, version: String? = nil, build: String? = nil) -> LogWriterInfo {
        LogWriterInfo(
            program: trimmed(program), version: version.map(trimmed), build: build.map(trimmed),
            os: trimmed(ProcessInfo.processInfo.operatingSystemVersionString), device: machine().map(trimmed))
    }

    /// `text` cut at a character boundary to at most `longestField` UTF-8 bytes.
    static func trimmed(_ text: String) -> String {
        guard text.utf8.count > longestField else { return text }
        var kept = "", bytes = 0
        for character in text {
            bytes += character.utf8.count
            guard bytes <= longestField else { break }
            kept.append(character)
        }
        return kept
    }

    /// `uname`'s machine field; `nil` where there is none.
    private static func machine() -> String? {
        #if canImport(Glibc) || canImport(Darwin)
        var system = utsname()
        guard uname(&system) == 0 else { return nil }
        let name = withUnsafeBytes(of: &system.machine) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return name.isEmpty ? nil : name
        #else
        return nil
        #endif
    }
}

extension LogWriterInfo: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        .logObject(["program": program, "version": version, "build": build, "os": os, "device": device])
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogObject.decode(logValue, at: path) { (o) throws(LogDecodingError) -> LogWriterInfo in
            let info = LogWriterInfo(
                program: try o("program"), version: try o.optional("version"), build: try o.optional("build"),
                os: try o.optional("os"), device: try o.optional("device"))
            let fields: [(String, String?)] = [
                ("program", info.program), ("version", info.version), ("build", info.build), ("os", info.os), ("device", info.device),
            ]
            for (key, text) in fields {
                guard let text, text.utf8.count > Self.longestField else { continue }
                throw LogDecodingError(path: o.child(key), reason: .invalid(
                    "\(text.utf8.count) bytes, longer than the \(Self.longestField) bytes a writer's field may hold"))
            }
            return info
        }
    }
}
