import KataHarness
import RefactoredAdapter
import StarterAdapter

extension Implementation {
    /// The implementation's apps as the specs see them, through its adapter.
    public var subject: Subject {
        switch self {
        case .starter: .starter
        case .refactored: .refactored
        }
    }
}
