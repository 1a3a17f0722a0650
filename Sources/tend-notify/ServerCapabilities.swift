import CLibnotify

/// What the notification server says it supports (`actions`, `body-markup`, …).
enum ServerCapabilities {
    /// The server's capabilities; empty when it cannot be asked.
    static func fetch() -> Set<String> {
        guard let list = notify_get_server_caps() else { return [] }
        defer { g_list_free_full(list, g_free) }
        var capabilities: Set<String> = []
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            if let data = current.pointee.data {
                capabilities.insert(String(cString: data.assumingMemoryBound(to: CChar.self)))
            }
            node = current.pointee.next
        }
        return capabilities
    }
}
