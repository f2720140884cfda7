/// The version `chevron --version` prints.
package enum ChevronVersion {
    package static let string = "0.1.0"
}
