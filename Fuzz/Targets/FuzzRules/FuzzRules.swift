// libFuzzer target: a --rules file (see FuzzEntry.rules).
import FuzzEntries

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRules(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzHarness.check(FuzzEntry.rules(Array(UnsafeBufferPointer(start: data, count: size))))
}
