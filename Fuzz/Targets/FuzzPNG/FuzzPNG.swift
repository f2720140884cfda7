// libFuzzer target: PNG decoding (see FuzzEntry.png).
import FuzzEntries

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzHarness.check(FuzzEntry.png(Array(UnsafeBufferPointer(start: data, count: size))))
}
