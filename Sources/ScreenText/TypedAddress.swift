/// An address being typed in the internets tab, and where it leads: the address bar, a link the
/// page follows, or the address the page's load is redirected to. The last two stand in for what a
/// web view reports by itself, so a person at a terminal can make it happen.
package struct TypedAddress: Equatable, Sendable {
    package enum Purpose: Equatable, Sendable {
        case addressBar, link, redirect
    }

    package var text: String
    package var purpose: Purpose

    package init(_ text: String = "", for purpose: Purpose) {
        self.text = text
        self.purpose = purpose
    }

    /// What the line being typed starts with.
    var label: String {
        switch purpose {
        case .addressBar: "Address: "
        case .link: "Link to: "
        case .redirect: "Redirect to: "
        }
    }

    /// The keys while typing.
    var help: String {
        switch purpose {
        case .addressBar: "type the address · enter go · esc cancel"
        case .link: "type the link's address · enter follow it · esc cancel"
        case .redirect: "type where the page redirects · enter redirect · esc cancel"
        }
    }
}
