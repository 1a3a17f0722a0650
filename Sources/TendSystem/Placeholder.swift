import TendCore
