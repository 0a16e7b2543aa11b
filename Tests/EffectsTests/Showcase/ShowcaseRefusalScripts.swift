import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// The scripts of the showcase sessions that show what the shared reducers refuse: a browser
/// whose pages follow links and redirect while the user goes back and forth, and a navigation
/// stack popped past its end, over favorites storage that holds something else than a list.
enum ShowcaseRefusalScripts {
    static let blog = "https://swift.org/blog"
    static let blogRedirected = "https://www.swift.org/blog/"

    /// Storage holding, under the favorites key, an object where a list of ids belongs.
    static func corruptFavoritesRunner() -> ScriptedEffectRunner {
        ScriptedEffectRunner { effect in
            switch effect {
            case .load(let key): .loaded(key: key, .success(Data(#"{"favorites":"swift"}"#.utf8)))
            case .persist(let key, _): .persisted(key: key, error: nil)
            default: nil
            }
        }
    }

    /// `showcase-links-and-redirects`: on the browser tab, next with nothing ahead; a link on the
    /// home page, redirected; refresh, then the first load's redirect arrives late; back; the page
    /// left behind still follows a link.
    static func linksAndRedirects(_ store: Store<ShowcaseFeature>) async {
        await store.send(.launched)
        await store.send(.navigation(.tabSelected(tab: .browser)))
        await store.send(.browser(.loadFinished(entry: 1, request: 1)))
        await store.send(.browser(.nextTapped))
        await store.send(.browser(.linkFollowed(entry: 1, address: blog)))
        await store.send(.browser(.redirected(entry: 2, request: 1, address: blogRedirected)))
        await store.send(.browser(.refreshTapped))
        await store.send(.browser(.redirected(entry: 2, request: 2, address: "https://www.swift.org/blog/index.html")))
        await store.send(.browser(.loadFinished(entry: 2, request: 3)))
        await store.send(.browser(.backTapped))
        await store.send(.browser(.linkFollowed(entry: 2, address: "https://www.swift.org/blog/swift-6/")))
        await store.send(.browser(.loadFinished(entry: 1, request: 2)))
    }

    /// `showcase-stack-and-corrupt-favorites`: the stored favorites do not read as a list; three
    /// items pushed, a pop to a fourth that is not there, pop to root, a dismissal with nothing
    /// presented, and a favorite stored over what could not be read.
    static func stackAndCorruptFavorites(_ store: Store<ShowcaseFeature>) async {
        await store.send(.launched)
        for item: ShowcaseItemID in ["alpha", "beta", "gamma"] {
            await store.send(.navigation(.navigation(.pushed(screen: .item(id: item)))))
        }
        await store.send(.navigation(.navigation(.poppedTo(index: 3))))
        await store.send(.navigation(.navigation(.poppedToRoot)))
        await store.send(.modal(.dismissed))
        await store.send(.favorites(.toggled(id: "swift")))
    }
}
