extension Effect {
    /// Whether `result` is this effect's answer: the same kind of effect, with its id (a request,
    /// an image load, a timer) or its storage key (a read, a write). A cancel has none.
    package func isAnswered(by result: EffectResult) -> Bool {
        switch (self, result) {
        case (.http(let request), .http(let id, _)): request.id == id
        case (.loadImage(let id, _), .image(let answered, _, _)), (.timer(let id, _), .timerFired(let answered)),
            (.readBundledFile(let id, _, _), .bundledFileRead(let answered, _, _)):
            id == answered
        case (.load(let key), .loaded(let answered, _)), (.persist(let key, _), .persisted(let answered, _)): key == answered
        default: false
        }
    }
}
