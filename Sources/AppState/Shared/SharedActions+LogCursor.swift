import ActionLog

// The shared reducers' actions read straight from a line (`LogCursor`), in the spelling of
// `SharedActions+LogCodable.swift`: fields in key order.

extension NavigationAction: LogCursorCase where Screen: LogCodable {
    /// Reads the case `name` straight from a line's bytes, the cursor on its fields.
    public init(logCase name: LogCursorName, cursor: inout LogCursor) throws(LogCursor.Miss) {
        if name.is("pushed") {
            self = .pushed(screen: try cursor.only("screen"))
        } else if name.is("popped") {
            try cursor.emptyObject()
            self = .popped
        } else if name.is("poppedToRoot") {
            try cursor.emptyObject()
            self = .poppedToRoot
        } else if name.is("poppedTo") {
            self = .poppedTo(index: try cursor.only("index"))
        } else {
            throw LogCursor.Miss()
        }
    }
}

extension TabNavigationAction: LogCursorCase where Tab: LogCodable, Screen: LogCodable {
    /// Reads the case `name` straight from a line's bytes, the cursor on its fields.
    public init(logCase name: LogCursorName, cursor: inout LogCursor) throws(LogCursor.Miss) {
        if name.is("tabSelected") {
            self = .tabSelected(tab: try cursor.only("tab"))
        } else if let child = name.child(of: "navigation") {
            self = .navigation(try NavigationAction(logCase: child, cursor: &cursor))
        } else {
            throw LogCursor.Miss()
        }
    }
}

extension ModalAction: LogCursorCase where Modal: LogCodable {
    /// Reads the case `name` straight from a line's bytes, the cursor on its fields.
    public init(logCase name: LogCursorName, cursor: inout LogCursor) throws(LogCursor.Miss) {
        if name.is("presented") {
            self = .presented(modal: try cursor.only("modal"))
        } else if name.is("dismissed") {
            try cursor.emptyObject()
            self = .dismissed
        } else {
            throw LogCursor.Miss()
        }
    }
}

extension FavoritesAction: LogCursorCase where ID: LogCodable {
    /// Reads the case `name` straight from a line's bytes, the cursor on its fields.
    public init(logCase name: LogCursorName, cursor: inout LogCursor) throws(LogCursor.Miss) {
        if name.is("toggled") {
            self = .toggled(id: try cursor.only("id"))
        } else if name.is("restored") {
            self = .restored(ids: try cursor.only("ids"))
        } else {
            throw LogCursor.Miss()
        }
    }
}

extension BrowserAction: LogCursorCase {
    /// Reads the case `name` straight from a line's bytes, the cursor on its fields.
    public init(logCase name: LogCursorName, cursor c: inout LogCursor) throws(LogCursor.Miss) {
        if name.is("addressSubmitted") {
            self = .addressSubmitted(address: try c.only("address"))
            return
        }
        if let tap: BrowserAction = name.is("backTapped") ? .backTapped : name.is("nextTapped") ? .nextTapped
            : name.is("refreshTapped") ? .refreshTapped : nil
        {
            try c.emptyObject()
            self = tap
            return
        }
        try c.beginObject()
        if name.is("linkFollowed") {
            let address: String = try c("address")
            self = .linkFollowed(entry: try c("entry"), address: address)
        } else if name.is("redirected") {
            let address: String = try c("address")
            let entry: BrowserEntryID = try c("entry")
            self = .redirected(entry: entry, request: try c("request"), address: address)
        } else if name.is("loadProgressed") {
            let entry: BrowserEntryID = try c("entry")
            let progress: Double = try c("progress")
            self = .loadProgressed(entry: entry, progress: progress, request: try c.optional("request"))
        } else if name.is("loadFinished") {
            let entry: BrowserEntryID = try c("entry")
            self = .loadFinished(entry: entry, request: try c.optional("request"))
        } else if name.is("loadFailed") {
            let entry: BrowserEntryID = try c("entry")
            let reason: String = try c("reason")
            self = .loadFailed(entry: entry, reason: reason, request: try c.optional("request"))
        } else {
            throw LogCursor.Miss()
        }
        try c.endObject()
    }
}

extension BannerAction: LogCursorCase {
    /// Reads the case `name` straight from a line's bytes, the cursor on its fields.
    public init(logCase name: LogCursorName, cursor c: inout LogCursor) throws(LogCursor.Miss) {
        if name.is("tapped") {
            try c.emptyObject()
            self = .tapped
        } else if name.is("dragCancelled") {
            try c.emptyObject()
            self = .dragCancelled
        } else if name.is("dragChanged") {
            self = .dragChanged(sample: try c.only("sample"))
        } else if name.is("dragEnded") {
            self = .dragEnded(sample: try c.only("sample"))
        } else {
            throw LogCursor.Miss()
        }
    }
}

extension BannerDragSample {
    /// Reads the value straight from a line's bytes, its members in the order of their keys'
    /// bytes (read through its tree, a drag's sample cost about 3,000 instructions); `Miss` leaves
    /// any other spelling, such as a number written `"nan"`, to `init(logValue:at:)`.
    public init(logCursor c: inout LogCursor) throws(LogCursor.Miss) {
        try c.beginObject()
        let containerHeight: Double = try c("containerHeight")
        let time: Timestamp = try c("time")
        let translation: Double = try c("translation")
        try c.endObject()
        self.init(time: time, translation: translation, containerHeight: containerHeight)
    }
}
