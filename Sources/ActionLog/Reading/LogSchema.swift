/// What a reader must know of the app whose log it reads: its name, the schemas this build writes,
/// and the upcasters that bring older actions up to them.
package struct LogSchema: Sendable {
    package var app: String
    package var actionSchema: Int
    package var stateSchema: Int
    /// One per action schema step, in order: `upcasters[i].from == i + 1`.
    package var upcasters: [ActionUpcaster]

    package init(app: String, actionSchema: Int, stateSchema: Int, upcasters: [ActionUpcaster]) {
        self.app = app
        self.actionSchema = actionSchema
        self.stateSchema = stateSchema
        self.upcasters = upcasters
    }
}
