import AppState
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Performs `HTTPRequest`s with `URLSession` and reports every outcome as a value.
///
/// - The request's `timeout` bounds the whole exchange, not only the wait between packets.
/// - A body larger than `maxBytes` is refused with `HTTPError.tooLarge` as soon as it is known to be
///   too large (from `Content-Length`, or while it streams in), and the transfer is stopped.
/// - Cancelling the Swift task that awaits `perform` cancels the `URLSessionTask`: the connection
///   is closed and `HTTPError.cancelled` is returned at once.
/// - Every request accepts only the `identity` encoding, and a body sent in another one anyway is
///   refused with `HTTPError.unrequestedEncoding` as soon as its headers arrive: `maxBytes` bounds
///   what the server sends, and a small compressed body cannot decode into gigabytes. (On Linux,
///   FoundationNetworking's libcurl still decodes the first read before the refusal acts: see
///   `docs/reliability.md`.)
/// - Nothing is cached: the session has no `URLCache`; images are cached by `ImageLoader`.
/// - Only `http` and `https` addresses are fetched: anything else (`file:`, `ftp:`) fails at once.
package final class HTTPClient: Sendable {
    private let session: URLSession
    private let transfers: HTTPTransfers

    package init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        let transfers = HTTPTransfers()
        session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
        self.transfers = transfers
    }

    deinit { session.invalidateAndCancel() }

    /// Performs `request`, sending it to `address` (the request's URL with any credential
    /// added and `URLMap` applied).
    package func perform(_ request: HTTPRequest, at address: URL) async -> Result<HTTPResponse, HTTPError> {
        // A feed's address must never read a local file or reach another protocol.
        guard let scheme = address.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            return .failure(.transport(reason: "only http and https addresses are fetched, not \(address.scheme ?? "a relative address")"))
        }
        let task = session.dataTask(with: Self.urlRequest(request, at: address))
        let transfers = self.transfers
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfers.begin(task, maxBytes: request.maxBytes, continuation: continuation)
                guard !Task.isCancelled else {
                    transfers.end(task.taskIdentifier, with: .failure(.cancelled))
                    return
                }
                transfers.expire(task.taskIdentifier, after: request.timeout)
                task.resume()
            }
        } onCancel: {
            transfers.end(task.taskIdentifier, with: .failure(.cancelled))
        }
    }

    private static func urlRequest(_ request: HTTPRequest, at address: URL) -> URLRequest {
        var urlRequest = URLRequest(
            url: address, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
        urlRequest.httpMethod = request.method.rawValue
        for header in request.headers {
            urlRequest.addValue(header.value, forHTTPHeaderField: header.name)
        }
        urlRequest.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        urlRequest.httpBody = request.body.map { Data($0.utf8) }
        return urlRequest
    }
}
