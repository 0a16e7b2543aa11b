import AppState
import Foundation

/// The images a feature requested, one slot per address in the order they were first requested.
public enum ImageSlotsReducer {
    /// The image at `url` is being requested: its slot is marked loading, added when new.
    public static func loading(_ slots: inout [ImageSlot], url: URL) {
        if let index = slots.firstIndex(where: { $0.url == url }) {
            slots[index].status = .loading
        } else {
            slots.append(ImageSlot(url: url, status: .loading))
        }
    }

    /// The load of the image at `url` finished; a result for an address never requested, or not
    /// loading (an answer late or twice), is dropped: it must not undo a later load.
    public static func loaded(_ slots: inout [ImageSlot], url: URL, _ result: Result<ImageInfo, ImageError>) {
        guard let index = slots.firstIndex(where: { $0.url == url }), slots[index].status.isLoading else { return }
        switch result {
        case .success(let info): slots[index].status = .loaded(info)
        case .failure(let error): slots[index].status = .failed(error)
        }
    }
}
