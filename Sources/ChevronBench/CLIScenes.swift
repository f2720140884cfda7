import Foundation
import Raster
import RasterPNG

/// Scene files for the whole-process rows of the benchmark (docs/DESIGN.md §Benchmark): one 320 ×
/// 44 pt navigation bar rendered at @2x (≤ 30 ms for the whole `chevron render`), and a set of full
/// screens rendered in one call to see how much a second core adds (≥ 1.8 × the 1-core throughput).
enum CLIScenes {
    /// A bar like the standard scene's: back button, title, Edit.
    static let bar = """
        # Benchmark: one 320 x 44 pt navigation bar at @2x.
        navigationBar:
          items:
            - title: Albums
            - title: Photos
              rightBarButtonItem: { systemItem: edit }

        """

    /// A whole screen like the standard scene: bar, back button, Edit, toolbar with a segmented control.
    static let screen = """
        # Benchmark: the many-scenes row; one of many copies rendered in a single call.
        canvas: { scale: 2 }
        navigationController:
          toolbarHidden: false
          viewControllers:
            - title: Albums
            - title: Photos
              navigationItem:
                rightBarButtonItem: { systemItem: edit }
              toolbarItems:
                - { systemItem: flexibleSpace }
                - customView:
                    segmentedControl: { items: [One, Two, Three], selectedSegmentIndex: 1, segmentedControlStyle: bar }
                - { systemItem: flexibleSpace }

        """

    /// A push, for the `chevron animate` row: Settings → General with an Edit button, at @2x.
    static let push = """
        canvas: { scale: 2 }
        navigationController:
          viewControllers:
            - { id: settings, title: Settings }
          operations:
            - push: { id: general, title: General, navigationItem: { rightBarButtonItem: { systemItem: edit } } }

        """

    /// Four screens, for the `chevron flow` row: a push, another push and a pop.
    static let flow = """
        canvas: { scale: 2 }
        navigationController:
          viewControllers:
            - { id: mailboxes, title: Mailboxes }
          operations:
            - push: { id: inbox, title: Inbox, navigationItem: { rightBarButtonItem: { systemItem: edit } } }
            - push: { id: message, title: "1 of 12" }
            - pop

        """

    /// A 10 000-row plain table (the limit) on a 320 × 480 screen at 1x, for the table row: only the
    /// rows on the screen are laid out and drawn (docs/DESIGN.md §Table views), so the whole
    /// process should cost what a screenful does (issue 22: under 10 ms).
    static var table: String {
        "canvas: { scale: 1 }\nnavigationController:\n  viewControllers:\n    - title: Rows\n      content:\n"
            + "        table:\n          rows: [" + (0..<10_000).map { "Row \($0)" }.joined(separator: ", ") + "]\n"
    }

    /// A screen with the keyboard up, at @2x, for the keyboard row (issue 34: the whole process
    /// under 10 ms): Mail's To: field first responder over a few rows.
    static let keyboard = """
        canvas: { scale: 2 }
        navigationController:
          viewControllers:
            - title: New Message
              navigationItem:
                leftBarButtonItem: { systemItem: cancel }
                rightBarButtonItem: { title: Send, style: done }
              content:
                background: "#ffffff"
                rows: false
                subviews:
                  - label: { frame: [8, 12, 30, 20], text: "To:", textColor: "#7f7f7f", font: { size: 15 } }
                  - textField: { frame: [37, 7, 250, 31], text: kate, font: { size: 15 }, firstResponder: true,
                                 keyboardType: emailAddress }
                  - view: { frame: [0, 43, 320, 1], backgroundColor: "#c8c7cc" }

        """

    /// A view controller's view of 2000 views at @2x, for the views row (issue 33: the whole
    /// process in 30 ms): 100 groups of 20 — a group `view` with a background holding a nested
    /// group, an avatar image, two labels (one bold), a rounded-rect button and 14 small labels
    /// and images — the groups in a grid, most of them off the canvas as a long screen's are.
    static var views: String {
        var lines = ["canvas: { scale: 2 }", "navigationController:", "  viewControllers:", "    - title: Views",
                     "      content:", "        rows: false", "        subviews:"]
        for g in 0..<100 {
            let x = (g % 4) * 80, y = (g / 4) * 60
            lines.append("          - view:")
            lines.append("              frame: [\(x), \(y), 80, 60]")
            lines.append("              backgroundColor: \"#f\(g % 10)f\(g % 10)f\(g % 10)\"")
            lines.append("              subviews:")
            lines.append("                - view:")
            lines.append("                    frame: [2, 2, 76, 56]")
            lines.append("                    clipsToBounds: true")
            lines.append("                    subviews:")
            lines.append("                      - imageView: { frame: [2, 2, 16, 16], image: dot.png }")
            lines.append("                      - label: { frame: [20, 2, 54, 12], text: \"Sender \(g)\", "
                         + "font: { size: 11, weight: bold } }")
            lines.append("                      - label: { frame: [20, 14, 54, 10], text: \"Subject of \(g)\", "
                         + "font: { size: 9 }, textColor: \"#7f7f7f\" }")
            lines.append("                      - button: { frame: [2, 36, 40, 18], buttonType: roundedRect, title: OK }")
            for i in 0..<7 {
                lines.append("                      - label: { frame: [\(44 + i * 4), 26, 4, 8], text: \"\(i)\", "
                             + "font: { size: 6 } }")
                lines.append("                      - imageView: { frame: [\(44 + i * 4), 36, 4, 4], image: dot.png }")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How many screens the many-scenes row renders in one call: enough that the process start
    /// and font loading, done once on one core, are a small part of the call (about 17 ms against
    /// 1.5 ms a screen).
    static let screenCount = 200

    /// Writes the bar scene and the screens into `folder`; returns their paths.
    static func write(into folder: String) throws
        -> (bar: String, push: String, flow: String, table: String, keyboard: String, views: String,
            screens: [String])
    {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let barPath = "\(folder)/bar.yaml", pushPath = "\(folder)/push.yaml", flowPath = "\(folder)/flow.yaml"
        try bar.write(toFile: barPath, atomically: true, encoding: .utf8)
        try push.write(toFile: pushPath, atomically: true, encoding: .utf8)
        try flow.write(toFile: flowPath, atomically: true, encoding: .utf8)
        let tablePath = "\(folder)/table.yaml"
        try table.write(toFile: tablePath, atomically: true, encoding: .utf8)
        let keyboardPath = "\(folder)/keyboard.yaml"
        try keyboard.write(toFile: keyboardPath, atomically: true, encoding: .utf8)
        let viewsPath = "\(folder)/views.yaml"
        try views.write(toFile: viewsPath, atomically: true, encoding: .utf8)
        // The views scene's image: an 8 × 8 blue dot.
        var dot = try Bitmap(width: 8, height: 8, fill: Color(rgb: 0x2f7cf6).premultiplied)
        dot.pixels[0] = 0
        try Data(try PNG.encode(dot)).write(to: URL(fileURLWithPath: "\(folder)/dot.png"))
        let screens = try (1...screenCount).map { i -> String in
            let path = "\(folder)/screen\(i < 10 ? "00" : (i < 100 ? "0" : ""))\(i).yaml"
            try screen.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        return (barPath, pushPath, flowPath, tablePath, keyboardPath, viewsPath, screens)
    }
}
