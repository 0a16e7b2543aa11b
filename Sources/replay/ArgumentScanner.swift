/// A mistake on the command line: reported as one line, the synopsis of the command, and a hint to
/// read the manual, never the whole manual.
struct UsageError: Error, Equatable {
    var message: String

    init(_ message: String) { self.message = message }
}

/// Walks command-line arguments: options with their values (`--until 5` or `--until=5`), positional
/// arguments, `-` (standard input), and `--`, after which every argument is positional.
struct ArgumentScanner {
    private var remaining: ArraySlice<String>
    /// The value given with `=` to the option just returned.
    private var attachedValue: String?
    private var onlyPositional = false
    private var option = ""
    private(set) var positional: [String] = []

    init(_ arguments: [String]) { remaining = arguments[...] }

    /// The next option, such as `--until`, collecting positional arguments on the way; `nil` at the end.
    mutating func nextOption() throws(UsageError) -> String? {
        if attachedValue != nil { throw UsageError("\(option) takes no value") }
        while let argument = remaining.popFirst() {
            if onlyPositional || argument == "-" || !argument.hasPrefix("-") {
                positional.append(argument)
            } else if argument == "--" {
                onlyPositional = true
            } else if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                option = String(argument[..<equals])
                attachedValue = String(argument[argument.index(after: equals)...])
                return option
            } else {
                option = argument
                return argument
            }
        }
        return nil
    }

    /// The value of the option just returned: after `=`, or the next argument.
    mutating func value(_ what: String) throws(UsageError) -> String {
        if let attached = attachedValue {
            attachedValue = nil
            return attached
        }
        guard let next = remaining.first, !(next.hasPrefix("--") && next.count > 2) else {
            throw UsageError("\(option) needs \(what)")
        }
        remaining.removeFirst()
        return next
    }

    /// The value of the option just returned, as a whole number of at least `minimum`.
    mutating func number(_ what: String, minimum: Int) throws(UsageError) -> Int {
        let text = try value(what)
        guard let number = Int(text), number >= minimum else {
            throw UsageError("\(option) takes \(what) of \(minimum) or more, not \"\(text)\"")
        }
        return number
    }

    /// The option just returned, refused as unknown.
    func unknown() -> UsageError {
        UsageError("unknown option \(option)")
    }
}
