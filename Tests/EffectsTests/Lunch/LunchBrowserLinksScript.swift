import AppState
import Effects
import Reducers

/// The script of `Sessions/lunch-browser-links.jsonl`: launch, then the internets tab's web view
/// follows links and a redirect by itself (seed 000: "Back, Next, and Refresh functionality as you
/// would see in a full-featured web browser"). From the seed's first page a link to services, a
/// link to careers over http redirected to https (the report of the load before the redirect
/// dropped), back twice, a late redirect of careers refused, a link to work with a password in its
/// address (never logged), back, and a late link from work refused.
///
/// Recorded with `LiveEffectRunner` against the local server, as `lunch-tour`: the web view's page
/// loads are its own, so only the feed, its images and the favorites are effects.
enum LunchBrowserLinksScript {
    static let homePage = "https://www.bottlerocketstudios.com"
    static let servicesPage = LunchTourScript.servicesPage
    static let careersOverHTTP = "http://www.bottlerocketstudios.com/careers"
    static let careersPage = LunchTourScript.careersPage
    static let workPage = "https://www.bottlerocketstudios.com/work"

    static func run(_ store: Store<LunchFeature>) async {
        let steps: [LunchAction] = [
            .launched,
            .layoutChanged(sizeClass: .compact),
            .tabSelected(tab: .internets),
            .browser(.loadFinished(entry: 1, request: 1)),
            .browser(.linkFollowed(entry: 1, address: servicesPage)),
            .browser(.loadFinished(entry: 2, request: 1)),
            .browser(.linkFollowed(entry: 2, address: careersOverHTTP)),
            .browser(.redirected(entry: 3, request: 1, address: careersPage)),
            .browser(.loadFinished(entry: 3, request: 1)),
            .browser(.loadFinished(entry: 3, request: 2)),
            .browser(.backTapped),
            .browser(.backTapped),
            .browser(.redirected(entry: 3, request: 2, address: careersPage + "/")),
            .browser(.loadFinished(entry: 1, request: 2)),
            .browser(.linkFollowed(entry: 1, address: "https://ann:hunter2@www.bottlerocketstudios.com/work")),
            .browser(.loadFinished(entry: 4, request: 1)),
            .browser(.backTapped),
            .browser(.linkFollowed(entry: 4, address: workPage + "/late")),
        ]
        for action in steps { await store.sendAndSettle(action) }
    }
}
