import AppState
import Foundation

/// The images a feature requested, one slot per address in the order they were first requested.
public enum ImageSlotsReducer {
    /// The image at `url` is being requested: its slot is marked loading, added when new.
    public static func loading(_ slots: inout ImageSlots, url: URL) {
        slots.set(.loading, at: url)
    }

    /// The load of the image at `url` finished; a result for an address never requested, or not
    /// loading (an answer late or twice), is dropped: it must not undo a later load.
    public static func loaded(_ slots: inout ImageSlots, url: URL, _ result: Result<ImageInfo, ImageError>) {
        guard slots.status(of: url)?.isLoading == true else { return }
        switch result {
        case .success(let info): slots.set(.loaded(info), at: url)
        case .failure(let error): slots.set(.failed(error), at: url)
        }
    }
}
