import AppState

/// Presents and dismisses one modal at a time. A refused request changes nothing and says why.
package enum ModalPresentationReducer {
    package static func reduce<Modal>(_ state: inout ModalPresentation<Modal>, _ action: ModalAction<Modal>) -> ModalRefusal<Modal>? {
        switch action {
        case .presented(let modal):
            if let current = state.presented { return .alreadyPresenting(modal: current) }
            state.presented = modal
        case .dismissed:
            if state.presented == nil { return .nothingToDismiss }
            state.presented = nil
        }
        return nil
    }
}
