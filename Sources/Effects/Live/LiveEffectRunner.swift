import AppState
import Foundation

/// The runtime of a real app: HTTP through `URLSession`, images through a memory and a disk cache,
/// a key-value store on disk, the files the app ships with, and timers.
///
/// Just before the network, each address gets the query parameters of its `QueryCredential`s (API
/// keys), then goes through the `URLMap`. Effects, results, actions and image cache entries keep
/// the address the app asked for, so a secret never reaches a state or a recorded log.
///
/// Every result comes back as an `EffectResult`; nothing here throws. Cancelling the Swift task
/// that runs an effect (the store does, for `Effect.cancel` and for a newer effect with the same
/// id) cancels the network transfer or the timer.
public struct LiveEffectRunner: EffectRunner {
    /// Where the runtime keeps its files, how big its caches are, where addresses really go and
    /// the secrets added to them.
    public struct Configuration: Sendable {
        /// The folder of the key-value store.
        public var storageFolder: URL
        /// The folder of the disk image cache.
        public var imageCacheFolder: URL
        /// The memory image cache's budget, in bytes.
        public var memoryCacheByteLimit: Int
        /// Seconds before an image download gives up.
        public var imageTimeout: Double
        /// The largest image accepted, in bytes.
        public var imageMaxBytes: Int
        /// Redirects applied to every address just before the network; empty in a live app.
        public var urlMap: URLMap
        /// Secret query parameters added to the addresses they match, before the `urlMap`.
        public var credentials: [QueryCredential]
        /// The folder of the files the app ships with (its resources); `nil` when it has none.
        public var bundledFilesFolder: URL?

        /// A runtime keeping its files in the two folders; unless given, the default budgets, no
        /// redirects, no secrets and no bundled files.
        public init(
            storageFolder: URL, imageCacheFolder: URL, memoryCacheByteLimit: Int = 32_000_000,
            imageTimeout: Double = 30, imageMaxBytes: Int = 10_000_000, urlMap: URLMap = URLMap(),
            credentials: [QueryCredential] = [], bundledFilesFolder: URL? = nil
        ) {
            self.storageFolder = storageFolder
            self.imageCacheFolder = imageCacheFolder
            self.memoryCacheByteLimit = memoryCacheByteLimit
            self.imageTimeout = imageTimeout
            self.imageMaxBytes = imageMaxBytes
            self.urlMap = urlMap
            self.credentials = credentials
            self.bundledFilesFolder = bundledFilesFolder
        }
    }

    package let http: HTTPClient
    package let images: ImageLoader
    package let storage: FileKeyValueStore
    package let bundledFiles: BundledFiles
    package let urlMap: URLMap
    package let credentials: [QueryCredential]

    /// A runtime with its own HTTP session, caches and storage, as `configuration` says.
    public init(configuration: Configuration) {
        let http = HTTPClient()
        self.http = http
        images = ImageLoader(
            memory: MemoryImageCache(byteLimit: configuration.memoryCacheByteLimit),
            disk: DiskImageCache(folder: configuration.imageCacheFolder), http: http,
            timeout: configuration.imageTimeout, maxBytes: configuration.imageMaxBytes)
        storage = FileKeyValueStore(folder: configuration.storageFolder)
        bundledFiles = BundledFiles(folder: configuration.bundledFilesFolder)
        urlMap = configuration.urlMap
        credentials = configuration.credentials
    }

    /// Where `url` is sent: with every matching credential's parameter, then through the `urlMap`.
    package func address(for url: URL) -> URL {
        urlMap.resolve(credentials.reduce(url) { url, credential in credential.apply(to: url) })
    }

    /// Performs `effect` on the network, the disk or a timer and returns its result (`nil` for a
    /// timer cancelled before it fired).
    public func run(_ effect: Effect) async -> EffectResult? {
        switch effect {
        case .http(let request):
            return .http(id: request.id, redacted(await http.perform(request, at: address(for: request.url))))
        case .loadImage(let id, let text):
            // Text Foundation spelled, or plain, always reads back; anything else fails as a request.
            guard let url = text.url else { return .image(id: id, url: text, .failure(.http(error: .transport(reason: "not a URL")))) }
            let loaded = await images.load(url, from: address(for: url), id: id)
            guard case .failure(.http(let error)) = loaded else { return .image(id: id, url: text, loaded) }
            return .image(id: id, url: text, .failure(.http(error: redacted(error))))
        case .cancel:
            return nil
        case .persist(let key, let value):
            return .persisted(key: key, error: storage.setValue(value, for: key))
        case .load(let key):
            return .loaded(key: key, storage.value(for: key))
        case .readBundledFile(let id, let name, let maxBytes):
            return .bundledFileRead(id: id, name: name, bundledFiles.read(name, maxBytes: maxBytes))
        case .timer(let id, let milliseconds):
            do {
                try await Task.sleep(nanoseconds: UInt64(max(0, milliseconds)) * 1_000_000)
            } catch {
                return nil
            }
            return .timerFired(id: id)
        }
    }

    /// `result` with every credential's value cut out of the body, the headers kept and an error's
    /// message, so a server (or a gateway, or the system's error text quoting the address) that
    /// quotes the request back never puts a secret into a state or a log.
    private func redacted(_ result: Result<HTTPResponse, HTTPError>) -> Result<HTTPResponse, HTTPError> {
        guard !credentials.isEmpty else { return result }
        switch result {
        case .success(var response):
            response.body = credentials.reduce(response.body) { $1.redacted(from: $0) }
            response.headers = response.headers.map { HTTPRequest.Header(name: $0.name, value: redacted($0.value)) }
            return .success(response)
        case .failure(let error): return .failure(redacted(error))
        }
    }

    private func redacted(_ error: HTTPError) -> HTTPError {
        switch error {
        case .unreachable(let reason): .unreachable(reason: redacted(reason))
        case .transport(let reason): .transport(reason: redacted(reason))
        case .unrequestedEncoding(let encoding): .unrequestedEncoding(encoding: redacted(encoding))
        case .timedOut, .cancelled, .tooLarge: error
        }
    }

    private func redacted(_ text: String) -> String {
        credentials.reduce(text) { $1.redacted(from: $0) }
    }
}
