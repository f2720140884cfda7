import _CLibYAML

#if canImport(Glibc)
import Glibc
#endif

/// libyaml's events for a long scene file, parsed ahead on a second thread while `YAMLComposer`
/// builds the nodes on the calling one: libyaml's scanning is half of what composing a long file
/// costs (2000 views: 45 M of 70 M instructions), and the two overlap. The parser thread hands the
/// events over in chunks of `chunkSize` under one mutex; the composer takes them in order and frees
/// each once read, exactly as it does with events it parses itself, so the nodes (and every error's
/// wording and place) are the same. A parse error ends the stream where libyaml stopped: the
/// composer reads the parser's error only once the thread is done with it.
final class YAMLEventPipe: @unchecked Sendable {
    /// Below this many bytes a file is parsed on the calling thread: starting a thread (about
    /// 50–100 µs) costs more than a short file's scanning.
    static let minimumBytes = 32 * 1024
    static let chunkSize = 512

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    // At allocated addresses, which pthreads require (see `Locked`).
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var thread = pthread_t()
    // Shared, under `mutex`.
    private var ready: [[yaml_event_t]] = []
    private var finished = false
    private var cancelled = false
    // The composer's side.
    private var current: [yaml_event_t] = []
    private var index = 0
    private var taken = 0

    private init(parser: UnsafeMutablePointer<yaml_parser_t>) {
        self.parser = parser
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        pthread_cond_destroy(condition)
        mutex.deallocate()
        condition.deallocate()
    }

    /// A pipe whose thread has started parsing with `parser` (its input set), or nil when the
    /// thread cannot be started (then the caller parses on its own thread).
    static func start(_ parser: UnsafeMutablePointer<yaml_parser_t>) -> YAMLEventPipe? {
        let pipe = YAMLEventPipe(parser: parser)
        let box = Unmanaged.passRetained(pipe)
        let started = pthread_create(&pipe.thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<YAMLEventPipe>.fromOpaque(raw).takeRetainedValue().produce()
            return nil
        }, box.toOpaque()) == 0
        if !started { box.release() }
        return started ? pipe : nil
    }

    /// The next event, which the caller frees; nil when libyaml failed (its error is in the parser).
    func next() -> yaml_event_t? {
        if index < current.count {
            index += 1
            return current[index - 1]
        }
        pthread_mutex_lock(mutex)
        while taken == ready.count && !finished { pthread_cond_wait(condition, mutex) }
        let chunk: [yaml_event_t]? = taken < ready.count ? ready[taken] : nil
        if chunk != nil {
            ready[taken] = []
            taken += 1
        }
        pthread_mutex_unlock(mutex)
        guard let chunk, !chunk.isEmpty else { return nil }
        current = chunk
        index = 1
        return chunk[0]
    }

    /// Stops the thread (at its next chunk), waits for it, and frees the events nobody read. Call
    /// once, before the parser is deleted.
    func finish() {
        pthread_mutex_lock(mutex)
        cancelled = true
        pthread_mutex_unlock(mutex)
        pthread_join(thread, nil)
        for i in index..<current.count { yaml_event_delete(&current[i]) }
        current = []
        for c in taken..<ready.count {
            for i in ready[c].indices { yaml_event_delete(&ready[c][i]) }
        }
        ready = []
    }

    /// The thread: parses to the end of the stream or the first error, a chunk at a time.
    private func produce() {
        var chunk: [yaml_event_t] = []
        chunk.reserveCapacity(YAMLEventPipe.chunkSize)
        while true {
            var event = yaml_event_t()
            let parsed = yaml_parser_parse(parser, &event) == 1
            if parsed { chunk.append(event) }
            let end = !parsed || event.type == YAML_STREAM_END_EVENT
            if end || chunk.count == YAMLEventPipe.chunkSize {
                pthread_mutex_lock(mutex)
                let stop = cancelled
                if !stop { ready.append(chunk) }
                finished = end || stop
                pthread_cond_signal(condition)
                pthread_mutex_unlock(mutex)
                if stop {
                    for i in chunk.indices { yaml_event_delete(&chunk[i]) }
                    return
                }
                if end { return }
                chunk = []
                chunk.reserveCapacity(YAMLEventPipe.chunkSize)
            }
        }
    }
}
