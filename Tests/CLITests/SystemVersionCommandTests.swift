import Foundation
import Testing

/// `systemVersion` through the command line: an unknown version is one line at its place, exit 65,
/// naming the three it takes (docs/DESIGN.md §System versions).
struct SystemVersionCommandTests {
    @Test func anUnknownVersionNamesTheThree() throws {
        let folder = try ChevronProcess.scratch()
        let path = folder.appendingPathComponent("v.yaml").path
        try "systemVersion: 6.0\nnavigationBar: { items: [{ title: A }] }\n".write(toFile: path, atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["render", path, "-o", folder.appendingPathComponent("v.png").path], in: folder)
        #expect(r.status == 65)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stderr)")
        #expect(r.stderr.contains("v.yaml:1:16: error at systemVersion: unknown systemVersion `6.0`: it takes 3.0, 4.0 or 5.0"),
                "\(r.stderr)")
        let ok = folder.appendingPathComponent("ok.yaml").path
        try "systemVersion: 5.0\nnavigationBar: { items: [{ title: A }] }\n".write(toFile: ok, atomically: true, encoding: .utf8)
        #expect(try ChevronProcess.run(["resolve", ok], in: folder).status == 0)
    }
}
