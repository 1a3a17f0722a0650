/// Text gathered as bytes and handed on in chunks of about `chunkBytes`, so that a file of any
/// length is written with the memory of one chunk: the backup and the iCalendar export.
struct ChunkedOutput {
    private let output: ([UInt8]) throws -> Void
    private let chunkBytes: Int
    private var pending: [UInt8] = []

    /// Output that hands its bytes to `output` once about `chunkBytes` have gathered.
    init(chunkBytes: Int, output: @escaping ([UInt8]) throws -> Void) {
        self.output = output
        self.chunkBytes = chunkBytes
        pending.reserveCapacity(chunkBytes + 4096)
    }

    /// Appends `text`, and hands on the chunk once it is full.
    mutating func append(_ text: String) throws {
        pending.append(contentsOf: text.utf8)
        if pending.count >= chunkBytes { try flush() }
    }

    /// Lets `body` append bytes, and hands on the chunk once it is full.
    mutating func append(_ body: (inout [UInt8]) -> Void) throws {
        body(&pending)
        if pending.count >= chunkBytes { try flush() }
    }

    /// Hands on what has gathered.
    mutating func flush() throws {
        guard !pending.isEmpty else { return }
        try output(pending)
        pending.removeAll(keepingCapacity: true)
    }
}
