import Foundation
import ActionLog

/// Why a value kept in the key-value store could not be used: the store failed, or what it holds
/// is not a valid value. Every app that reads a stored value reads it with `read(_:decoding:)`.
///
/// Each app's log names the two cases as it first did (`Names`); the values inside are always
/// `{"error":…}` and `{"failure":…}`: `{"storage":{"error":{"io":{"reason":"…"}}}}`.
public enum StoredValueProblem<Names: StoredValueProblemNames>: Error, Equatable, Codable, Sendable {
    /// The store could not read (or write) the value.
    case storage(StorageError)
    /// The store holds something that is not a valid value: the first problem found in it.
    case corrupt(DecodeFailure)

    /// What the store gave for a key, decoded by `decode`: `nil` when nothing is stored.
    /// Inlinable: compiled for each app's value, not through its type's metadata.
    @inlinable
    package static func read<Value>(
        _ stored: Result<Data?, StorageError>, decoding decode: (Data) -> Result<Value, DecodeFailure>
    ) -> Result<Value?, Self> {
        switch stored {
        case .failure(let error): .failure(.storage(error))
        case .success(nil): .success(nil)
        case .success(let data?): decode(data).map { $0 }.mapError { .corrupt($0) }
        }
    }

    /// Whether the store itself failed, so what it holds is unknown (not merely unusable).
    public var isStorageFailure: Bool {
        if case .storage = self { true } else { false }
    }

    public init(from decoder: any Decoder) throws {
        let cases = try decoder.container(keyedBy: LogKey.self)
        guard cases.allKeys.count == 1, let name = cases.allKeys.first else {
            throw DecodingError.typeMismatch(Self.self, DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "expected one of \(Names.storage), \(Names.corrupt)"))
        }
        let fields = try cases.nestedContainer(keyedBy: LogKey.self, forKey: name)
        switch name.stringValue {
        case Names.storage: self = .storage(try fields.decode(StorageError.self, forKey: LogKey("error")))
        case Names.corrupt: self = .corrupt(try fields.decode(DecodeFailure.self, forKey: LogKey("failure")))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: name, in: cases, debugDescription: "expected one of \(Names.storage), \(Names.corrupt)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var cases = encoder.container(keyedBy: LogKey.self)
        switch self {
        case .storage(let error):
            var fields = cases.nestedContainer(keyedBy: LogKey.self, forKey: LogKey(Names.storage))
            try fields.encode(error, forKey: LogKey("error"))
        case .corrupt(let failure):
            var fields = cases.nestedContainer(keyedBy: LogKey.self, forKey: LogKey(Names.corrupt))
            try fields.encode(failure, forKey: LogKey("failure"))
        }
    }

    /// A key of the log's spelling.
    private struct LogKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { nil }
    }
}

/// The names an app's log gives the two cases of its `StoredValueProblem`.
public protocol StoredValueProblemNames: Sendable {
    /// The name of `storage`.
    static var storage: String { get }
    /// The name of `corrupt`.
    static var corrupt: String { get }
}

extension StoredValueProblem: LogModel {}
