import ActionLog

// Dining's actions read straight from a line (`LogCursor`), in the spelling of
// `DiningAction+LogCodable.swift`. The cases that carry a result are read from the tree of
// their fields.

extension DiningAction: LogCursorCase {
    /// Reads the case `name` straight from a line's bytes, the cursor on its fields.
    public init(logCase name: LogCursorName, cursor c: inout LogCursor) throws(LogCursor.Miss) {
        if let child = name.child(of: "banner") {
            self = .banner(try BannerAction(logCase: child, cursor: &c))
        } else if let tap: DiningAction = name.is("launched") ? .launched : name.is("backTapped") ? .backTapped
            : name.is("signInTapped") ? .signInTapped : name.is("searchFiltersTapped") ? .searchFiltersTapped
            : name.is("modalDismissed") ? .modalDismissed : nil
        {
            try c.emptyObject()
            self = tap
        } else if name.is("tabSelected") {
            self = .tabSelected(tab: try c.only("tab"))
        } else if name.is("restaurantTapped") {
            self = .restaurantTapped(id: try c.only("id"))
        } else if name.is("cardTapped") {
            self = .cardTapped(card: try c.only("card"))
        } else if name.is("layoutWidthChanged") {
            self = .layoutWidthChanged(pixels: try c.only("pixels"))
        } else if name.is("imageRetryTapped") {
            self = .imageRetryTapped(url: try c.only("url"))
        } else {
            try self.init(treeOfCase: name, cursor: &c)
        }
    }
}
