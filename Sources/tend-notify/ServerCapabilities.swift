import CLibnotify

/// What the notification server says it supports, of what the helper uses.
struct ServerCapabilities {
    /// Buttons (`actions`).
    var actions = false
    /// The body markup of the specification (`body-markup`).
    var bodyMarkup = false

    /// The server's capabilities; nil when it cannot be asked.
    static func fetch() -> ServerCapabilities? {
        guard let list = notify_get_server_caps() else { return nil }
        defer { g_list_free_full(list, g_free) }
        var capabilities = ServerCapabilities()
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            if let data = current.pointee.data {
                let name = String(cString: data.assumingMemoryBound(to: CChar.self))
                if name.hasSameBytes(as: "actions") { capabilities.actions = true }
                if name.hasSameBytes(as: "body-markup") { capabilities.bodyMarkup = true }
            }
            node = current.pointee.next
        }
        return capabilities
    }
}
