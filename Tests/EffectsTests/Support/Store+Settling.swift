import ActionLog
import Effects
import Reducers

extension Store {
    /// Sends `actions` one by one, waiting after each until every effect it started (and every
    /// action those caused) has been reduced.
    func sendAndSettle(_ actions: F.Action...) async {
        for action in actions {
            await send(action)
            await settle()
        }
    }
}
