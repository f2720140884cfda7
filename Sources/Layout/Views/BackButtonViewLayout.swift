import ChevronSupport
import Geometry
import NavigationModel

/// Seed 003's chevron button laid out: the back button a bar lays out (`ItemSizing`), at the
/// post's size and in the view's bounds. The post sizes it `(0, 0, controlWidth, 30)` with
/// `controlWidth = label + 8 + 12` (at least the art's width) and puts the label at x 12 "to mimic
/// system buttons", so it is the system back button's face, whatever the frame the scene gives it.
public struct LaidOutBackButton: ViewDrawing {
    /// The button's face in the view's bounds: the chevron art and its label.
    public var item: LaidOutBarItem

    package func json() -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [("title", .string(item.face.text ?? ""))]
        if let label = item.label { fields += [("label", .string(label.text)), ("labelFrame", .frame(label.frame))] }
        if item.isHighlighted { fields.append(("highlighted", .bool(true))) }
        return fields
    }

    package var summary: String { "\"" + ViewTextEscaping.escaped(item.label?.text ?? "") + "\"" }
}

extension BackButtonView: LaysOutView {
    /// The post's size: 30 tall (the portrait back button's height, in landscape too: the post
    /// fixes it), as wide as its label plus 20, at least the art.
    package func size(for size: Size, context: LayoutContext) -> Size {
        Size(width: ItemSizing.backButtonWidth(title: title, image: nil, context: context), height: BarMetrics.buttonHeight)
    }

    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        // The portrait row places a 30-pt button 7 pt down; a row starting 7 pt up puts it at 0.
        var portrait = context
        portrait.orientation = .portrait
        var item = ItemSizing.place(.backButton(title: title, image: nil), x: 0, width: size.width,
                                    rowTop: -BarMetrics.buttonTop, isEnabled: true, context: portrait)
        item.isHighlighted = isHighlighted
        return (LaidOutBackButton(item: item), [])
    }
}
