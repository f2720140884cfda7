// libFuzzer target: raw HTTP request bytes against a published preview (see FuzzEntry.http).
import FuzzEntries

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTP(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzHarness.check(FuzzEntry.http(Array(UnsafeBufferPointer(start: data, count: size))))
}
