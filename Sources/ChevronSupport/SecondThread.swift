#if canImport(Glibc)
import Glibc
#endif

/// Runs two pieces of work at once: the second on a thread of its own (one plain pthread), the
/// first on the calling thread, and returns when both are done. For `diff`'s two decodes: a
/// Dispatch pool would start a manager thread and its event loop as well, in a process that lives
/// a few milliseconds. When the thread cannot be started, the second runs after the first.
package enum SecondThread {
    package static func run(_ first: () -> Void, alongside second: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Work(second))
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().body()
            return nil
        }, box.toOpaque()) == 0
        first()
        if started {
            pthread_join(thread, nil)
        } else {
            box.takeRetainedValue().body()
        }
    }

    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
