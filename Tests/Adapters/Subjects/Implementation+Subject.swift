import KataHarness
import RefactoredAdapter
import StarterAdapter

extension Implementation {
    /// The implementation's apps as the specs see them, through its adapter. Each opens its
    /// expense files in the other implementation too, for the specs of a file both share.
    public var subject: Subject {
        switch self {
        case .starter: Self.starterSubject
        case .refactored: Self.refactoredSubject
        }
    }

    private static let starterSubject = Subject.starter.sharingFiles(with: Subject.refactored.expenses)
    private static let refactoredSubject = Subject.refactored.sharingFiles(with: Subject.starter.expenses)
}
