import Geometry
import NavigationModel

/// How wide and tall each item is, and where its label goes (docs/DESIGN.md §Back button,
/// §Bordered button: the back button's padding and minimum follow the "Back Buttons" post).
public enum ItemSizing {
    /// A back button's natural width: "width = label + 12 + 8, never narrower than the art"
    /// (the post: `controlWidth = labelSize.width + padTRL[1] + padTRL[2]`, at least
    /// `norm.size.width`). An image takes the label's place.
    public static func backButtonWidth(title: String, image: String?, context: LayoutContext) -> Double {
        let content = image.map { context.images.sizeOrDefault($0).width }
            ?? context.measurer.labelWidth(title, font: BarMetrics.buttonFont)
        return max(BarMetrics.backButtonArtWidth, content + backButtonPadding)
    }

    /// An item's natural width in a bar of `kind`. A positive `width` fixes it ("If this property
    /// value is positive, the width of the combined image and title are fixed"), except for a custom
    /// view, whose own frame sets its width, and a flexible space, which gets its width from the
    /// toolbar (0 here).
    public static func width(of item: BarButtonItem, in kind: BarKind, context: LayoutContext) -> Double {
        switch item.kind {
        case .customView(.segmentedControl(let control)): return SegmentedControlLayout.width(of: control, context: context)
        case .customView(.view(let view)): return CustomViewLayout.size(of: view, context: context).width
        default: break
        }
        if item.systemItem == .flexibleSpace { return 0 }
        if let fixed = item.fixedWidth { return fixed }
        return width(of: ItemFace.of(item, in: kind), context: context)
    }

    /// The natural width of a face: a label, glyph or image with 10 pt each side (at least the
    /// art's 11 on bordered art), a back button's by `backButtonWidth`, a control's own; spaces 0.
    public static func width(of face: ItemFace, context: LayoutContext) -> Double {
        let padding = 2 * BarMetrics.buttonHorizontalPadding
        switch face {
        case .button(let title, _):
            return max(BarMetrics.borderedArtWidth, context.measurer.labelWidth(title, font: BarMetrics.buttonFont) + padding)
        case .plainTitle(let title):
            return context.measurer.labelWidth(title, font: BarMetrics.buttonFont) + padding
        case .glyphButton(let glyph, _), .plainGlyph(let glyph):
            return (BarMetrics.glyphSize(glyph, orientation: context.orientation)?.width
                ?? BarMetrics.defaultImageSize.width) + padding
        case .imageButton(let path, _), .plainImage(let path):
            return context.images.sizeOrDefault(path).width + padding
        case .fixedSpace, .flexibleSpace:
            return 0
        case .backButton(let title, let image):
            return backButtonWidth(title: title, image: image, context: context)
        case .segmentedControl(let control):
            return SegmentedControlLayout.width(of: control, context: context)
        case .view(let view):
            return CustomViewLayout.size(of: view, context: context).width
        case .label(let lines):
            return lines.map { context.measurer.labelWidth($0, font: BarMetrics.buttonFont) }.max() ?? 0
        }
    }

    /// The height of a face: a custom view's own height (a label the whole row), every other item
    /// the row's button height.
    public static func height(of face: ItemFace, context: LayoutContext) -> Double {
        switch face {
        case .segmentedControl(let control): return SegmentedControlLayout.height(of: control, context: context)
        case .view(let view): return CustomViewLayout.size(of: view, context: context).height
        case .label: return context.row.rowHeight
        default: return context.row.buttonHeight
        }
    }

    /// Places a face at `x` with `width` in a row whose top is `rowTop`: centred vertically (a
    /// 30-pt button in a 44-pt row lands at y = 7), its label truncated to the room inside the art.
    package static func place(_ face: ItemFace, x: Double, width: Double, rowTop: Double, isEnabled: Bool,
                             context: LayoutContext) -> LaidOutBarItem {
        let row = context.row
        let height = height(of: face, context: context)
        let y = rowTop + ((row.rowHeight - height) / 2).rounded(.down)
        let frame = Rect(x: x, y: y, width: width, height: height)
        if case .view(let view) = face {
            return LaidOutBarItem(face: face, frame: frame, isEnabled: isEnabled,
                                  view: CustomViewLayout.node(view, at: frame, context: context).node)
        }
        if case .label(let lines) = face {
            return LaidOutBarItem(face: face, frame: frame, isEnabled: isEnabled,
                                  lines: labelLines(lines, in: frame, context: context))
        }
        if let content = contentFrame(of: face, in: frame, context: context) {
            return LaidOutBarItem(face: face, frame: frame, isEnabled: isEnabled, content: content)
        }
        guard let text = face.text else { return LaidOutBarItem(face: face, frame: frame, isEnabled: isEnabled) }
        // A back button's label starts 12 pt in from the tip with 8 after it; a button's label is
        // centred with 10 each side.
        let isBack: Bool
        if case .backButton = face { isBack = true } else { isBack = false }
        let font = BarMetrics.buttonFont
        let room = max(0, width - (isBack ? backButtonPadding : 2 * BarMetrics.buttonHorizontalPadding))
        let shown = context.measurer.truncated(text, font: font, toWidth: room)
        let shownWidth = context.measurer.labelWidth(shown, font: font)
        let labelX = isBack ? x + BarMetrics.backButtonLabelLeft : x + ((width - shownWidth) / 2).rounded(.down)
        let label = LaidOutText(text: shown, isTruncated: shown != text, font: font,
                                frame: Rect(x: labelX, y: y, width: shownWidth, height: height),
                                baseline: y + row.buttonLabelBaseline)
        return LaidOutBarItem(face: face.withText(shown), frame: frame, isEnabled: isEnabled, label: label)
    }

    /// A label's lines in its frame (the whole row): each tail-truncated to the frame's width and
    /// centred on it at a whole point; one line on a button label's baseline, two lines
    /// `labelLineSpacing` apart around it.
    static func labelLines(_ lines: [String], in frame: Rect, context: LayoutContext) -> [LaidOutText] {
        let row = context.row, font = BarMetrics.buttonFont
        let middle = frame.y + row.buttonTop + row.buttonLabelBaseline
        let first = middle - BarMetrics.labelLineSpacing / 2 * Double(lines.count - 1)
        return lines.enumerated().map { i, text in
            let shown = context.measurer.truncated(text, font: font, toWidth: frame.width)
            let width = context.measurer.labelWidth(shown, font: font)
            return LaidOutText(text: shown, isTruncated: shown != text, font: font,
                               frame: Rect(x: frame.x + ((frame.width - width) / 2).rounded(.down), y: frame.y,
                                               width: width, height: frame.height),
                               baseline: first + BarMetrics.labelLineSpacing * Double(i))
        }
    }

    /// Where the picture of an image or glyph face goes in `frame`, at its own size: a back
    /// button's image 12 pt in from the tip, any other centred; vertically centred on the art's
    /// body (all but the last, emboss row) or, without art, on the frame. Whole points.
    static func contentFrame(of face: ItemFace, in frame: Rect, context: LayoutContext) -> Rect? {
        let path: String, x: (Double) -> Double, bodyHeight: Double
        switch face {
        case .glyphButton(let glyph, _), .plainGlyph(let glyph):
            let size = BarMetrics.glyphSize(glyph, orientation: context.orientation) ?? BarMetrics.defaultImageSize
            let width = size.width, height = size.height
            var body = frame
            if case .glyphButton = face { body.height -= 1 }
            return Rect(x: (body.midX - width / 2).rounded(), y: (body.y + body.height / 2 - height / 2).rounded(),
                            width: width, height: height)
        case .backButton(_, let image?):
            path = image
            x = { _ in (frame.x + BarMetrics.backButtonLabelLeft).rounded() }
            bodyHeight = frame.height - 1
        case .imageButton(let image, _):
            path = image
            x = { w in (frame.midX - w / 2).rounded() }
            bodyHeight = frame.height - 1
        case .plainImage(let image):
            path = image
            x = { w in (frame.midX - w / 2).rounded() }
            bodyHeight = frame.height
        default:
            return nil
        }
        let size = context.images.sizeOrDefault(path)
        return Rect(x: x(size.width), y: (frame.y + (bodyHeight - size.height) / 2).rounded(),
                        width: size.width, height: size.height)
    }

    static var backButtonPadding: Double { BarMetrics.backButtonLabelLeft + BarMetrics.backButtonLabelRight }
}

extension ItemFace {
    /// The same face showing `text` instead of its own (after truncation).
    func withText(_ text: String) -> ItemFace {
        switch self {
        case .backButton(_, let image): return .backButton(title: text, image: image)
        case .button(_, let style): return .button(title: text, style: style)
        case .plainTitle: return .plainTitle(text)
        default: return self
        }
    }
}
