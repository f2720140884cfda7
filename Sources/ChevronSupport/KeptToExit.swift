/// What a short-lived process keeps until it exits instead of freeing: a command that renders one
/// scene and exits need not release its YAML tree (some 40 000 nodes for 2000 views), its scene and
/// its layout one object at a time, when the exit hands all of its memory back at once.
///
/// Off unless the process turns it on (`chevron render` of one scene does, before it reads the
/// scene): a library user, the preview server and a batch of many scenes free as usual, since they
/// live on after the render.
package enum KeptToExit {
    private static let kept = Locked<(on: Bool, values: [Any])>((false, []))

    /// From now on, `keep` keeps what it is given until the process exits.
    package static func turnOn() {
        kept.withLock { $0.on = true }
    }

    /// Keeps `value` (and everything it holds) alive until the process exits, when turned on;
    /// otherwise does nothing, and `value` is freed as usual once its last owner lets it go.
    package static func keep(_ value: Any) {
        kept.withLock { if $0.on { $0.values.append(value) } }
    }
}
