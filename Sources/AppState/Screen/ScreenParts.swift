import Foundation

/// A button as a screen shows it: its title, and whether a tap does anything.
public struct ScreenButton: Equatable, Codable, Sendable {
    /// The button's title.
    public var title: String
    /// Whether the button can be tapped.
    public var isEnabled: Bool

    /// A button titled `title`.
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
    /// The tabs' titles, in order.
    public var tabs: [String]
    /// The selected tab's title.
    public var selected: String

    /// A bar of `tabs` with `selected` selected.
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
    /// What the notice says.
    public var text: String
    /// The notice's button, such as Retry, if any.
    public var button: ScreenButton?

    /// A notice saying `text`, with `button` if given.
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
    /// The alert's title.
    public var title: String
    /// The alert's message.
    public var message: String
    /// The alert's buttons' titles.
    public var buttons: [String]

    /// An alert with these texts.
    public init(title: String, message: String, buttons: [String] = ["OK"]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// A point on a map with its label.
public struct ScreenPin: Equatable, Codable, Sendable {
    /// The pin's title.
    public var title: String
    /// The pin's latitude, in degrees.
    public var latitude: Double
    /// The pin's longitude, in degrees.
    public var longitude: Double

    /// A pin titled `title` at `coordinate`.
    public init(_ title: String, at coordinate: Coordinate) {
        self.title = title
        latitude = coordinate.latitude
        longitude = coordinate.longitude
    }
}
