import ActionLog

/// A launch line as a replay met it: the process it starts, counted from the header's (launch 1).
public struct ProcessLaunch: Equatable, Sendable {
    /// 2 for the first launch line: the header starts launch 1.
    public var number: Int
    /// The log line of the launch.
    public var line: Int
    /// The launch line as read: its time and the state the process started from.
    public var launch: Launch

    package init(number: Int, line: Int, launch: Launch) {
        self.number = number
        self.line = line
        self.launch = launch
    }
}
