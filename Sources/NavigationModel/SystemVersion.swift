/// Which iPhone OS the scene draws (`systemVersion:`, docs/DESIGN.md §System versions): 3.0, the
/// default, is iPhone OS 3 as Chevron has always drawn it; 4.0 and 5.0 change only what the
/// iOS 4 and 5 screenshots of ../shared/fidelity show changed, measured there.
public enum SystemVersion: String, CaseIterable, Hashable, Sendable, Comparable {
    case v3 = "3.0"
    case v4 = "4.0"
    case v5 = "5.0"

    public static func < (a: SystemVersion, b: SystemVersion) -> Bool { a.rank < b.rank }

    private var rank: Int {
        switch self {
        case .v3: 3
        case .v4: 4
        case .v5: 5
        }
    }
}
