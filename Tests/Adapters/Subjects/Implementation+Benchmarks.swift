import KataHarness
import RefactoredAdapter
import StarterAdapter

extension Implementation {
    /// The implementation's apps as `kata bench` drives them, through its adapter.
    @MainActor
    public var benchmarks: any BenchmarkedApps {
        switch self {
        case .starter: StarterBenchmarks()
        case .refactored: RefactoredBenchmarks()
        }
    }
}
