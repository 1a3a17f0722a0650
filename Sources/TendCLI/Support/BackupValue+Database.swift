import TendInterchange
import TendStore

extension BackupValue {
    /// The cell of a backup that carries `value`.
    init(_ value: DatabaseValue) {
        switch value {
        case .integer(let number): self = .integer(number)
        case .real(let number): self = .real(number)
        case .text(let text): self = .text(text)
        case .blob(let bytes): self = .blob(bytes)
        case .null: self = .null
        }
    }
}

extension DatabaseValue {
    /// The database value a backup's `cell` carries.
    init(_ cell: BackupValue) {
        switch cell {
        case .integer(let number): self = .integer(number)
        case .real(let number): self = .real(number)
        case .text(let text): self = .text(text)
        case .blob(let bytes): self = .blob(bytes)
        case .null: self = .null
        }
    }
}
