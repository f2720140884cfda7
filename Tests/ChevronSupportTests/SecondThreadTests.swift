import ChevronSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `SecondThread.run` runs both pieces and returns after both, whether its waiting thread takes the
/// second or (busy: a call from the second piece, from the first, or from other threads at once) a
/// thread of its own does.
struct SecondThreadTests {
    @Test func bothPiecesRunEveryTime() {
        let seen = Locked([Int]())
        for i in 0..<200 {
            var first = -1
            SecondThread.run({ first = i }, alongside: { seen.withLock { $0.append(i) } })
            #expect(first == i)
            #expect(seen.withLock { $0.last } == i)
        }
        #expect(seen.withLock { $0 } == Array(0..<200))
    }

    @Test func callsFromEitherPieceAreNotWaitedOnForever() {
        let count = Locked(0)
        SecondThread.run({
            SecondThread.run({ count.withLock { $0 += 1 } }, alongside: { count.withLock { $0 += 1 } })
        }, alongside: {
            SecondThread.run({ count.withLock { $0 += 1 } }, alongside: { count.withLock { $0 += 1 } })
        })
        #expect(count.withLock { $0 } == 4)
    }

    @Test func callsFromManyThreadsAtOnce() {
        let count = Locked(0)
        let threads = 4, rounds = 50
        var ids: [pthread_t] = []
        for _ in 0..<threads {
            var thread = pthread_t()
            let box = Unmanaged.passRetained(Rounds(count: count, rounds: rounds))
            let started = pthread_create(&thread, nil, { raw in
                guard let raw else { return nil }
                Unmanaged<Rounds>.fromOpaque(raw).takeRetainedValue().run()
                return nil
            }, box.toOpaque()) == 0
            #expect(started)
            if started { ids.append(thread) } else { box.release() }
        }
        for thread in ids { pthread_join(thread, nil) }
        #expect(count.withLock { $0 } == ids.count * rounds * 2)
    }

    private final class Rounds: @unchecked Sendable {
        let count: Locked<Int>
        let rounds: Int
        init(count: Locked<Int>, rounds: Int) {
            self.count = count
            self.rounds = rounds
        }

        func run() {
            for _ in 0..<rounds {
                SecondThread.run({ count.withLock { $0 += 1 } }, alongside: { [count] in count.withLock { $0 += 1 } })
            }
        }
    }
}
