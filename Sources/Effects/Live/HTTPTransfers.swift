import AppState
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transfers in flight of one `HTTPClient`, and the session delegate that feeds them.
///
/// Each transfer ends exactly once, whichever comes first: the response completes, the body grows
/// past its limit, the timeout fires, or the caller cancels. Ending removes the transfer under the
/// lock, resumes its caller, and cancels the `URLSessionTask` when it is still running.
final class HTTPTransfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Transfer {
        var task: URLSessionDataTask
        var maxBytes: Int
        var body = Data()
        var continuation: CheckedContinuation<Result<HTTPResponse, HTTPError>, Never>
    }

    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    func begin(
        _ task: URLSessionDataTask, maxBytes: Int,
        continuation: CheckedContinuation<Result<HTTPResponse, HTTPError>, Never>
    ) {
        lock.withLock {
            transfers[task.taskIdentifier] = Transfer(task: task, maxBytes: maxBytes, continuation: continuation)
        }
    }

    /// Ends the transfer with `.timedOut` after `seconds`, unless it ended before.
    func expire(_ id: Int, after seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, seconds)) { [weak self] in
            self?.end(id, with: .failure(.timedOut))
        }
    }

    /// Ends the transfer `id` with `result`; does nothing when it has already ended.
    func end(_ id: Int, with result: Result<HTTPResponse, HTTPError>) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: id) }) else { return }
        if transfer.task.state == .running || transfer.task.state == .suspended {
            transfer.task.cancel()
        }
        transfer.continuation.resume(returning: result)
    }

    /// Refuses, before any of the body is taken, a body whose declared length is over the limit
    /// or that comes in an encoding the request did not accept.
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let id = dataTask.taskIdentifier
        guard let limit = lock.withLock({ transfers[id]?.maxBytes }) else { return completionHandler(.allow) }
        if let encoding = Self.unrequestedEncoding(of: response) {
            completionHandler(.cancel)
            end(id, with: .failure(.unrequestedEncoding(encoding: encoding)))
        } else if response.expectedContentLength > Int64(limit) {
            completionHandler(.cancel)
            end(id, with: .failure(.tooLarge(limit: limit)))
        } else {
            completionHandler(.allow)
        }
    }

    /// The `Content-Encoding` of `response` (its first 100 characters) when it names anything
    /// but `identity`, which is all a request accepts.
    static func unrequestedEncoding(of response: URLResponse) -> String? {
        guard let encoding = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding") else { return nil }
        let codings = encoding.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard codings.contains(where: { !$0.isEmpty && $0 != "identity" }) else { return nil }
        return String(encoding.prefix(100))
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        let refusedLimit: Int? = lock.withLock {
            guard let transfer = transfers[id] else { return nil }
            if transfer.body.count + data.count > transfer.maxBytes { return transfer.maxBytes }
            // Appended in place: a copy of the transfer would make each chunk copy the whole body,
            // and the chunks would queue up in memory faster than they are taken.
            transfers[id]?.body.append(data)
            return nil
        }
        if let limit = refusedLimit { end(id, with: .failure(.tooLarge(limit: limit))) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let id = task.taskIdentifier
        guard let body = lock.withLock({ transfers[id]?.body }) else { return }
        if let error {
            end(id, with: .failure(Self.httpError(error, url: task.originalRequest?.url)))
        } else if let response = task.response as? HTTPURLResponse {
            end(id, with: .success(HTTPResponse(status: response.statusCode, headers: Self.keptHeaders(of: response), body: body)))
        } else {
            end(id, with: .failure(.transport(reason: "the response is not HTTP")))
        }
    }

    /// The headers of `response` that the log keeps (`HTTPResponse.keptHeaders`), names in lower case.
    static func keptHeaders(of response: HTTPURLResponse) -> [HTTPRequest.Header] {
        HTTPResponse.keptHeaders.compactMap { name in
            response.value(forHTTPHeaderField: name).map { HTTPRequest.Header(name: name, value: $0) }
        }
    }

    /// The `HTTPError` for an error reported by `URLSession`.
    static func httpError(_ error: any Error, url: URL?) -> HTTPError {
        let error = error as NSError
        let host = url.map { url in url.port.map { "\(url.host ?? ""):\($0)" } ?? url.host ?? "" } ?? ""
        guard error.domain == NSURLErrorDomain else { return .transport(reason: error.localizedDescription) }
        switch URLError.Code(rawValue: error.code) {
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .cannotConnectToHost: return .unreachable(reason: "cannot connect to \(host)")
        case .cannotFindHost, .dnsLookupFailed: return .unreachable(reason: "cannot find host \(host)")
        case .notConnectedToInternet: return .unreachable(reason: "not connected to the internet")
        default: return .transport(reason: error.localizedDescription)
        }
    }
}
