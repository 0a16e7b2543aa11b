import ActionLog
import AppState

extension FilmsSettings {
    /// State schema 3 → 4: the settings (`config` in the state) gained `source`; every older state read the server, the only
    /// source there was, so it gets `"server"`.
    static var sourceAdded: StateUpcaster {
        StateUpcaster(from: 3) { state in
            guard case .object(let members) = state else { return state }
            return .object(members.map { member in
                guard member.key == "config", case .object(let config) = member.value,
                    !config.contains(where: { $0.key == "source" })
                else { return member }
                return (member.key, .object(config + [("source", .string(FilmsSource.server.rawValue))]))
            })
        }
    }
}
