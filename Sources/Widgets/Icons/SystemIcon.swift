import Geometry
import Raster

/// The glyphs of `UIBarButtonSystemItem` as iPhone OS 2–3 drew them on a plain toolbar item:
/// solid white shapes about 20 pt tall (docs/DESIGN.md §Toolbar glyphs), embossed by `EmbossedGlyph`.
///
/// Every glyph is drawn procedurally from a design on a 1x point grid, `naturalSize` points large
/// with the origin at its top-left corner; straight edges sit on whole points so that the glyph is
/// crisp at its natural size at @1x, @2x and @3x. No artwork of anyone's is used: the proportions
/// are our recollection of the iPhone OS 3 toolbar glyphs (Mail, Safari, Photos, iPod), and each
/// design says which. `SystemIconDesigns` holds the designs.
///
/// `undo` and `redo` date from iPhone OS 3.0. As far as we recall, UIKit up to iOS 6 showed those
/// two items as bordered buttons titled "Undo" and "Redo" rather than glyphs; the arrows here are
/// for mockups that want an icon, designed in the style of the other glyphs.
public enum SystemIcon: String, CaseIterable, Sendable {
    case add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash
    case play, pause, rewind, fastForward, undo, redo

    /// The height every glyph is designed at, in points.
    public static let designHeight = 20.0

    /// The size of the design, in points at 1x: 20 tall, and wider than 20 for the wide glyphs
    /// (camera, bookmarks, the double triangles) as on the phone.
    public var naturalSize: Size {
        switch self {
        case .add, .search, .refresh, .stop, .play, .pause, .undo, .redo:
            return Size(width: 20, height: 20)
        case .trash:
            return Size(width: 18, height: 20)
        case .compose, .reply, .action, .organize:
            return Size(width: 22, height: 20)
        case .bookmarks, .camera, .rewind, .fastForward:
            return Size(width: 24, height: 20)
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
