import Geometry
import Layout
import NavigationModel
import Raster

/// The glyphs of `UIBarButtonSystemItem` as iPhone OS 2–3 drew them on a plain toolbar item:
/// solid white shapes 14–25 pt wide and 16–22 tall (docs/DESIGN.md §Toolbar glyphs), embossed by
/// `EmbossedGlyph`.
///
/// Every glyph is drawn procedurally from a design on a 1x point grid, `naturalSize` points large
/// with the origin at its top-left corner. The box is the size of UIKit's own glyph mask for the
/// item (`UIButtonBar<Name>.png`) and each design is drawn as vector paths at the mask's
/// proportions, measured against it (coverage within 10 levels of its alpha on average, the ink
/// box within a pixel) but never copied from it, so that it stays sharp at @2x and @3x. Upright
/// and level edges sit on whole points, or on half points where the mask's edge does; parts that
/// would overlap are drawn as one outline (see `SystemIconDesigns.stop`). `SystemIconDesigns`
/// holds the designs.
///
/// `undo` and `redo` date from iPhone OS 3.0. As far as we recall, UIKit up to iOS 6 showed those
/// two items as bordered buttons titled "Undo" and "Redo" rather than glyphs; the arrows here are
/// for mockups that want an icon, designed in the style of the other glyphs in a 20-pt box.
public enum SystemIcon: String, CaseIterable, Sendable {
    case add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash
    case play, pause, rewind, fastForward, undo, redo

    /// The size of the design in points at 1x: the size of UIKit's glyph mask for the item
    /// (`BarMetrics.glyphSize`, which layout sizes the item by), so that the glyph, centred in its
    /// item as UIKit centred the mask, lands where the phone's did.
    public var naturalSize: Size {
        BarMetrics.glyphSize(systemItem) ?? BarMetrics.defaultImageSize
    }

    /// The bar button system item that shows this glyph.
    public var systemItem: BarButtonSystemItem {
        switch self {
        case .add: return .add
        case .compose: return .compose
        case .reply: return .reply
        case .action: return .action
        case .organize: return .organize
        case .bookmarks: return .bookmarks
        case .search: return .search
        case .refresh: return .refresh
        case .stop: return .stop
        case .camera: return .camera
        case .trash: return .trash
        case .play: return .play
        case .pause: return .pause
        case .rewind: return .rewind
        case .fastForward: return .fastForward
        case .undo: return .undo
        case .redo: return .redo
        }
    }

    /// The fill rule of `path(in:)`. Always non-zero: solid parts run clockwise and holes (the
    /// camera's lens, the trash can's slots) counter-clockwise, so that overlapping parts merge.
    public var fillRule: FillRule { .nonZero }

    /// The glyph fitted into `rect` (points): scaled uniformly to the largest size that fits and
    /// centred. Pass `Rect(origin: o, size: naturalSize)` for the designed, pixel-aligned size.
    public func path(in rect: Rect) -> Path {
        design.transformed(by: GlyphGeometry.fit(naturalSize, into: rect))
    }

    /// The glyph at its natural size with its top-left corner at `origin` (points).
    public func path(at origin: Point) -> Path {
        path(in: Rect(origin: origin, size: naturalSize))
    }

    /// The design at natural size, origin (0, 0).
    var design: Path {
        switch self {
        case .add: return SystemIconDesigns.add()
        case .stop: return SystemIconDesigns.stop()
        case .play: return SystemIconDesigns.play()
        case .pause: return SystemIconDesigns.pause()
        case .rewind: return GlyphGeometry.mirrored(SystemIconDesigns.fastForward(), width: naturalSize.width)
        case .fastForward: return SystemIconDesigns.fastForward()
        case .reply: return SystemIconDesigns.reply()
        case .action: return SystemIconDesigns.action()
        case .organize: return SystemIconDesigns.organize()
        case .refresh: return SystemIconDesigns.refresh()
        case .undo: return SystemIconDesigns.undo()
        case .redo: return GlyphGeometry.mirrored(SystemIconDesigns.undo(), width: naturalSize.width)
        case .compose: return SystemIconDesigns.compose()
        case .bookmarks: return SystemIconDesigns.bookmarks()
        case .search: return SystemIconDesigns.search()
        case .camera: return SystemIconDesigns.camera()
        case .trash: return SystemIconDesigns.trash()
        }
    }
}
