#if canImport(Glibc)
import Glibc
#endif

/// Runs two pieces of work at once: the second on a thread of its own (one plain pthread), the
/// first on the calling thread, and returns when both are done. For `diff`'s two decodes: a
/// Dispatch pool would start a manager thread and its event loop as well, in a process that lives
/// a few milliseconds.
///
/// The thread is started once per process, at the first call, and then waits for the next piece
/// of work: a render hands it the keyboard's labels and then half of the PNG, and `animate` a
/// keyboard's labels every frame, each for a wake-up instead of a thread's start (about 50–100 µs
/// and its stack's fresh pages). A call made while the thread is busy (from another thread, or
/// from the second piece itself) gets a thread of its own, as every call once did; when no thread
/// can be started, the second piece runs after the first.
package enum SecondThread {
    package static func run(_ first: () -> Void, alongside second: @escaping @Sendable () -> Void) {
        if let worker = Worker.shared, worker.begin(second) {
            first()
            worker.finish()
            return
        }
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

    /// The process's waiting thread: one piece of work at a time, handed over under a mutex.
    private final class Worker: @unchecked Sendable {
        /// Started at the first use; nil when the thread could not be started.
        static let shared: Worker? = {
            let worker = Worker()
            var thread = pthread_t()
            let started = pthread_create(&thread, nil, { raw in
                guard let raw else { return nil }
                Unmanaged<Worker>.fromOpaque(raw).takeUnretainedValue().loop()
                return nil
            }, Unmanaged.passRetained(worker).toOpaque()) == 0
            guard started else { return nil }
            pthread_detach(thread)
            return worker
        }()

        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        /// A caller holds the thread, from `begin` until `finish` returns.
        private var busy = false
        private var work: (@Sendable () -> Void)?
        private var done = false

        private init() {
            mutex.initialize(to: pthread_mutex_t())
            changed.initialize(to: pthread_cond_t())
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(changed, nil)
        }

        /// Hands `body` to the thread; false (and nothing handed over) when it is busy.
        func begin(_ body: @escaping @Sendable () -> Void) -> Bool {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            guard !busy else { return false }
            busy = true
            done = false
            work = body
            pthread_cond_broadcast(changed)
            return true
        }

        /// Waits until the piece handed over by `begin` is done.
        func finish() {
            pthread_mutex_lock(mutex)
            while !done { pthread_cond_wait(changed, mutex) }
            busy = false
            pthread_mutex_unlock(mutex)
        }

        private func loop() {
            while true {
                pthread_mutex_lock(mutex)
                while work == nil { pthread_cond_wait(changed, mutex) }
                let body = work
                work = nil
                pthread_mutex_unlock(mutex)
                body?()
                pthread_mutex_lock(mutex)
                done = true
                pthread_cond_broadcast(changed)
                pthread_mutex_unlock(mutex)
            }
        }
    }
}
