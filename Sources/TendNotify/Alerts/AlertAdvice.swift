import TendCore

/// The sentence that says what an alert rule asks for, the same in `tend log`'s line and in
/// the daemon's popup: `Your plan says: call Dr. Sato, +81 3-1234-5678.`
public enum AlertAdvice {
    /// What the rule's `action` on `contact` asks, with the number or address `link` uses
    /// (left out when the contact no longer has one).
    public static func sentence(_ action: ContactAction, contact: Contact, link: ContactLink?) -> String {
        let reach = link.map { ", " + TextSanitizer.sanitize($0.text) } ?? ""
        return "Your plan says: \(action.rawValue) " + TextSanitizer.sanitize(contact.name) + reach + "."
    }
}
