// libFuzzer target: trees the folder diff lists — names, links, loops, depth (see FuzzEntry.folder).
import FuzzEntries

#if canImport(Glibc)
import Glibc
#endif

/// The trees go under $TMPDIR (else /tmp), in a folder of this process's own.
let scratch: String = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFolder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzHarness.check(FuzzEntry.folder(Array(UnsafeBufferPointer(start: data, count: size)), scratch: scratch))
}
