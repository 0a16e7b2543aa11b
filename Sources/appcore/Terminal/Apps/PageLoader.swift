import AppState
import Effects
import Reducers

/// What stands for the internets tab's web view: it loads the browser's current page each time
/// that entry is requested (a link followed and a redirect are requests too), and reports the load
/// as the web view would (`loadFinished`, or `loadFailed` with why), naming the request, so the
/// answer of a load superseded since is dropped. It shows no page: a terminal cannot.
struct PageLoader {
    /// The entry and request last loaded, so that each request is loaded once.
    private var started: (entry: BrowserEntryID, request: Int)?

    mutating func load(_ browser: BrowserHistory, _ context: TerminalContext<LunchFeature>) {
        let entry = browser.current
        guard case .loading = entry.status, started.map({ $0 != (entry.id, entry.requestCount) }) ?? true else { return }
        started = (entry.id, entry.requestCount)
        // The history keeps only addresses Foundation reads; a refusal of its own spelling is
        // reported as the web view would report an address it cannot open.
        guard let url = entry.url.url else {
            Task { @MainActor in
                context.send(.browser(.loadFailed(entry: entry.id, reason: "\(entry.url) is not an address.", request: entry.requestCount)))
            }
            return
        }
        let runner = context.runner
        let request = HTTPRequest(id: "page", url: url, timeout: 30)
        Task { @MainActor in
            let result = await runner.http.perform(request, at: runner.address(for: url))
            switch result {
            case .success(let response) where (200..<400).contains(response.status):
                context.send(.browser(.loadFinished(entry: entry.id, request: entry.requestCount)))
            case .success(let response):
                let reason = "\(Sentences.host(of: url)) answered with an error (HTTP \(response.status))."
                context.send(.browser(.loadFailed(entry: entry.id, reason: reason, request: entry.requestCount)))
            case .failure(let error):
                let reason = Sentences.transport(error, host: Sentences.host(of: url))
                context.send(.browser(.loadFailed(entry: entry.id, reason: reason, request: entry.requestCount)))
            }
        }
    }
}
