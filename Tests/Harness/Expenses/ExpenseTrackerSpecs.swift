/// The expense tracker's specs (BEHAVIOUR.md section 1).
public enum ExpenseTrackerSpecs {
    public static let all: [Spec] = []
}
