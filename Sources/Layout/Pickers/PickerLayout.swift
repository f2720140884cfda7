import ChevronSupport
import Geometry
import NavigationModel

/// A picker laid out in its 320 × 216 bounds (docs/DESIGN.md §Pickers): its wheels side by side,
/// each with the rows it shows — the selected row under the selection bar, two above and two below,
/// 44 pt apart, cut at the wheel's face — and their titles placed once, here. `resolve` reports it
/// and `Widgets/Pickers/` draws exactly it.
public struct LaidOutPicker: ViewDrawing {
    /// A wheel: its box (edges and face) and the rows it shows.
    public struct Wheel: Hashable, Sendable {
        public var frame: Rect
        public var selectedRow: Int
        public var rows: [Row]
        /// The count-down timer's fixed "hours" / "mins" beside the selected row.
        public var label: PickerText?
    }

    /// A row as shown: its index among the component's rows, its box cut at the wheel's face, and
    /// its titles.
    public struct Row: Hashable, Sendable {
        public var index: Int
        public var title: String
        public var frame: Rect
        public var isSelected: Bool
        public var texts: [PickerText]
    }

    /// A piece of a title set in one font at a baseline; `isSecondary`: the date picker's grey
    /// weekday; `isToday`: the date picker's blue "Today".
    public struct PickerText: Hashable, Sendable {
        public var text: String
        public var font: FontSpec
        public var x: Double
        public var baseline: Double
        public var width: Double
        public var isSecondary: Bool
        public var isToday = false
    }

    /// UIKit's class name as written (`pickerView`, `datePicker`), and the date picker's mode.
    public var className: String
    public var mode: String?
    public var wheels: [Wheel]
    /// The glass bar over the selected rows; nil when `showsSelectionIndicator` is off.
    public var selectionBar: Rect?
    /// The picker's bounds: 320 × 216, or 480 × 162 in the keyboard's place in landscape.
    public var size: Size

    /// The room for the wheels between the frame's sides (300 pt in portrait, 460 in landscape).
    public var wheelsWidth: Double { size.width - 2 * PickerMetrics.wheelsInset }
    /// The wheels' faces' bottom: as far above the picker's bottom as their top is below its top.
    var wheelsBottom: Double { size.height - (PickerMetrics.size.height - PickerMetrics.wheelsBottom) }
    /// The selected row's top (`PickerMetrics.centredRowTop(height:)`).
    public var selectedRowTop: Double { PickerMetrics.centredRowTop(height: size.height) }

    /// The span of the wheels, left edge to right edge, within the room between the frame's sides
    /// (what is wider is cut there).
    public var wheelsFrame: Rect {
        guard let first = wheels.first, let last = wheels.last else {
            return Rect(x: PickerMetrics.wheelsInset, y: PickerMetrics.wheelsTop, width: wheelsWidth,
                        height: wheelsBottom - PickerMetrics.wheelsTop)
        }
        let end = min(last.frame.maxX, PickerMetrics.wheelsInset + wheelsWidth)
        return Rect(x: first.frame.minX, y: first.frame.minY, width: max(0, end - first.frame.minX),
                    height: first.frame.height)
    }

    package init(className: String, mode: String?, components: [PickerComponent], showsSelectionIndicator: Bool,
                 size: Size = PickerMetrics.size, context: LayoutContext) {
        typealias M = PickerMetrics
        self.className = className
        self.mode = mode
        self.size = size
        let room = size.width - 2 * M.wheelsInset
        let selectedTop = M.centredRowTop(height: size.height)
        let styles = components.map { M.style(of: $0.role, in: components.count) }
        let given = components.enumerated().map { i, c in c.role == .titles ? c.width : styles[i].width }
        let fixed = given.compactMap { $0 }.reduce(0, +)
        let free = given.filter { $0 == nil }.count
        let share = free > 0 ? max(0, (room - fixed) / Double(free)).rounded(.down) : 0
        let widths = given.map { $0 ?? share }
        let total = widths.reduce(0, +)
        var x = M.wheelsInset + max(0, ((room - total) / 2).rounded(.down))
        let face = (top: M.wheelsTop, bottom: size.height - (M.size.height - M.wheelsBottom))
        var wheels: [Wheel] = []
        for (i, component) in components.enumerated() {
            let box = Rect(x: x, y: face.top, width: widths[i], height: face.bottom - face.top)
            x += widths[i]
            var rows: [Row] = []
            for k in -3...3 {
                let index = component.selectedRow + k
                guard let title = component.title(at: index) else { continue }
                let top = selectedTop + Double(k) * M.rowHeight
                let cut = max(top, face.top), end = min(top + M.rowHeight, face.bottom)
                guard end > cut else { continue }
                let shown = component.rows.isEmpty ? index : ((index % component.rows.count) + component.rows.count)
                    % component.rows.count
                rows.append(Row(index: shown, title: title, frame: Rect(x: box.x, y: cut, width: box.width, height: end - cut),
                                isSelected: k == 0,
                                texts: shown == component.todayRow
                                    ? [LaidOutPicker.today(title, in: box, centre: top + M.rowHeight / 2, context: context)]
                                    : LaidOutPicker.texts(title, role: component.role, style: styles[i], in: box,
                                                          centre: top + M.rowHeight / 2, context: context)))
            }
            var label: PickerText?
            if let unit = component.label {
                let font = M.unitFont
                label = PickerText(text: unit, font: font, x: box.maxX - styles[i].inset + M.unitGap,
                                   baseline: M.baseline(centre: selectedTop + M.rowHeight / 2, font: font),
                                   width: context.measurer.labelWidth(unit, font: font), isSecondary: false)
            }
            wheels.append(Wheel(frame: box, selectedRow: component.selectedRow, rows: rows, label: label))
        }
        self.wheels = wheels
        selectionBar = nil
        if showsSelectionIndicator, !wheels.isEmpty {
            let span = wheelsFrame
            selectionBar = Rect(x: span.minX, y: selectedTop, width: span.width, height: M.rowHeight)
        }
    }

    /// A title set in its wheel: cut where the face ends, aligned as the wheel's style says; the
    /// day wheel's weekday grey and smaller, right-aligned before the left-aligned date.
    static func texts(_ title: String, role: PickerComponent.Role, style: PickerMetrics.WheelStyle, in box: Rect,
                      centre: Double, context: LayoutContext) -> [PickerText] {
        typealias M = PickerMetrics
        // From the titles' side (its inset) to the face's other side.
        let room = style.alignment == .center ? max(0, box.width - 2 * (M.wheelEdge + M.wheelSide))
            : max(0, box.width - (M.wheelEdge + M.wheelSide) - style.inset)
        func placed(_ text: String, font: FontSpec, secondary: Bool = false) -> PickerText {
            let cut = context.measurer.truncated(text, font: font, toWidth: room)
            let width = context.measurer.labelWidth(cut, font: font)
            let x: Double = switch style.alignment {
            case .left: box.minX + style.inset
            case .right: box.maxX - style.inset - width
            case .center: (box.midX - width / 2).rounded()
            }
            return PickerText(text: cut, font: font, x: x,
                              baseline: M.baseline(centre: centre, font: style.baselineFont ?? font) - style.lift,
                              width: width,
                              isSecondary: secondary)
        }
        guard role == .weekdayDate, let space = title.firstIndex(of: " ") else {
            return [placed(title, font: style.font)]
        }
        let date = placed(String(title[title.index(after: space)...]), font: style.font)
        let weekday = String(title[..<space]), font = M.weekdayFont
        let width = context.measurer.labelWidth(weekday, font: font)
        // The weekday stands on the date's baseline (measured: "Mon" inks rows 59–73 where
        // "Feb 27" inks 56–73), right-aligned `weekdayGap` before the date.
        return [PickerText(text: weekday, font: font, x: date.x - M.weekdayGap - width,
                           baseline: date.baseline, width: width, isSecondary: true), date]
    }

    /// The date picker's "Today": the date's font on its baseline, right-aligned further in than
    /// the dates (`PickerMetrics.todayInset`), blue.
    static func today(_ title: String, in box: Rect, centre: Double, context: LayoutContext) -> PickerText {
        typealias M = PickerMetrics
        let width = context.measurer.labelWidth(title, font: M.dateFont)
        return PickerText(text: title, font: M.dateFont, x: box.maxX - M.todayInset - width,
                          baseline: M.baseline(centre: centre, font: M.dateFont), width: width, isSecondary: false,
                          isToday: true)
    }

    /// The same picker moved by `dx`, `dy`: every wheel, row, title and the selection bar.
    public func offsetBy(dx: Double, dy: Double) -> LaidOutPicker {
        var moved = self
        for w in moved.wheels.indices {
            moved.wheels[w].frame = wheels[w].frame.offsetBy(dx: dx, dy: dy)
            moved.wheels[w].label?.x += dx
            moved.wheels[w].label?.baseline += dy
            for r in moved.wheels[w].rows.indices {
                moved.wheels[w].rows[r].frame = wheels[w].rows[r].frame.offsetBy(dx: dx, dy: dy)
                for t in moved.wheels[w].rows[r].texts.indices {
                    moved.wheels[w].rows[r].texts[t].x += dx
                    moved.wheels[w].rows[r].texts[t].baseline += dy
                }
            }
        }
        moved.selectionBar = selectionBar?.offsetBy(dx: dx, dy: dy)
        return moved
    }

    package func json() -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = []
        if let mode { fields.append(("datePickerMode", .string(mode))) }
        fields.append(("components", .array(wheels.map { wheel in
            .object([("frame", .frame(wheel.frame)), ("selectedRow", .integer(wheel.selectedRow)),
                     ("rows", .array(wheel.rows.map { row in
                         .object([("row", .integer(row.index)), ("title", .string(row.title)), ("frame", .frame(row.frame)),
                                  ("selected", .bool(row.isSelected))])
                     }))])
        })))
        fields.append(("selectionBar", selectionBar.map(JSONValue.frame) ?? .null))
        return fields
    }

    package var summary: String {
        let selected = wheels.map { wheel in
            ViewTextEscaping.escaped(wheel.rows.first(where: \.isSelected)?.title ?? "")
        }
        return (mode.map { "\($0), " } ?? "") + "(" + selected.joined(separator: " | ") + ")"
    }
}

extension PickerView: LaysOutView {
    /// UIKit's fixed size, whatever the frame: 320 × 216, 480 × 162 in landscape.
    package func size(for size: Size, context: LayoutContext) -> Size { PickerMetrics.size(context.orientation) }

    /// Its wheels laid out in bounds of `size`, among a view's subviews or in the keyboard's place.
    func laidOut(in size: Size, context: LayoutContext) -> LaidOutPicker {
        LaidOutPicker(className: Self.className, mode: nil, components: components,
                      showsSelectionIndicator: showsSelectionIndicator, size: size, context: context)
    }

    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        let picker = laidOut(in: size, context: context)
        var warnings: [Diagnostic] = []
        let total = picker.wheels.reduce(0) { $0 + $1.frame.width }
        if total > picker.wheelsWidth {
            warnings.append(.warning(.pickerTooWide, "the components are \(Points.format(total)) pt wide together, "
                                     + "wider than the picker's \(Points.format(picker.wheelsWidth)): the last "
                                     + "are cut off"))
        }
        return (picker, warnings)
    }
}

extension DatePicker: LaysOutView {
    /// UIKit's fixed size, whatever the frame: 320 × 216, 480 × 162 in landscape.
    package func size(for size: Size, context: LayoutContext) -> Size { PickerMetrics.size(context.orientation) }

    /// Its wheels laid out in bounds of `size`, among a view's subviews or in the keyboard's place.
    func laidOut(in size: Size, context: LayoutContext) -> LaidOutPicker {
        LaidOutPicker(className: Self.className, mode: mode.rawValue, components: components,
                      showsSelectionIndicator: true, size: size, context: context)
    }

    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        (laidOut(in: size, context: context), [])
    }
}
