/// The limits a scene file must stay within (docs/DESIGN.md §Limits: a canvas over 16384 px on a
/// side or 64 Mi pixels is refused, exit 65, before any memory is allocated). The others keep
/// a hostile or broken file from costing more than a mockup ever needs. Over any limit is a
/// `SceneError` of kind `limitExceeded` naming the limit.
package enum SceneLimits {
    /// The largest canvas side in pixels (after the scale).
    package static let maxCanvasSide = 16_384
    /// The largest canvas area in pixels (after the scale): 64 Mi (67,108,864).
    package static let maxCanvasPixels = 64 * 1024 * 1024
    /// The largest scene file (bytes).
    package static let maxFileBytes = 1024 * 1024
    /// Nesting of mappings and sequences, as the parser walks it (a full scene needs about 10); a
    /// view of `content.subviews` counts as one level however many YAML levels it is written in
    /// (its list, its class's key, its mapping), and the views have a depth limit of their own
    /// (`maxViewDepth`).
    package static let maxNestingDepth = 32
    /// Nesting of the YAML itself, refused while composing (before any reading): room for views
    /// nested `maxViewDepth` deep, three YAML levels each, under the scene's own levels.
    package static let maxYAMLDepth = 4 * maxNestingDepth
    /// YAML aliases (`*name`) in one file, counted before composing.
    package static let maxAliases = 64
    /// Values that aliases expand to while a scene is read: walked past the document's own nodes
    /// (guards against alias bombs; a document's own values are bounded by its size).
    package static let maxNodes = 20_000
    /// View controllers defined in one scene (the stack plus those pushed or set later), and items
    /// on a standalone navigation bar.
    package static let maxViewControllers = 256
    /// Items in one list: left or right bar button items, toolbar items.
    package static let maxBarButtonItems = 32
    /// Segments of one segmented control.
    package static let maxSegments = 16
    /// Operations in one scene.
    package static let maxOperations = 256
    /// Unicode scalars in a title, prompt, id or other text: far more than any bar can show (a
    /// 320-pt bar shows some 40 characters; longer text is truncated with "…" as UIKit does), and
    /// few enough that measuring and truncating the longest text stays quick.
    package static let maxStringLength = 4096
    /// Characters in an image path.
    package static let maxPathLength = 1024
    /// The largest number of points a width (an item's, a segment's, the canvas's) may give.
    package static let maxPoints = 16_384.0

    /// Why a canvas of `width` × `height` points at `scale` cannot be drawn, or nil when it can.
    /// The CLI checks again once `--scale` or a root's natural size is known.
    package static func canvasProblem(width: Double, height: Double, scale: Int) -> String? {
        let w = (width * Double(scale)).rounded(.up)
        let h = (height * Double(scale)).rounded(.up)
        let size = "\(SceneLimits.points(width)) x \(SceneLimits.points(height)) pt at @\(scale)x is "
            + "\(SceneLimits.points(w)) x \(SceneLimits.points(h)) px"
        if w > Double(maxCanvasSide) || h > Double(maxCanvasSide) {
            return "the canvas \(size): over the limit of \(maxCanvasSide) px a side"
        }
        if w * h > Double(maxCanvasPixels) {
            return "the canvas \(size) (\(SceneLimits.points(w * h)) px): over the limit of \(maxCanvasPixels) px (64 Mi)"
        }
        return nil
    }

    static func points(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
