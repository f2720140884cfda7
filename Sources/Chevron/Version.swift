/// The version `chevron --version` prints.
public enum ChevronVersion {
    public static let string = "0.1.0"
}
