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

    /// The narrowest a back button shrinks to when the title needs room: the chevron with only "…".
    public static func backButtonMinimumWidth(context: LayoutContext) -> Double {
        max(BarMetrics.backButtonArtWidth,
            context.measurer.labelWidth(TextMeasurer.ellipsis, font: BarMetrics.buttonFont) + backButtonPadding)
    }

    /// An item's natural width in a bar of `kind`. A positive `width` fixes it ("If this property
    /// value is positive, the width of the combined image and title are fixed"), except for a custom
    /// view, whose own frame sets its width, and a flexible space, which gets its width from the
    /// toolbar (0 here).
    public static func width(of item: BarButtonItem, in kind: BarKind, context: LayoutContext) -> Double {
        if case .customView(.segmentedControl(let control)) = item.kind {
            return SegmentedControlLayout.width(of: control, context: context)
        }
        if item.systemItem == .flexibleSpace { return 0 }
        if let fixed = item.fixedWidth { return fixed }
        let face = ItemFace.of(item, in: kind)
        let padding = 2 * BarMetrics.buttonHorizontalPadding
        switch face {
        case .button(let title, _):
            return max(BarMetrics.borderedArtWidth, context.measurer.labelWidth(title, font: BarMetrics.buttonFont) + padding)
        case .plainTitle(let title):
            return context.measurer.labelWidth(title, font: BarMetrics.buttonFont) + padding
        case .glyphButton(let glyph, _), .plainGlyph(let glyph):
            return (BarMetrics.glyphWidth(glyph) ?? BarMetrics.defaultImageSize.width) + padding
        case .imageButton(let path, _), .plainImage(let path):
            return context.images.sizeOrDefault(path).width + padding
        case .fixedSpace, .flexibleSpace:
            return 0
        case .backButton, .segmentedControl:
            return 0  // handled above / by `backButtonWidth`
        }
    }

    /// The height of a face: a custom view's own height, every other item the row's button height.
    public static func height(of face: ItemFace, context: LayoutContext) -> Double {
        if case .segmentedControl(let control) = face {
            return SegmentedControlLayout.height(of: control, context: context)
        }
        return context.row.buttonHeight
    }

    /// Places a face at `x` with `width` in a row whose top is `rowTop`: centred vertically (a
    /// 30-pt button in a 44-pt row lands at y = 7), its label truncated to the room inside the art.
    public static func place(_ face: ItemFace, x: Double, width: Double, rowTop: Double, isEnabled: Bool,
                             context: LayoutContext) -> LaidOutBarItem {
        let row = context.row
        let height = height(of: face, context: context)
        let y = rowTop + ((row.rowHeight - height) / 2).rounded(.down)
        let frame = BarFrame(x: x, y: y, width: width, height: height)
        guard let text = face.text else { return LaidOutBarItem(face: face, frame: frame, isEnabled: isEnabled) }
        // A back button's label starts 12 pt in from the tip with 8 after it; a button's label is
        // centred with 10 each side.
        let isBack: Bool
        switch face {
        case .backButton(_, let image):
            if image != nil { return LaidOutBarItem(face: face, frame: frame, isEnabled: isEnabled) }
            isBack = true
        default:
            isBack = false
        }
        let font = BarMetrics.buttonFont
        let room = max(0, width - (isBack ? backButtonPadding : 2 * BarMetrics.buttonHorizontalPadding))
        let shown = context.measurer.truncated(text, font: font, toWidth: room)
        let shownWidth = context.measurer.labelWidth(shown, font: font)
        let labelX = isBack ? x + BarMetrics.backButtonLabelLeft : x + ((width - shownWidth) / 2).rounded(.down)
        let label = LaidOutText(text: shown, isTruncated: shown != text, font: font,
                                frame: BarFrame(x: labelX, y: y, width: shownWidth, height: height),
                                baseline: y + row.buttonLabelBaseline)
        return LaidOutBarItem(face: face.withText(shown), frame: frame, isEnabled: isEnabled, label: label)
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
