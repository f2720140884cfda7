#if canImport(Glibc)
import Glibc
#endif

/// Maps in the pages of a large buffer that is about to be written, in one system call, instead of
/// one page fault per 4 KiB page on first touch. A 640 × 960 image is 600 pages: faulting them in
/// one at a time cost a whole `chevron diff` process more than decoding did. Only a hint: where the
/// kernel lacks `MADV_POPULATE_WRITE` (Linux < 5.14), or on other systems, nothing happens and
/// the pages fault in as before.
enum Prefault {
    /// Buffers smaller than this are left alone (they are few pages, often already mapped).
    static let threshold = 256 * 1024

    static func writable(_ pointer: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
        guard byteCount >= threshold else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0 else { return }
        // Whole pages inside the buffer only: madvise takes a page-aligned start.
        let start = (Int(bitPattern: pointer) + page - 1) / page * page
        let end = (Int(bitPattern: pointer) + byteCount) / page * page
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, 23)  // MADV_POPULATE_WRITE
        #endif
    }
}
