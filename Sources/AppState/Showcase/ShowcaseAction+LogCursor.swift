import ActionLog

// The showcase's actions read straight from a line (`LogCursor`), in the spelling of
// `ShowcaseAction+LogCodable.swift`.

extension ShowcaseDestination: LogCursorCase {
    /// Reads the case `name` straight from a line's bytes, the cursor on its fields.
    public init(logCase name: LogCursorName, cursor: inout LogCursor) throws(LogCursor.Miss) {
        if name.is("item") {
            self = .item(id: try cursor.only("id"))
        } else if name.is("settings") {
            try cursor.emptyObject()
            self = .settings
        } else {
            throw LogCursor.Miss()
        }
    }
}

extension ShowcaseAction: LogCursorCase {
    /// Reads the case `name` straight from a line's bytes, the cursor on its fields.
    public init(logCase name: LogCursorName, cursor: inout LogCursor) throws(LogCursor.Miss) {
        if let child = name.child(of: "navigation") {
            self = .navigation(try TabNavigationAction(logCase: child, cursor: &cursor))
        } else if let child = name.child(of: "browser") {
            self = .browser(try BrowserAction(logCase: child, cursor: &cursor))
        } else if let child = name.child(of: "modal") {
            self = .modal(try ModalAction(logCase: child, cursor: &cursor))
        } else if let child = name.child(of: "favorites") {
            self = .favorites(try FavoritesAction(logCase: child, cursor: &cursor))
        } else if name.is("launched") {
            try cursor.emptyObject()
            self = .launched
        } else if name.is("favoritesRestoreFailed") {
            self = .favoritesRestoreFailed(reason: try cursor.only("reason"))
        } else if name.is("favoritesReadFailed") {
            self = .favoritesReadFailed(reason: try cursor.only("reason"))
        } else if name.is("favoritesWriteFailed") {
            self = .favoritesWriteFailed(reason: try cursor.only("reason"))
        } else {
            throw LogCursor.Miss()
        }
    }
}
