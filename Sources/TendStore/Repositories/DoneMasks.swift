import TendCore

/// The SQL of the done-occurrence reads: the masks of 64 occurrence indices that migration 6's
/// triggers keep in `done_masks`, a row for up to 64 outcomes.
enum DoneMaskSQL {
    static let ofVersionIn = """
        SELECT block, bits FROM done_masks
        WHERE task_id = ? AND version = ? AND block >= ? AND block <= ?
        ORDER BY block
        """
}

extension ReadTransaction {
    /// Calls `body` with each block of 64 occurrence indices of version `version` of `taskID`
    /// that meets `indices` and holds a done occurrence (one with an outcome), ascending: the
    /// block's number (`index >> 6`) and its mask (bit `index & 63` set when that occurrence
    /// is done). Bits of indices outside `indices` may be set; `DailyAdherence.add` merges the
    /// masks with the occurrences it expands, which lie inside.
    public func forEachDoneMask(of taskID: String, version: Int, in indices: Range<Int>, _ body: (Int, UInt64) -> Void) throws {
        guard !indices.isEmpty else { return }
        try connection.prepare(DoneMaskSQL.ofVersionIn).forEachRow([taskID, version, indices.lowerBound >> 6, (indices.upperBound - 1) >> 6]) {
            body($0.int(0), UInt64(bitPattern: $0.int64(1)))
        }
    }
}
