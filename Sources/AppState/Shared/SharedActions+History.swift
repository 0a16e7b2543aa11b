import ActionLog
import Foundation

// How older builds spelled these values, and the schema steps that bring their logs to today's
// spelling (`SharedActions+LogCodable.swift`).
// History: frozen, never changed; a new schema step is added here.

extension BrowserAction {
    /// Action schema 3 (Lunch, Showcase): load reports may name their load with `request`.
    /// Older reports name none and keep their meaning, so the step converts nothing.
    package static var loadNumbered: ActionUpcaster {
        .addingOnly(from: 2, summary: "browser load reports may name their load (request); older ones name none")
    }

    /// The step to Lunch action schema 5 and Showcase 4: the browser follows links and redirects
    /// (`linkFollowed`, `redirected`). Older logs hold neither, so the step converts nothing; the
    /// raised schema makes an older build refuse a newer log at its header.
    package static func linksFollowed(from schema: Int) -> ActionUpcaster {
        .addingOnly(from: schema, summary: "the browser's linkFollowed and redirected added; older actions are unchanged")
    }

    /// Only `addressSubmitted` had a positional value; the others were labeled already.
    package static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling(["addressSubmitted": .fields(["address"])])
    }
}

extension NavigationAction where Screen: LogCodable {
    /// `pushed` named its screen `_0`.
    package static func formatOneSpelling(screen: PositionalSpelling? = nil) -> PositionalSpelling {
        PositionalSpelling(["pushed": .fields(["screen"], nested: screen.map { ["screen": $0] } ?? [:])])
    }
}

extension TabNavigationAction where Tab: LogCodable, Screen: LogCodable {
    package static func formatOneSpelling(screen: PositionalSpelling? = nil) -> PositionalSpelling {
        PositionalSpelling([
            "tabSelected": .fields(["tab"]),
            "navigation": .child(NavigationAction<Screen>.formatOneSpelling(screen: screen)),
        ])
    }
}

extension ModalAction where Modal: LogCodable {
    package static func formatOneSpelling(modal: PositionalSpelling? = nil) -> PositionalSpelling {
        PositionalSpelling(["presented": .fields(["modal"], nested: modal.map { ["modal": $0] } ?? [:])])
    }
}

extension FavoritesAction where ID: LogCodable {
    package static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling(["toggled": .fields(["id"]), "restored": .fields(["ids"])])
    }
}

extension BannerAction {
    package static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling(["dragChanged": .fields(["sample"]), "dragEnded": .fields(["sample"])])
    }
}
