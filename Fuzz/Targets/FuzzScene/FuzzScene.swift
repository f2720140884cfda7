// libFuzzer target: scene parsing, YAML → model (see FuzzEntry.scene).
import FuzzEntries

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzHarness.check(FuzzEntry.scene(Array(UnsafeBufferPointer(start: data, count: size))))
}
