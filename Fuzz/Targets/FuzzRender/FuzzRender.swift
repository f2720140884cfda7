// libFuzzer target: scene → pixels on a small canvas (see FuzzEntry.render).
import FuzzEntries

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzHarness.check(FuzzEntry.render(Array(UnsafeBufferPointer(start: data, count: size)),
                                       imageFolder: FuzzHarness.imageFolder))
}
