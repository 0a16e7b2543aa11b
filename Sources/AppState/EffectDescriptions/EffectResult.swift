import Foundation

/// What the runtime reports when an effect finishes. A feature turns it into one of its actions.
public enum EffectResult: Equatable, Sendable {
    case http(id: EffectID, Result<HTTPResponse, HTTPError>)
    case image(id: EffectID, url: AddressText, Result<ImageInfo, ImageError>)
    /// The value read for `key`, or `nil` when nothing is stored there.
    case loaded(key: StorageKey, Result<Data?, StorageError>)
    /// A persist finished: `nil` when written, otherwise why not, so that nothing is lost silently.
    case persisted(key: StorageKey, error: StorageError?)
    case timerFired(id: EffectID)
    /// The bytes of the bundled file `name`, or why they could not be read.
    case bundledFileRead(id: EffectID, name: String, Result<Data, FileReadError>)
}

/// Why the key-value store could not read or write.
public enum StorageError: Error, Equatable, Codable, Sendable {
    case io(String)
    enum IoCodingKeys: String, CodingKey { case _0 = "reason" }
}
