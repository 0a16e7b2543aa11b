import Foundation

/// The two hosts of the reservation's pictures (`resizer.otstatic.com` for the restaurant's,
/// `ot-foodspotting-production.s3.amazonaws.com` for the dishes'), served from 127.0.0.1 so that no
/// test reaches the internet: at the paths of the sizes the default layout width picks in
/// `FullReservation.json`, small placeholder PNGs from `Fixtures/lunch/images` (the restaurant's
/// picture `chuys.png`, 23×12; each dish photo `glorias.png`, 21×11). Other paths answer 404.
final class DiningPictureHost {
    static let picturePath = "/resizer/v2/photos/wide-large/24399459.jpg"
    static let dishPhotoPaths = [
        "/foodspotting/reviews/1945384/thumb_600.jpg",
        "/foodspotting/reviews/1275359/thumb_600.JPG",
        "/foodspotting/reviews/2753202/thumb_600.jpg",
    ]

    let server: LocalServer
    private let folder: URL

    init() throws {
        folder = try SessionHarness.temporaryFolder()
        let images = SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/lunch/images")
        for (path, name) in [(Self.picturePath, "chuys.png")] + Self.dishPhotoPaths.map({ ($0, "glorias.png") }) {
            let file = folder.appendingPathComponent(String(path.dropFirst()))
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: images.appendingPathComponent(name), to: file)
        }
        server = try LocalServer(root: folder.path)
    }

    deinit { stop() }

    /// The `--map` rules that send both hosts to this server.
    var maps: [(prefix: String, replacement: String)] {
        [
            ("https://resizer.otstatic.com/", "http://127.0.0.1:\(server.port)/resizer/"),
            ("https://ot-foodspotting-production.s3.amazonaws.com/", "http://127.0.0.1:\(server.port)/foodspotting/"),
        ]
    }

    func stop() {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
