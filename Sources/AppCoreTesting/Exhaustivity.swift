/// How much of each step a `TestStore` makes a test assert.
public enum Exhaustivity: Equatable, Sendable {
    /// Every change to the state and every effect must be asserted: what a test leaves out fails it.
    case on
    /// Only what a test asserts is checked: the state's other changes are accepted, and effects
    /// nobody asserted are let go, as in a test of one part of a larger feature.
    case off
}
