import TendArguments

extension ManualSections {
    static let contacts = ManSection("CONTACTS", [
        .paragraph("""
            The care team lives beside the plan: tend contact add NAME with --title, --role (what they do for this \
            person, shown as instructions), --organization, --category care-team|emergency|family, the name's parts \
            (--prefix, --given, --family, --suffix), --phone, --message and --email as [LABEL=]VALUE (several of each, \
            kept in the order given, labels may repeat), --address, --geo LAT,LON and --note. A contact's id is made \
            from its name as a task's is from its title; commands take an id, a unique start of one, or the name.
            """),
        .paragraph("""
            tend contact edit changes a contact: an empty value removes a text, --category none the category, \
            --geo '' the coordinates, and --no-phone, --no-message and --no-email LABEL|VALUE remove numbers and \
            addresses; a --phone whose label is already there replaces the first number with that label. Then tend \
            contact list shows a simple card of each contact with the actions it supports, tend contact show the detailed \
            card with every number, the address, the note and the linked tasks.
            """),
        .definitions(.plain, [
            ManDefinition("call", "The tel: link of the first number, or of the one with the LABEL given; a leading + is kept."),
            ManDefinition("message", "The sms: link of the first messaging number, or of the one with LABEL."),
            ManDefinition("email", "The mailto: link of the first e-mail address, or of the one with LABEL."),
            ManDefinition("map", "geo:LAT,LON from the coordinates, and the OpenStreetMap page of the coordinates, or of the address when there are none."),
        ]),
        .paragraph("""
            Each action prints the number or address and its links, so it works over SSH and on a console, then opens \
            the first link that a desktop program handles (xdg-mime query default x-scheme-handler/SCHEME) with \
            xdg-open. With no display, or no program for the scheme, it says so and exits 0; --print never opens \
            anything. The commands tend add and tend edit link contacts to a task with --contact (several allowed; edit \
            --no-contact unlinks one), and tend show lists them with their actions. Removing a contact unlinks it.
            """),
        .paragraph("""
            A task can carry alert rules that name a contact, given with --alert (several allowed; tend edit \
            --no-alerts removes them): CONDITION: ACTION CONTACT, where the condition is a comparison of a logged \
            value (>=, >, <=, < or = and a number) on a log task, or missed N doses on a task with doses, and the \
            action is call, message or email. When tend log records a value that meets a rule it says so, as in \
            "Pain 8 /10. Your plan says: call Dr. Sato, +81 3-1234-5678." A bad rule is refused with a caret under \
            the problem. A contact that a rule names cannot be removed until the rule is.
            """),
        .paragraph("""
            tend daemon acts on missed N doses: when the N-th occurrence in a row with nothing recorded for it becomes \
            missed (when the task's next occurrence begins, or at the end of its day if that comes first), it shows one \
            critical alert, such as "Ibuprofen: 2 doses missed" with "Your plan says: message Mum, +44 7700 900123.", \
            whose Call, Message or Email button opens the contact's link with xdg-open when a desktop program handles \
            it (otherwise the daemon logs the link). A run of misses alerts once, across restarts too; quiet hours \
            hold the alert until they end, in both quiet modes. A value logged while the daemon runs (tend log in \
            a shell) that meets a rule brings the same kind of alert at once, such as "Pain 8 /10". The print \
            backend writes the link on the alert's line, and a command backend gets it in TEND_LINK.
            """),
    ])
}
