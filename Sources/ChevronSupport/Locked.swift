#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a mutex, for state that threads share: a font face's FreeType handles and glyph
/// cache (FreeType's `FT_Face` may be used by one thread at a time only: FreeType documentation,
/// "Multi-threading"), or the results of work spread over threads (package access).
///
/// A plain pthread mutex rather than `Synchronization.Mutex` (macOS 15 and later only) or `NSLock`
/// (Foundation, which nothing else in the render path loads), at one allocated address for the
/// lock's whole life: a `pthread_mutex_t` stored as a property and passed as `&property` is not
/// promised a stable address by Swift, which pthreads require.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
