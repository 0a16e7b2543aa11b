import AppState
import Foundation

/// Loads images through two caches: memory first, then disk, then the network.
///
/// A hit in either cache sends nothing over the network and reports `fromCache`. Bytes fetched
/// from the network are kept in both caches only when they are an image; a bad status or bytes
/// that are not an image are reported and never cached. Two loads of the same address at the same
/// moment may both go to the network: nothing is shared between requests in flight.
package struct ImageLoader: Sendable {
    package let memory: MemoryImageCache
    package let disk: DiskImageCache
    private let http: HTTPClient
    private let timeout: Double
    private let maxBytes: Int

    package init(memory: MemoryImageCache, disk: DiskImageCache, http: HTTPClient, timeout: Double, maxBytes: Int) {
        self.memory = memory
        self.disk = disk
        self.http = http
        self.timeout = timeout
        self.maxBytes = maxBytes
    }

    /// Loads the image at `url`, fetching it from `address` (where the runtime sends `url`) on a
    /// miss. The caches are keyed by `url`, never by `address`.
    package func load(_ url: URL, from address: URL, id: EffectID) async -> Result<ImageInfo, ImageError> {
        if let data = memory.data(for: url), let info = ImageInspector.info(of: data, fromCache: true) {
            return .success(info)
        }
        if let data = disk.data(for: url), let info = ImageInspector.info(of: data, fromCache: true) {
            memory.store(data, for: url)
            return .success(info)
        }
        let request = HTTPRequest(id: id, url: url, timeout: timeout, maxBytes: maxBytes)
        switch await http.perform(request, at: address) {
        case .failure(let error):
            return .failure(.http(error: error))
        case .success(let response) where !(200..<300).contains(response.status):
            return .failure(.badStatus(status: response.status))
        case .success(let response):
            guard let info = ImageInspector.info(of: response.body, fromCache: false) else {
                return .failure(.notAnImage)
            }
            memory.store(response.body, for: url)
            // A disk write that fails costs a later download, not this image.
            try? disk.store(response.body, for: url)
            return .success(info)
        }
    }
}
