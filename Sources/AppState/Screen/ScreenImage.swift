import Foundation

/// An image as a screen shows it: where it comes from, how far its load got and, once loaded,
/// what a front end may say of it (its size; the core never holds pixels).
public struct ScreenImage: Equatable, Codable, Sendable {
    /// Where the image's load is.
    public enum Status: String, Equatable, Codable, Sendable {
        /// Not requested (yet, or any more, or never: nothing to fetch); a placeholder shows.
        case placeholder
        case loading
        case loaded
        case failed
    }

    /// The image's address, when it has one.
    public var url: String?
    /// Where the image's load is.
    public var status: Status
    /// The fraction loaded (0 to 1), while loading, when the loader reports one.
    public var progress: Double?
    /// The image's width in pixels, once loaded.
    public var width: Int?
    /// The image's height in pixels, once loaded.
    public var height: Int?
    /// The image's size in bytes, once loaded.
    public var byteCount: Int?
    /// Why it failed, for people.
    public var problem: String?

    /// The image at `url` with the load status `load` (`nil`: never requested).
    public init(url: AddressText?, load: ImageLoad?) {
        self.url = url?.text
        switch load {
        case nil, .idle?: status = .placeholder
        case .loading(let progress)?:
            status = .loading
            self.progress = progress
        case .loaded(let info)?:
            status = .loaded
            width = info.width
            height = info.height
            byteCount = info.byteCount
        case .failed(let error)?:
            status = .failed
            problem = Sentences.image(error, host: Sentences.host(of: url?.url))
        }
    }

    /// A short text for a row: "loading", "17×9", "failed", or "no image".
    public var summary: String {
        switch status {
        case .placeholder: "no image"
        case .loading: progress.map { "loading \(Sentences.percent($0))" } ?? "loading"
        case .loaded:
            if let width, let height { "\(width)×\(height)" } else { byteCount.map { "\($0) B" } ?? "loaded" }
        case .failed: "failed"
        }
    }
}
