import AppState

/// Presents and dismisses one modal at a time.
public enum ModalPresentationReducer {
    public static func reduce<Modal>(_ state: inout ModalPresentation<Modal>, _ action: ModalAction<Modal>) {
        state.lastRefusal = nil
        switch action {
        case .presented(let modal):
            if let current = state.presented {
                state.lastRefusal = .alreadyPresenting(current)
            } else {
                state.presented = modal
            }
        case .dismissed:
            if state.presented == nil { state.lastRefusal = .nothingToDismiss }
            state.presented = nil
        }
    }
}
