import ChevronSupport
import Geometry
import NavigationModel

/// A picker standing in an action sheet, laid out (docs/figures.md §A picker in an action sheet):
/// the sheet's subviews as the apps added them — the picker at (0, 40) and the momentary black
/// segmented control at (260, 7, 50, 30) — laid out by the view tree as any subviews are
/// (`ViewTreeLayout`), so that the picker and the control are the same widgets a screen's
/// `subviews` show, drawn and reported from the one tree.
package struct SheetPickerLayout: Hashable, Sendable {
    /// A plain view at the sheet's visible frame on the canvas, holding the picker and the control.
    package var root: ViewNode

    /// The sheet at the bottom of a canvas of `size`: as tall as the picker (UIKit's size in the
    /// orientation) and the strip above it (the rest of the 485-pt bounds the apps gave it lies
    /// below the canvas, unseen).
    package init(_ sheetPicker: SheetPicker, canvas size: Size, context: LayoutContext) {
        typealias M = SheetMetrics
        let pickerSize = PickerMetrics.size(context.orientation)
        let height = M.sheetPickerTop + pickerSize.height
        let frame = Rect(x: 0, y: size.height - height, width: size.width, height: height)
        var subviews: [SceneView] = []
        // Centred across a canvas wider than the picker (chosen); at x 0 as the apps put it.
        let pickerX = ((size.width - pickerSize.width) / 2).rounded()
        if let box = ViewFrame(x: pickerX, y: M.sheetPickerTop, width: pickerSize.width, height: pickerSize.height) {
            subviews.append(SceneView(sheetPicker.picker.content, frame: box))
        }
        let done = M.sheetDoneButton
        if let title = sheetPicker.doneButtonTitle,
           let control = SegmentedControl(segments: [.title(title)], style: .bar, tintColor: M.sheetDoneButtonTint,
                                          isMomentary: true),
           let box = ViewFrame(x: size.width - M.sheetDoneButtonRightInset - done.width, y: done.y,
                               width: done.width, height: done.height)
        {
            subviews.append(SceneView(control, frame: box))
        }
        root = ViewTreeLayout.layOut(subviews, in: frame, file: "", context: context).root
    }

    /// The sheet's visible frame on the canvas.
    package var frame: Rect { root.frame }

    /// The picker, laid out in its own bounds, and its frame on the canvas.
    package var picker: (drawing: LaidOutPicker, frame: Rect)? {
        guard let node = root.subviews.first, let drawing = node.drawing?.base as? LaidOutPicker else { return nil }
        return (drawing, node.frame.offsetBy(dx: root.frame.x, dy: root.frame.y))
    }

    /// The done button's title and frame on the canvas.
    package var doneButton: (title: String, frame: Rect)? {
        guard root.subviews.count > 1, let control = root.subviews.last?.drawing?.base as? LaidOutSegmentedControl,
              case .title(let title)? = control.control.segments.first?.content
        else { return nil }
        return (title, root.subviews[1].frame.offsetBy(dx: root.frame.x, dy: root.frame.y))
    }
}
