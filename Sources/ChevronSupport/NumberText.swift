/// Numbers written the way people write them in reports and messages.
package enum NumberText {
    /// A number of points as people write it: `49`, `12.5`.
    package static func points(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
