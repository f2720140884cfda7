// libFuzzer target: a shard's blob as merge-reports reads it (see FuzzEntry.blob).
import FuzzEntries

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBlob(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzHarness.check(FuzzEntry.blob(Array(UnsafeBufferPointer(start: data, count: size))))
}
