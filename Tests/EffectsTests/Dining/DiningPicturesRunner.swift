import AppState
import Effects
import Foundation

/// The device storage holding the exercise's full reservation (`DiningSessionScripts.runner()`),
/// and an image host that sends each picture in the size the feed lists for it, except the first
/// load of `failingOnce`, which its server answers with 503 Service Unavailable.
actor DiningPicturesRunner: EffectRunner {
    private let storage: ScriptedEffectRunner
    private let failingOnce: AddressText
    private var failed = false

    init(failingOnce: AddressText) throws {
        storage = try DiningSessionScripts.runner()
        self.failingOnce = failingOnce
    }

    func run(_ effect: Effect) async -> EffectResult? {
        guard case .loadImage(let id, let url) = effect else { return await storage.run(effect) }
        if url == failingOnce, !failed {
            failed = true
            return .image(id: id, url: url, .failure(.badStatus(status: 503)))
        }
        return .image(id: id, url: url, .success(Self.info(of: url)))
    }

    /// A JPEG of the size `FullReservation.json` gives the address (1280×720 for the picture's
    /// `wide-huge`, 590×590 for a dish's `thumb_600`); its bytes are not the point of the session.
    private static func info(of url: AddressText) -> ImageInfo {
        let isPicture = url.url?.host == "resizer.otstatic.com"
        return ImageInfo(
            format: .jpeg, byteCount: isPicture ? 96_212 : 48_733, width: isPicture ? 1_280 : 590, height: isPicture ? 720 : 590,
            digest: String(repeating: isPicture ? "a" : "d", count: 64), fromCache: false)
    }
}
