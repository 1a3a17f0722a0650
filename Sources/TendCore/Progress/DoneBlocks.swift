/// The done occurrences of one schedule version as the store keeps them: blocks of 64
/// occurrence indices, each with a mask whose bit `index & 63` is set for a done one, in
/// ascending block order. Asked about indices in ascending order, it answers each in constant
/// time, walking the blocks once.
public struct DoneBlocks: Sendable {
    private var blocks: [(block: Int, bits: UInt64)] = []
    private var next = 0

    public init() {}

    /// Forgets the blocks, keeping their storage, for the next version.
    public mutating func removeAll() {
        blocks.removeAll(keepingCapacity: true)
        next = 0
    }

    /// Adds the block `block` (`index >> 6`) with its mask; blocks come in ascending order.
    public mutating func append(block: Int, bits: UInt64) {
        blocks.append((block, bits))
    }

    /// Whether the occurrence `index` is done; `index` is no smaller than the one asked before.
    public mutating func contains(_ index: Int) -> Bool {
        let block = index >> 6
        while next < blocks.count && blocks[next].block < block { next += 1 }
        return next < blocks.count && blocks[next].block == block && blocks[next].bits >> UInt64(index & 63) & 1 == 1
    }
}
