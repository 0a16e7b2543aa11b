import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// The scripts that record the showcase sessions in `Sessions/`, and the runner answering their
/// storage effects (the only effects the showcase has).
enum ShowcaseScripts {
    static func runner(storedFavorites: [String]?) -> ScriptedEffectRunner {
        ScriptedEffectRunner { effect in
            switch effect {
            case .load(let key):
                let data = storedFavorites.flatMap { try? CanonicalJSON.encode($0) }
                return .loaded(key: key, .success(data))
            case .persist(let key, _):
                return .persisted(key: key, error: nil)
            default:
                return nil
            }
        }
    }

    static func tabsAndNavigation(_ store: Store<ShowcaseFeature>) async {
        await store.send(.launched)
        await store.send(.navigation(.navigation(.pushed(screen: .item(id: "alpha")))))
        await store.send(.navigation(.navigation(.pushed(screen: .item(id: "beta")))))
        await store.send(.navigation(.tabSelected(tab: .browser)))
        await store.send(.navigation(.navigation(.pushed(screen: .settings))))
        await store.send(.navigation(.tabSelected(tab: .home)))
        await store.send(.navigation(.navigation(.pushed(screen: .item(id: "gamma")))))
        await store.send(.navigation(.navigation(.poppedTo(index: 0))))
        await store.send(.navigation(.tabSelected(tab: .home)))
        await store.send(.navigation(.navigation(.popped)))
        await store.send(.navigation(.tabSelected(tab: .favorites)))
        await store.send(.modal(.presented(modal: .map)))
        await store.send(.modal(.presented(modal: .share)))
        await store.send(.modal(.dismissed))
        await store.send(.navigation(.navigation(.pushed(screen: .item(id: "delta")))))
    }

    static func browserHistory(_ store: Store<ShowcaseFeature>) async {
        await store.send(.launched)
        await store.send(.navigation(.tabSelected(tab: .browser)))
        await store.send(.browser(.loadProgressed(entry: 1, progress: 0.5)))
        await store.send(.browser(.loadFinished(entry: 1)))
        await store.send(.browser(.addressSubmitted(address: "https://www.swift.org/documentation/")))
        await store.send(.browser(.loadFinished(entry: 2)))
        await store.send(.browser(.addressSubmitted(address: "ftp://files.example.com/readme")))
        await store.send(.browser(.addressSubmitted(address: "https://www.swift.org/blog/")))
        await store.send(.browser(.loadFailed(entry: 3, reason: "The network connection was lost.")))
        await store.send(.browser(.backTapped))
        await store.send(.browser(.backTapped))
        await store.send(.browser(.backTapped))
        await store.send(.browser(.nextTapped))
        await store.send(.browser(.addressSubmitted(address: "https://forums.swift.org")))
        await store.send(.browser(.loadProgressed(entry: 4, progress: 0.25)))
        await store.send(.browser(.refreshTapped))
        await store.send(.browser(.loadFinished(entry: 4)))
    }

    static func favorites(_ store: Store<ShowcaseFeature>) async {
        await store.send(.launched)
        await store.send(.favorites(.toggled(id: "elm")))
        await store.send(.favorites(.toggled(id: "swift")))
        await store.send(.favorites(.toggled(id: "haskell")))
        await store.send(.favorites(.toggled(id: "swift")))
    }
}
