// libFuzzer target: command-line option values through chevron's own parser (see FuzzEntry.options).
import FuzzEntries

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOptions(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzHarness.check(FuzzEntry.options(Array(UnsafeBufferPointer(start: data, count: size))))
}
