import Geometry
import NavigationModel

/// A table view laid out on the canvas (docs/DESIGN.md §Table views): only what the frame shows.
/// Sections are measured by their row count (every row is the table's `rowHeight`), so finding the visible rows costs
/// one step per section and one per visible row: a 10 000-row table costs what a screenful costs.
/// Every text is cut here, once, to the room it has (whole-point widths, as bars' labels), and the
/// painter draws exactly these strings at these places.
public struct TableLayout: Hashable, Sendable {
    /// What a text is, for its colour and shadow (the painter picks them).
    public enum Role: String, Hashable, Sendable {
        /// A cell's text: black (white when selected).
        case text
        /// Value 1's detail, `#385487`; value 2's label, the same blue.
        case blueDetail
        /// Subtitle's detail: grey.
        case greyDetail
        /// A text field's text (black) and its placeholder (grey).
        case fieldText
        case placeholder
        /// A grouped section's header or footer: `#4d576d` over a white shadow.
        case groupedHeader
        /// A plain section's header or footer: white over a grey shadow, on its strip.
        case plainHeader
        /// A section index title (a "•" standing for titles left out too).
        case index
        /// The index's `{search}` (UIKit's `UITableViewIndexSearch`): the magnifier, drawn in the
        /// index's colour in the label's box.
        case indexSearch
        /// A badge's count: white.
        case badge
    }

    /// A text as drawn: its string (cut with "…" where it did not fit), font, where its baseline
    /// starts, and the width it was cut to.
    public struct Label: Hashable, Sendable {
        public var text: String
        public var font: FontSpec
        public var origin: Point
        public var width: Double
        public var role: Role
        /// Whether UIKit centres this label at a fractional baseline and rounds it to the device's
        /// pixels, as a bar's labels (the painter's `BarText.deviceBaseline`: at @2x half a point
        /// above `origin.y`): a cell's texts and a grouped section's header, measured on both
        /// retina screenshots; not a grouped footer (top-aligned lines, on whole points there).
        package var centredBaseline = false
        /// The row's `textColor` or `detailTextColor` for this label; nil for its role's.
        package var color: RGBAColor?
        /// The row's `highlightedTextColor` or `detailHighlightedTextColor`: the label's colour on a
        /// selected row; nil for white, UIKit's default.
        package var highlightedColor: RGBAColor?
        /// How its glyphs are drawn at @2x and up, where the retina phone's Helvetica Neue differs
        /// from Heros (the painter's `RetinaFont`; measured per text style on both retina
        /// screenshots, docs/DESIGN.md §Table views, "glyphs at @2x"): as at 1x unless measured otherwise.
        package var retinaGlyphs = RetinaGlyphs.unchanged

        /// How a table's text follows the retina phone's font at @2x and up.
        package enum RetinaGlyphs: Hashable, Sendable {
            /// As at 1x: not measured, or no closer to the phone either way (value 1's detail).
            case unchanged
            /// Glyphs at Neue's cap height where the layout set them, Helvetica's advances kept (as
            /// the bars' text): the grouped Settings table's cell texts and header, bold 17, whose
            /// words are Helvetica's widths ("Auto-Capitalisation" 310 px on the phone and at 1x
            /// metrics).
            case capHeight
            /// The whole run at the size that gives Neue's cap height, its advances scaled with it
            /// (as the tab titles): the plain Music table's texts, bold 20, subtitle bold 18 and
            /// regular 14, narrower than Helvetica's on the phone ("Visions" 121 px, Heros 126).
            /// Left-aligned labels only (the run's start stays where the layout put it).
            case scaled
        }

        public func offsetBy(dx: Double, dy: Double = 0) -> Label {
            var moved = self
            moved.origin = Point(origin.x + dx, origin.y + dy)
            return moved
        }
    }

    /// Where a grouped row sits in its section: which corners are rounded.
    public enum Position: String, Hashable, Sendable {
        case plain, only, first, middle, last
    }

    public enum Accessory: Hashable, Sendable {
        case disclosureIndicator
        case detailDisclosureButton
        case checkmark
        case `switch`(isOn: Bool)
    }

    /// One visible row.
    public struct Row: Hashable, Sendable {
        public var section: Int
        public var index: Int
        /// The whole row, separator included (the table's `rowHeight`).
        public var frame: Rect
        /// What the cell's background fills: the row in a plain table (less its separator); inside
        /// the outline in a grouped one.
        public var cell: Rect
        public var position: Position
        public var isSelected: Bool
        /// Text, detail and field texts, as drawn.
        public var labels: [Label]
        public var image: String?
        public var imageFrame: Rect?
        public var accessory: Accessory?
        public var accessoryFrame: Rect?
        /// A text field's box (its text is one of `labels`).
        public var textField: Rect?
        /// The text field's insertion point when it is first responder (`InsertionPoint`).
        public var insertionPoint: Rect?
        /// Whether the row holds the table's first responder (its text field, or a view of its
        /// custom cell).
        public var holdsFirstResponder = false
        public var badge: Label?
        public var badgeFrame: Rect?
        public var editingControl: TableRow.EditingStyle?
        public var editingControlFrame: Rect?
        public var reorderFrame: Rect?
        /// The cell's `backgroundColor`, when set.
        public var backgroundColor: RGBAColor?
        /// A custom cell's content view and its views (`TableRow.subviews`), on the canvas.
        public var contentView: ViewNode?
        /// Only in an instant of a `setEditing` transition (1 at rest): how opaque the editing
        /// control and the grip are as they slide in or out, and the accessory and the text
        /// field's text as they fade (`TableLayout+Editing.swift`).
        public var editingOpacity = 1.0
        public var accessoryOpacity = 1.0

        public func offsetBy(dx: Double, dy: Double = 0) -> Row {
            var r = self
            r.frame = frame.offsetBy(dx: dx, dy: dy)
            r.cell = cell.offsetBy(dx: dx, dy: dy)
            r.labels = labels.map { $0.offsetBy(dx: dx, dy: dy) }
            r.imageFrame = imageFrame?.offsetBy(dx: dx, dy: dy)
            r.accessoryFrame = accessoryFrame?.offsetBy(dx: dx, dy: dy)
            r.textField = textField?.offsetBy(dx: dx, dy: dy)
            r.insertionPoint = insertionPoint?.offsetBy(dx: dx, dy: dy)
            r.badge = badge?.offsetBy(dx: dx, dy: dy)
            r.contentView = contentView?.offsetBy(dx: dx, dy: dy)
            r.badgeFrame = badgeFrame?.offsetBy(dx: dx, dy: dy)
            r.editingControlFrame = editingControlFrame?.offsetBy(dx: dx, dy: dy)
            r.reorderFrame = reorderFrame?.offsetBy(dx: dx, dy: dy)
            return r
        }
    }

    public var style: TableView.Style
    /// The table's frame on the canvas: everything is clipped to it.
    public var frame: Rect
    /// Grouped: the visible sections' outlines (rounded rectangles, their border inside).
    public var outlines: [Rect] = []
    /// Grouped: separators between rows inside an outline.
    public var separators: [Rect] = []
    /// Plain: the header and footer strips (23 pt, the first point a dark line).
    public var strips: [Rect] = []
    /// Section headers and footers as drawn (grouped and plain).
    public var headers: [Label] = []
    public var rows: [Row] = []
    /// Plain: the separators of every row, and of the empty rows below the last one.
    public var rowLines: [Rect] = []
    public var index: [Label] = []
    /// The index titles left out because the table is too short for them all (a "•" stands
    /// between the titles kept), 0 when all show.
    public var indexTitlesLeftOut = 0
    /// Rows in the table, drawn or not.
    public var rowCount: Int
    public var isEditing: Bool
    /// Every row's height, separator included (`TableView.rowHeight`).
    package var rowHeight: Double
    /// The separators' and a grouped outline's colour when the table sets one (`TableView.separatorColor`).
    package var separatorColor: RGBAColor?
    /// `contentInset`: how far the content starts below the frame's top (under a translucent
    /// navigation bar) and ends above its bottom (over a translucent toolbar), `ContentInset`.
    public var contentInset: ContentInset
    /// `contentOffset.y`: the content's point at the frame's top — the table's own, else at rest,
    /// −`contentInset.top`. The first row's top is at `frame.minY - contentOffset`.
    public var contentOffset: Double
    /// Which iPhone OS draws it (`LayoutContext.systemVersion`): iOS 5's grouped cells differ.
    package var systemVersion = SystemVersion.v3
    /// The first responder among the rows, whose keyboard is up (`TableLayout.withKeyboard`).
    public var responder: TableResponder?
    /// The first responder's row on the canvas, shown or not (the walk goes on below the frame
    /// until it is found): where `withKeyboard` scrolls to.
    package var responderRowFrame: Rect?

    /// Lays out `table` in `frame` (on the canvas), its content inset by `contentInset` (the bars
    /// it runs under), measuring text with `context`'s measurer.
    public init(_ table: TableView, frame: Rect, contentInset: ContentInset = .zero, context: LayoutContext) {
        style = table.style
        self.frame = frame
        self.contentInset = contentInset
        contentOffset = table.contentOffset ?? -contentInset.top
        rowCount = table.rowCount
        isEditing = table.isEditing
        rowHeight = table.rowHeight
        separatorColor = table.separatorColor
        systemVersion = context.systemVersion
        responder = table.firstResponder
        let measurer = context.measurer
        switch table.style {
        case .plain: layOutPlain(table, measurer: measurer, images: context.images)
        case .grouped: layOutGrouped(table, measurer: measurer, images: context.images)
        }
    }

    /// Whether the first responder's row is in section `s` or after it: the walk goes on to find it.
    private func isResponderBelow(_ s: Int) -> Bool { responder.map { $0.section >= s } ?? false }

    /// Whether the band from `top` to `bottom` shows in the frame.
    private func shows(_ top: Double, _ bottom: Double) -> Bool { bottom > frame.minY && top < frame.maxY }

    /// The indices of `count` rows from `top`, `rowHeight` each, that show in the frame.
    private func visibleRows(count: Int, from top: Double) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let h = rowHeight
        let first = max(0, Int(((frame.minY - top) / h).rounded(.down)))
        let last = min(count, Int(((frame.maxY - top) / h).rounded(.up)))
        return first < last ? first..<last : 0..<0
    }

    private mutating func layOutPlain(_ table: TableView, measurer: TextMeasurer, images: ImageSizer) {
        let h = rowHeight
        let hasIndex = !table.sectionIndexTitles.isEmpty
        let right = frame.maxX - (hasIndex ? TableMetrics.indexWidth : 0)
        var y = frame.minY - contentOffset
        func strip(_ title: String) {
            let box = Rect(x: frame.minX, y: y - 1, width: frame.width, height: TableMetrics.plainHeaderStrip)
            if shows(box.minY, box.maxY) {
                strips.append(box)
                let x = frame.minX + TableMetrics.plainHeaderX
                let room = right - TableMetrics.textInset - x
                headers.append(Label(text: measurer.truncated(title, font: TableMetrics.plainHeaderFont, toWidth: room),
                                     font: TableMetrics.plainHeaderFont,
                                     origin: Point(x, y + TableMetrics.plainHeaderBaseline), width: room,
                                     role: .plainHeader))
            }
            y += TableMetrics.plainHeaderHeight
        }
        for (s, section) in table.sections.enumerated() {
            if y >= frame.maxY, !isResponderBelow(s) { break }
            if let title = section.headerTitle { strip(title) }
            let offsets = TableRowOffsets(section.rows, rowHeight: h)
            if let r = responder, r.section == s {
                responderRowFrame = Rect(x: frame.minX, y: y + offsets.top(r.row), width: frame.width,
                                         height: offsets.height(r.row))
            }
            let shown = offsets.visible(from: y, minY: frame.minY, maxY: frame.maxY)
            for i in shown {
                let top = y + offsets.top(i), height = offsets.height(i)
                let rowFrame = Rect(x: frame.minX, y: top, width: frame.width, height: height)
                let cell = Rect(x: frame.minX, y: top, width: frame.width, height: height - 1)
                rows.append(TableLayout.row(section.rows[i], section: s, index: i, height: height, frame: rowFrame,
                                            cell: cell, trailing: frame.maxX - right, position: .plain, plain: true,
                                            editing: table.isEditing, version: systemVersion,
                                            measurer: measurer, images: images))
            }
            for i in shown where y + offsets.top(i + 1) - 1 < frame.maxY {
                rowLines.append(Rect(x: frame.minX, y: y + offsets.top(i + 1) - 1, width: frame.width, height: 1))
            }
            y += offsets.total
            if let title = section.footerTitle { strip(title) }
        }
        // Below the last row the table goes on as empty ruled rows, as UIKit drew a plain table.
        if y < frame.maxY {
            let empty = visibleRows(count: Int(((frame.maxY - y) / h).rounded(.up)), from: y)
            for i in empty where y + Double(i + 1) * h - 1 < frame.maxY {
                rowLines.append(Rect(x: frame.minX, y: y + Double(i + 1) * h - 1, width: frame.width, height: 1))
            }
        }
        if hasIndex { layOutIndex(table.sectionIndexTitles, measurer: measurer) }
    }

    private mutating func layOutIndex(_ titles: [String], measurer: TextMeasurer) {
        // The index stays put as the rows scroll, in the part of the frame no translucent bar covers.
        let top = frame.minY + contentInset.top + TableMetrics.indexTop
        let room = max(0, frame.height - contentInset.top - contentInset.bottom - TableMetrics.indexTop)
        let shown = TableLayout.indexEntries(titles, room: room)
        indexTitlesLeftOut = titles.count - shown.filter { $0 != nil }.count
        let step = min(TableMetrics.indexStep, room / Double(max(1, shown.count)))
        let centre = frame.maxX - TableMetrics.indexCentreFromRight
        let font = TableMetrics.indexFont
        let width = TableMetrics.indexWidth - 4
        for (i, title) in shown.enumerated() {
            let baseline = (top + step * Double(i) + TableMetrics.indexCapHeight).rounded()
            if title == TableView.indexSearch {
                let s = TableMetrics.indexSearchSize
                index.append(Label(text: title ?? "", font: font,
                                   origin: Point((centre - s.width / 2).rounded(), baseline), width: s.width,
                                   role: .indexSearch))
                continue
            }
            let text = measurer.truncated(title ?? TableMetrics.indexBullet, font: font, toWidth: width)
            let w = measurer.labelWidth(text, font: font)
            index.append(Label(text: text, font: font, origin: Point((centre - w / 2).rounded(), baseline), width: w,
                               role: .index))
        }
    }

    /// The index's entries in a column `room` points tall: every title when they fit at least
    /// `TableMetrics.indexMinStep` apart; else, as UIKit's index does, titles left out and a "•"
    /// (nil here) between the ones kept — first and last kept, the rest evenly spread, as many as
    /// fit with their bullets.
    static func indexEntries(_ titles: [String], room: Double) -> [String?] {
        let slots = Int((room / TableMetrics.indexMinStep).rounded(.down))
        guard titles.count > slots, titles.count > 2 else { return titles }
        // An odd number of slots: title, •, title, …, title.
        let odd = max(1, slots % 2 == 0 ? slots - 1 : slots)
        let keep = (odd + 1) / 2
        guard keep >= 2 else { return [titles[0]] }
        var out: [String?] = []
        for k in 0..<keep {
            if k > 0 { out.append(nil) }
            let i = Int((Double(k) * Double(titles.count - 1) / Double(keep - 1)).rounded())
            out.append(titles[i])
        }
        return out
    }

    private mutating func layOutGrouped(_ table: TableView, measurer: TextMeasurer, images: ImageSizer) {
        let h = rowHeight
        let left = frame.minX + TableMetrics.groupedInset
        // An index takes its column at the right: the sections end before it (UIKit narrows them).
        let hasIndex = !table.sectionIndexTitles.isEmpty
        let width = max(0, frame.width - TableMetrics.groupedInset
                            - (hasIndex ? TableMetrics.groupedIndexInset : TableMetrics.groupedInset))
        var y = frame.minY - contentOffset
        for (s, section) in table.sections.enumerated() {
            if y >= frame.maxY, !isResponderBelow(s) { break }
            y += TableMetrics.groupedSectionTop
            if let title = section.headerTitle {
                if shows(y, y + TableMetrics.groupedHeaderHeight) {
                    let x = left + TableMetrics.groupedHeaderX
                    let room = width - 2 * TableMetrics.groupedHeaderX
                    let font = TableMetrics.groupedHeaderFont
                    headers.append(Label(text: measurer.truncated(title, font: font, toWidth: room), font: font,
                                         origin: Point(x, y + TableMetrics.groupedHeaderBaseline), width: room,
                                         role: .groupedHeader, centredBaseline: true, retinaGlyphs: .capHeight))
                }
                y += TableMetrics.groupedHeaderHeight
            }
            let n = section.rows.count
            if n > 0 {
                let offsets = TableRowOffsets(section.rows, rowHeight: h)
                let outline = Rect(x: left, y: y, width: width, height: offsets.total + 1)
                if shows(outline.minY, outline.maxY) { outlines.append(outline) }
                if let r = responder, r.section == s {
                    responderRowFrame = Rect(x: left, y: y + offsets.top(r.row), width: width,
                                             height: offsets.height(r.row) + (r.row == n - 1 ? 1 : 0))
                }
                for i in offsets.visible(from: y, minY: frame.minY, maxY: frame.maxY) {
                    let top = y + offsets.top(i), height = offsets.height(i)
                    let position: Position = n == 1 ? .only : i == 0 ? .first : i == n - 1 ? .last : .middle
                    let rowFrame = Rect(x: left, y: top, width: width, height: i == n - 1 ? height + 1 : height)
                    // Inside the border: 1 pt in from either side, below the row's top line.
                    let cell = Rect(x: left + 1, y: top + 1, width: width - 2, height: height - 1)
                    if i > 0 { separators.append(Rect(x: left + 1, y: top, width: width - 2, height: 1)) }
                    rows.append(TableLayout.row(section.rows[i], section: s, index: i, height: height, frame: rowFrame,
                                                cell: cell, trailing: 0, position: position, plain: false, editing: table.isEditing,
                                                version: systemVersion, measurer: measurer, images: images))
                }
                y = outline.maxY
            }
            if let title = section.footerTitle {
                let font = TableMetrics.groupedFooterFont
                let room = width - 2 * TableMetrics.groupedFooterInset
                let lines = TableLayout.wrapped(title, font: font, toWidth: room, measurer: measurer)
                let height = TableMetrics.groupedFooterHeight + TableMetrics.groupedFooterLineHeight * Double(lines.count - 1)
                if shows(y, y + height) {
                    for (i, text) in lines.enumerated() {
                        let w = measurer.labelWidth(text, font: font)
                        let baseline = y + TableMetrics.groupedFooterBaseline + TableMetrics.groupedFooterLineHeight * Double(i)
                        headers.append(Label(text: text, font: font, origin: Point((left + (width - w) / 2).rounded(), baseline),
                                             width: w, role: .groupedHeader))
                    }
                }
                y += height
            }
            y += TableMetrics.groupedSectionGap
        }
        if hasIndex { layOutIndex(table.sectionIndexTitles, measurer: measurer) }
    }

    /// `text` broken into lines no wider than `width` at its spaces, as a label of any number of
    /// lines wraps (a grouped footer): each line takes as many words as fit, a word wider than the
    /// width alone is cut with "…"; at least one line.
    static func wrapped(_ text: String, font: FontSpec, toWidth width: Double, measurer: TextMeasurer) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let longer = line.isEmpty ? word : line + " " + word
            if line.isEmpty || measurer.labelWidth(longer, font: font) <= width {
                line = longer
            } else {
                lines.append(line)
                line = word
            }
        }
        lines.append(line)
        return lines.map { measurer.truncated($0, font: font, toWidth: width) }
    }

    /// One cell of a table whose rows are `height` tall, laid out in `cell` (its background's box;
    /// text is placed from the cell's left). TableMetrics' figures are for 44-pt rows: in a row of
    /// another height the content keeps its place in the row's middle, as UIKit centres a cell's
    /// labels and views — every text, accessory and control moves down by half the difference.
    static func row(_ row: TableRow, section: Int, index: Int, height: Double, frame: Rect, cell: Rect,
                    trailing: Double, position: Position, plain: Bool, editing: Bool, version: SystemVersion = .v3,
                    measurer: TextMeasurer, images: ImageSizer) -> Row {
        var out = Row(section: section, index: index, frame: frame, cell: cell, position: position,
                      isSelected: row.isSelected, labels: [])
        if case .textField(let field) = row.accessoryView, field.isFirstResponder { out.holdsFirstResponder = true }
        if (row.subviews ?? []).firstResponder != nil { out.holdsFirstResponder = true }
        if let subviews = row.subviews {
            // The content view fills the cell; editing moves it right with everything in it.
            let content = cell.offsetBy(dx: editing ? TableMetrics.editingShift : 0, dy: 0)
            out.contentView = ViewTreeLayout.layOut(subviews, in: content, file: "",
                                                    context: LayoutContext(measurer: measurer, images: images)).root
        }
        let rowTop = frame.minY
        // Where the 44-pt row's figures start: the row's top, moved down by half the extra height.
        let top = rowTop + (height - TableMetrics.rowHeight) / 2
        var left = cell.minX
        var right = cell.maxX - trailing
        // Where the content view starts: editing moves all of it right, value 2's labels too.
        let indent = cell.minX + (editing ? TableMetrics.editingShift : 0)
        // Editing: the control at the left pushes the content right; the grip takes the right.
        if editing {
            if row.editingStyle != .none {
                let s = TableMetrics.editingControlSize
                out.editingControl = row.editingStyle
                out.editingControlFrame = Rect(x: cell.minX + TableMetrics.editingControlX,
                                               y: (top + (TableMetrics.rowHeight - s) / 2).rounded(), width: s, height: s)
            }
            left += TableMetrics.editingShift
            if row.showsReorderControl {
                let g = TableMetrics.reorderSize
                out.reorderFrame = Rect(x: right - TableMetrics.reorderRight - g.width,
                                        y: (top + (TableMetrics.rowHeight - g.height) / 2).rounded(),
                                        width: g.width, height: g.height)
                right -= TableMetrics.reorderRight + g.width
            }
        }
        // The accessory (not while editing, as UIKit hid it), and where the text must end.
        var textRight = right - TableMetrics.textInset
        if !editing {
            switch row.accessoryView {
            case .switch(let isOn):
                let s = version >= .v5 ? TableMetrics.switch5Size : TableMetrics.switchSize
                out.accessory = .switch(isOn: isOn)
                out.accessoryFrame = Rect(x: right - TableMetrics.switchRight - s.width,
                                          y: (top + (TableMetrics.rowHeight - s.height) / 2).rounded(),
                                          width: s.width, height: s.height)
            case .textField, nil:
                switch row.accessoryType {
                case .none: break
                case .disclosureIndicator:
                    let s = TableMetrics.disclosureSize
                    out.accessory = .disclosureIndicator
                    out.accessoryFrame = Rect(x: right - TableMetrics.disclosureRight - s.width,
                                              y: TableLayout.centred(s.height, in: cell), width: s.width, height: s.height)
                case .detailDisclosureButton:
                    let s = TableMetrics.detailButtonSize
                    out.accessory = .detailDisclosureButton
                    out.accessoryFrame = Rect(x: right - TableMetrics.detailButtonRight - s.width,
                                              y: TableLayout.centred(s.height, in: cell), width: s.width, height: s.height)
                case .checkmark:
                    let s = TableMetrics.checkmarkSize
                    out.accessory = .checkmark
                    out.accessoryFrame = Rect(x: right - TableMetrics.checkmarkRight - s.width,
                                              y: (top + (TableMetrics.rowHeight - s.height) / 2).rounded(),
                                              width: s.width, height: s.height)
                }
            }
        }
        // Every text ends `accessoryGap` before the accessory's box, whichever it is (UIKit's
        // content view ends at the accessory view, its labels 10 pt inside it).
        if let box = out.accessoryFrame { textRight = box.minX - TableMetrics.accessoryGap }
        // A badge before the accessory.
        if let badge = row.badge, !badge.isEmpty {
            let font = TableMetrics.badgeFont
            let text = measurer.truncated(badge, font: font, toWidth: 80)
            let w = max(TableMetrics.badgeMinWidth, measurer.labelWidth(text, font: font) + 14)
            let box = Rect(x: textRight - w, y: (top + (TableMetrics.rowHeight - TableMetrics.badgeHeight) / 2).rounded(),
                           width: w, height: TableMetrics.badgeHeight)
            out.badgeFrame = box
            let tw = measurer.labelWidth(text, font: font)
            out.badge = Label(text: text, font: font, origin: Point((box.midX - tw / 2).rounded(), box.minY + 16),
                              width: tw, role: .badge)
            textRight = box.minX - TableMetrics.textInset
        }
        // The image at the left, centred on the row.
        if let path = row.image {
            // As large as the image, scaled down (aspect kept) to the row's 43 pt above its
            // separator when taller (xamarin-tables-15's photos are 60 × 43); 29 × 29, a Settings
            // icon, when its size is not known.
            var size = images.size(path) ?? Size(width: 29, height: 29)
            let tallest = height - 1
            if size.height > tallest { size = Size(width: (size.width * tallest / size.height).rounded(), height: tallest) }
            let box = Rect(x: left + (plain ? 0 : TableMetrics.textInset - 1),
                           y: (top + (TableMetrics.rowHeight - 1 - size.height) / 2).rounded(),
                           width: size.width, height: size.height)
            out.image = path
            out.imageFrame = box
            left = box.maxX
        }
        // `indentationLevel` moves the text right by UIKit's `indentationWidth`, 10 pt a level.
        let textLeft = left + TableMetrics.textInset + 10 * Double(row.indentationLevel)
        let font = row.font.map(FontSpec.init) ?? (plain ? TableMetrics.plainTextFont : TableMetrics.groupedTextFont)
        let detailFont = row.detailTextFont.map(FontSpec.init) ?? FontSpec.regular(font.size)
        out.backgroundColor = row.backgroundColor
        // At @2x: the plain table's left-aligned texts scaled, the grouped table's cell texts at
        // Neue's cap height (`Label.RetinaGlyphs`); details right-aligned as at 1x.
        let retinaText: Label.RetinaGlyphs = plain ? .scaled : .capHeight
        func label(_ text: String, _ font: FontSpec, x: Double, baseline: Double, room: Double, role: Role,
                   alignRight: Bool = false, centre: Bool = false, retina: Label.RetinaGlyphs = .unchanged,
                   detail: Bool? = nil) -> Label {
            let cut = measurer.truncated(text, font: font, toWidth: max(0, room))
            let w = min(measurer.labelWidth(cut, font: font), max(0, room))
            let originX = alignRight ? x + room - w : centre ? x + ((room - w) / 2).rounded() : x
            var made = Label(text: cut, font: font, origin: Point(originX, top + baseline), width: w, role: role,
                             centredBaseline: true,
                             retinaGlyphs: retina == .scaled && (alignRight || centre) ? .unchanged : retina)
            made.color = detail.flatMap { $0 ? row.detailTextColor : row.textColor }
            made.highlightedColor = detail.flatMap { $0 ? row.detailHighlightedTextColor : row.highlightedTextColor }
            return made
        }
        // `numberOfLines` (the text's) and `detailNumberOfLines`: a label of more than one line
        // wraps at its spaces into at most that many lines (0: as many as the cell holds), the
        // last cut with "…" (`LabelView.wrap`, as a UILabel's); its lines are a block
        // `LabelMetrics.lineHeight` apart, centred where the one line would be, and UIKit's cell
        // centres the labels' block in the row (docs/DESIGN.md §Table views).
        func wrapped(_ text: String, _ font: FontSpec, room: Double, lines n: Int) -> [String] {
            let lh = LabelMetrics.lineHeight(font.size)
            let limit = n == 0 ? max(1, Int(((height - 1) / lh).rounded(.down))) : n
            guard limit > 1 else { return [text] }
            return LabelView.wrap(text, font: font, width: max(0, room), maxLines: limit, mode: .tailTruncation,
                                  measurer: measurer).map(\.text)
        }
        /// The lines of `text` from the baseline `first`, each a label.
        func lines(_ texts: [String], _ font: FontSpec, x: Double, first: Double, room: Double, role: Role,
                   centre: Bool = false, retina: Label.RetinaGlyphs = .unchanged, detail: Bool) -> [Label] {
            let lh = LabelMetrics.lineHeight(font.size)
            return texts.enumerated().map { j, line in
                label(line, font, x: x, baseline: first + Double(j) * lh, room: room, role: role, centre: centre,
                      retina: retina, detail: detail)
            }
        }
        /// The first baseline of `count` lines centred on the one line's `baseline`.
        func firstBaseline(_ baseline: Double, lines count: Int, _ font: FontSpec) -> Double {
            count > 1 ? (baseline - Double(count - 1) * LabelMetrics.lineHeight(font.size) / 2).rounded() : baseline
        }
        let text = row.text ?? ""
        let room = textRight - textLeft
        switch row.style {
        case .default:
            if !text.isEmpty {
                let texts = wrapped(text, font, room: room, lines: row.numberOfLines)
                out.labels += lines(texts, font, x: textLeft,
                                    first: firstBaseline(TableMetrics.textBaseline, lines: texts.count, font),
                                    room: room, role: .text, centre: row.textAlignment == .center, retina: retinaText,
                                    detail: false)
            }
        case .value1:
            let detail = row.detailText ?? ""
            let dw = detail.isEmpty ? 0 : min(measurer.labelWidth(detail, font: detailFont), text.isEmpty ? room : room / 2)
            let textRoom = detail.isEmpty ? room : room - dw - TableMetrics.textInset
            if !text.isEmpty {
                let texts = wrapped(text, font, room: textRoom, lines: row.numberOfLines)
                out.labels += lines(texts, font, x: textLeft,
                                    first: firstBaseline(TableMetrics.textBaseline, lines: texts.count, font),
                                    room: textRoom, role: .text, retina: retinaText, detail: false)
            }
            if !detail.isEmpty {
                out.labels.append(label(detail, detailFont, x: textRight - dw, baseline: TableMetrics.textBaseline,
                                        room: dw, role: .blueDetail, alignRight: true, detail: true))
            }
        case .value2:
            if !text.isEmpty {
                out.labels.append(label(text, row.font.map(FontSpec.init) ?? TableMetrics.value2LabelFont,
                                        x: indent + TableMetrics.textInset,
                                        baseline: TableMetrics.value2Baseline, room: TableMetrics.value2LabelWidth,
                                        role: .blueDetail, alignRight: true, detail: false))
            }
            if let detail = row.detailText, !detail.isEmpty {
                let x = indent + TableMetrics.value2TextX
                out.labels.append(label(detail, row.detailTextFont.map(FontSpec.init) ?? TableMetrics.value2TextFont,
                                        x: x, baseline: TableMetrics.value2Baseline,
                                        room: textRight - x, role: .text, detail: true))
            }
        case .subtitle:
            let x = left + TableMetrics.subtitleX + 10 * Double(row.indentationLevel)
            let textFont = row.font.map(FontSpec.init) ?? TableMetrics.subtitleTextFont
            let subtitleFont = row.detailTextFont.map(FontSpec.init) ?? TableMetrics.subtitleDetailFont
            let texts = text.isEmpty ? [] : wrapped(text, textFont, room: textRight - x, lines: row.numberOfLines)
            let details = (row.detailText ?? "").isEmpty ? []
                : wrapped(row.detailText ?? "", subtitleFont, room: textRight - x, lines: row.detailNumberOfLines)
            // The two labels' block centred as a whole: the lines beyond each label's first push
            // both up by half their height, and the detail down below the text's.
            let textExtra = Double(max(0, texts.count - 1)) * LabelMetrics.lineHeight(textFont.size)
            let detailExtra = Double(max(0, details.count - 1)) * LabelMetrics.lineHeight(subtitleFont.size)
            let lift = ((textExtra + detailExtra) / 2).rounded()
            out.labels += lines(texts, textFont, x: x, first: TableMetrics.subtitleTextBaseline - lift,
                                room: textRight - x, role: .text, retina: retinaText, detail: false)
            out.labels += lines(details, subtitleFont, x: x,
                                first: TableMetrics.subtitleDetailBaseline - lift + textExtra, room: textRight - x,
                                role: .greyDetail, retina: retinaText, detail: true)
        }
        // A text field fills the rest of the row after the text (or the text's place without one).
        if case .textField(let field) = row.accessoryView, !editing {
            let after = out.labels.map { $0.origin.x + $0.width }.max().map { $0 + TableMetrics.textFieldGap } ?? textLeft
            let box = Rect(x: after, y: rowTop, width: max(0, textRight - after), height: height - 1)
            out.textField = box
            let shown = field.text.isEmpty ? (field.placeholder ?? "") : field.text
            var typed: Label?
            if !shown.isEmpty {
                let made = label(shown, detailFont, x: box.minX, baseline: TableMetrics.textBaseline,
                                 room: box.width, role: field.text.isEmpty ? .placeholder : .fieldText)
                out.labels.append(made)
                if !field.text.isEmpty { typed = made }
            }
            // Being edited: the insertion point after the text, at the field's start while it is
            // empty (the placeholder stays until a character is typed), as a view's text field.
            if field.isFirstResponder {
                out.insertionPoint = InsertionPoint.frame(x: typed.map { $0.origin.x + $0.width + 1 } ?? box.minX,
                                                          baseline: top + TableMetrics.textBaseline,
                                                          fontSize: detailFont.size)
            }
        }
        return out
    }

    /// The top of a box `height` tall centred in `cell` (the row less its separator, the cell's
    /// background), at a whole point: where the disclosure indicator and the detail disclosure
    /// button sit (TableMetrics.disclosureSize).
    static func centred(_ height: Double, in cell: Rect) -> Double {
        (cell.minY + (cell.height - height) / 2).rounded()
    }

    /// The same table moved across by `dx` (a screen sliding during a transition) and down by `dy`
    /// (the content following a bar that slides in or out).
    public func offsetBy(dx: Double, dy: Double = 0) -> TableLayout {
        var moved = scrolled(dx: dx, dy: dy)
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        moved.index = index.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }

    /// The table's content (rows, sections, headers) moved by `dx`, `dy` inside its frame, which
    /// stays, with the index: the rows under a translucent bar as its content inset changes.
    public func scrolled(dx: Double = 0, dy: Double) -> TableLayout {
        var moved = self
        moved.outlines = outlines.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.separators = separators.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.strips = strips.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.headers = headers.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.rows = rows.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.rowLines = rowLines.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.contentOffset = contentOffset - dy
        return moved
    }
}
