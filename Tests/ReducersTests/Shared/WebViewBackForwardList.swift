/// A model of a web view's back-forward list as WKWebView documents it (`WKBackForwardList`): the
/// items visited, oldest first, and the index of the current one. Loading an address (typed or a
/// link) makes it the current item after the old current one and drops the items ahead of it; a
/// redirect replaces the current item's address; back and forward move the index when there is an
/// item there; a reload changes no item.
struct WebViewBackForwardList: Equatable {
    private(set) var items: [String]
    private(set) var index = 0

    init(initial address: String) { items = [address] }

    var currentItem: String { items[index] }
    var canGoBack: Bool { index > 0 }
    var canGoForward: Bool { index < items.count - 1 }

    mutating func load(_ address: String) {
        items = Array(items[...index]) + [address]
        index += 1
    }

    mutating func redirect(to address: String) {
        items[index] = address
    }

    mutating func goBack() {
        if canGoBack { index -= 1 }
    }

    mutating func goForward() {
        if canGoForward { index += 1 }
    }
}
