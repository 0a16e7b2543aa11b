import Foundation

/// A description of work for the runtime. Reducers return effects; they never perform them.
///
/// Every case is plain data, so a test asserts exactly which effects an action produced, and the
/// runtime in `Effects` performs them and feeds each result back as an `EffectResult`.
public enum Effect: Equatable, Codable, Sendable {
    /// Perform an HTTP request; the result comes back as `EffectResult.http` with `request.id`.
    case http(HTTPRequest)
    /// Fetch an image through the image cache; the result comes back as `EffectResult.image`.
    case loadImage(id: EffectID, url: AddressText)
    /// Cancel the effect in flight with this id; its result, if any, is dropped.
    case cancel(id: EffectID)
    /// Write `value` under `key` atomically; `nil` removes the key.
    case persist(key: StorageKey, value: Data?)
    /// Read the value under `key`; the result comes back as `EffectResult.loaded`.
    case load(key: StorageKey)
    /// Fire once after `milliseconds`; the result comes back as `EffectResult.timerFired`.
    case timer(id: EffectID, milliseconds: Int)
    /// Read the file `name` from the files the app ships with (a plain file name, no folders), at
    /// most `maxBytes` of it; the result comes back as `EffectResult.bundledFileRead` with `id`.
    /// Replay needs no file: the bytes read are in the result's log line.
    case readBundledFile(id: EffectID, name: String, maxBytes: Int)
}
