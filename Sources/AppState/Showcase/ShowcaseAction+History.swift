import ActionLog

// How older builds spelled these values, and the schema steps that bring their logs to today's
// spelling (`ShowcaseAction+LogCodable.swift`).
// History: frozen, never changed; a new schema step is added here.

extension ShowcaseDestination {
    /// `item` named its id `_0`.
    package static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling(["item": .fields(["id"])])
    }
}

extension ShowcaseAction {
    /// Format 1 wrapped each child action in `_0`, pushed screens included
    /// (`{"pushed":{"_0":{"item":{"_0":"alpha"}}}}`), and named the restore failure's reason `_0`.
    package static var formatOneSpelling: PositionalSpelling {
        PositionalSpelling([
            "navigation": .child(
                TabNavigationAction<ShowcaseTab, ShowcaseDestination>.formatOneSpelling(screen: ShowcaseDestination.formatOneSpelling)),
            "modal": .child(ModalAction<ShowcaseModal>.formatOneSpelling()),
            "browser": .child(BrowserAction.formatOneSpelling),
            "favorites": .child(FavoritesAction<String>.formatOneSpelling),
            "favoritesRestoreFailed": .fields(["reason"]),
        ])
    }
}
