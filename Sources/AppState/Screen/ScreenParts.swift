import Foundation

/// A button as a screen shows it: its title, and whether a tap does anything.
public struct ScreenButton: Equatable, Codable, Sendable {
    public var title: String
    public var isEnabled: Bool

    public init(_ title: String, isEnabled: Bool = true) {
        self.title = title
        self.isEnabled = isEnabled
    }

    /// A favorite's heart: filled when `isFilled`.
    public static func heart(isFilled: Bool, isEnabled: Bool = true) -> ScreenButton {
        ScreenButton(isFilled ? "♥" : "♡", isEnabled: isEnabled)
    }
}

/// A tab bar or a segmented control: the titles in order and the one selected.
public struct ScreenTabBar: Equatable, Codable, Sendable {
    public var tabs: [String]
    public var selected: String

    public init(tabs: [String], selected: String) {
        self.tabs = tabs
        self.selected = selected
    }

    /// The position of the selected tab, 0 when it is not among the tabs.
    public var selectedIndex: Int { tabs.firstIndex(of: selected) ?? 0 }
}

/// A sentence the screen shows instead of, or above, its content (loading, a failure, nothing
/// found), with the button that acts on it when there is one ("Retry").
public struct ScreenNotice: Equatable, Codable, Sendable {
    public var text: String
    public var button: ScreenButton?

    public init(_ text: String, button: ScreenButton? = nil) {
        self.text = text
        self.button = button
    }

    /// A failure that Retry may mend.
    public static func retryable(_ text: String) -> ScreenNotice {
        ScreenNotice(text, button: ScreenButton("Retry"))
    }
}

/// An alert over the screen: a title, a message and its buttons, the first being the default.
public struct ScreenAlert: Equatable, Codable, Sendable {
    public var title: String
    public var message: String
    public var buttons: [String]

    public init(title: String, message: String, buttons: [String] = ["OK"]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// A point on a map with its label.
public struct ScreenPin: Equatable, Codable, Sendable {
    public var title: String
    public var latitude: Double
    public var longitude: Double

    public init(_ title: String, at coordinate: Coordinate) {
        self.title = title
        latitude = coordinate.latitude
        longitude = coordinate.longitude
    }
}
