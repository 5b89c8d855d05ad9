import RefactoredAdapters
import Specs
import StarterAdapters

extension Implementation {
    /// The implementation's apps as the specs see them, through its adapter. Each opens its
    /// expense files in the other implementation too, for the specs of a file both share.
    public var adapters: Adapters {
        switch self {
        case .starter: Self.starterAdapters
        case .refactored: Self.refactoredAdapters
        }
    }

    private static let starterAdapters = Adapters.starter.sharingFiles(with: Adapters.refactored.expenses)
    private static let refactoredAdapters = Adapters.refactored.sharingFiles(with: Adapters.starter.expenses)
}
