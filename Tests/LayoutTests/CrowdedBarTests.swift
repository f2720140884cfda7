import Layout
import NavigationModel
import Testing

/// Apple's rule for a crowded navigation bar (PastryKit's replica of UINavigationBar), case by case:
/// the room a = W − 5 − 5, less 8 after a left item, less 11 + the right width; the back button
/// keeps min(natural, max(a/3, a − title), W/2) when both do not fit, the title gets the rest; the
/// title is centred, else moved to the nearer bound, else truncated. Widths from `PhoneWidths`
/// (the bundled fonts' advances of the strings it knows; 7 pt a character for any other string,
/// truncated ones included).
struct CrowdedBarTests {
    struct Case: CustomStringConvertible {
        var rule: String
        var width = 320.0
        var back: String?
        var leftItem: String?
        var title: String
        var rightItem: String?
        /// Expected: the back button's width and label, the title as shown and its x.
        var backWidth: Double?
        var backLabel: String?
        var shownTitle: String
        var titleX: Double

        var description: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "both fit: natural widths, the title centred on the bar",
             back: "Albums", title: "Photos", rightItem: "Edit",
             backWidth: 64, backLabel: "Albums", shownTitle: "Photos", titleX: 125),
        // a = 320 − 10 − 8 − 11 − 48 (Save) − 67 (Cancel and its gap) = 176; the title (140) gives way
        // to 176 − 48 = 128.
        Case(rule: "a short back title (Root) is never cut while the title can give way",
             back: "Root", leftItem: "Cancel", title: "Edit Contact Details", rightItem: "Save",
             backWidth: 48, backLabel: "Root", shownTitle: "Edit Contact Deta\u{2026}", titleX: 128),
        // a = 248; 160 + 131 > 248: the back button keeps a − title = 117, the title all of its 131.
        Case(rule: "the back button gives up only what the title needs",
             back: "A very long previous title", title: "Summer 2009", rightItem: "Edit",
             backWidth: 117, backLabel: "A very long\u{2026}", shownTitle: "Summer 2009", titleX: 130),
        // a = 248; a − title < a / 3 = 82: the back button keeps a third, the title the other 166.
        Case(rule: "a long back title keeps a third of the room, never a bare ellipsis",
             back: "A very long previous title", title: String(repeating: "t", count: 30), rightItem: "Edit",
             backWidth: 82, backLabel: "A very\u{2026}", shownTitle: String(repeating: "t", count: 22) + "\u{2026}",
             titleX: 95),
        Case(rule: "a back button is at most W/2",
             back: String(repeating: "z", count: 40), title: "",
             backWidth: 160, backLabel: String(repeating: "z", count: 19) + "\u{2026}", shownTitle: "", titleX: 173),
        // 5 + 95 + 8 = 108 is right of the centred 80.
        Case(rule: "the title moves right to 8 pt after the left item",
             back: "QuickForms!", title: "Sample Controls",
             backWidth: 95, backLabel: "QuickForms!", shownTitle: "Sample Controls", titleX: 108),
        // Centred it would end at 225, past 320 − 5 − 120 − 11 = 184.
        Case(rule: "the title moves left to 11 pt before the right item",
             title: "Summer 2009", rightItem: "wide",
             shownTitle: "Summer 2009", titleX: 53),
        // No back button: the title alone gives way, between Cancel + 8 and Save − 11.
        Case(rule: "without a back button the title is truncated to the room",
             leftItem: "Cancel", title: String(repeating: "u", count: 40), rightItem: "Save",
             shownTitle: String(repeating: "u", count: 24) + "\u{2026}", titleX: 75),
        // a = 480 − 10 − 8 − 11 − 43 = 408 in landscape's 480: Root and the title both fit.
        Case(rule: "the room grows with the bar (landscape width)",
             width: 480, back: "Root", title: "Edit Contact Details", rightItem: "Edit",
             backWidth: 48, backLabel: "Root", shownTitle: "Edit Contact Details", titleX: 169),
    ]

    func resolved(_ c: Case) -> ResolvedNavigationBar {
        var left: [ResolvedBarItem] = []
        if let back = c.back { left.append(ResolvedBarItem(.backButton(.init(title: back)), source: .defaultBack)) }
        if let item = c.leftItem {
            left.append(ResolvedBarItem(.item(.title(item, style: .bordered)), source: .leftBarButtonItem))
        }
        var right: [ResolvedBarItem] = []
        if let item = c.rightItem {
            let button: BarButtonItem = item == "wide" ? BarButtonItem(.title("About", style: .bordered), width: 120)
                : item == "Edit" ? .system(.edit) : .title(item, style: .done)
            right.append(ResolvedBarItem(.item(button), source: .rightBarButtonItem))
        }
        return ResolvedNavigationBar(left: left, center: .title(c.title), right: right)
    }

    @Test("crowded bars", arguments: cases)
    func crowded(_ c: Case) throws {
        let layout = NavigationBarLayout(resolved(c), width: c.width, context: PhoneWidths.context)
        if let backWidth = c.backWidth {
            let back = try #require(layout.left.first)
            #expect(back.frame.width == backWidth, "back width")
            #expect(back.label?.text == c.backLabel, "back label")
            #expect(back.frame.x == 5)
        }
        guard case .title(let title) = layout.center else { Issue.record("no title"); return }
        #expect(title.text == c.shownTitle, "title")
        #expect(title.frame.x == c.titleX, "title x")
        // Whole points everywhere, and the title between its bounds.
        for item in layout.left + layout.right { #expect(item.frame.width == item.frame.width.rounded()) }
        #expect(title.frame.width == title.frame.width.rounded())
        let lower = (layout.left.last?.frame.maxX).map { $0 + 8 } ?? 5
        let upper = (layout.right.last?.frame.minX).map { $0 - 11 } ?? c.width - 5
        if !title.text.isEmpty {
            #expect(title.frame.minX >= lower && title.frame.maxX <= upper, "title between \(lower) and \(upper)")
        }
    }

    /// The rule's arithmetic on its own.
    @Test func backButtonWidthRule() {
        // Fits: natural.
        #expect(CrowdedBar.backButtonWidth(natural: 48, centreWidth: 100, room: 248, barWidth: 320) == 48)
        // a − title wins over a/3.
        #expect(CrowdedBar.backButtonWidth(natural: 160, centreWidth: 131, room: 248, barWidth: 320) == 117)
        // a/3 (rounded down) wins over a − title.
        #expect(CrowdedBar.backButtonWidth(natural: 160, centreWidth: 300, room: 248, barWidth: 320) == 82)
        // Never more than W/2, never less than the art.
        #expect(CrowdedBar.backButtonWidth(natural: 400, centreWidth: 0, room: 600, barWidth: 320) == 160)
        #expect(CrowdedBar.backButtonWidth(natural: 60, centreWidth: 100, room: 30, barWidth: 320) == 20)
        #expect(CrowdedBar.room(barWidth: 320, hasLeftItems: true, otherLeftSpan: 0, rightSpan: 43) == 248)
        #expect(CrowdedBar.room(barWidth: 320, hasLeftItems: false, otherLeftSpan: 0, rightSpan: nil) == 310)
    }
}
