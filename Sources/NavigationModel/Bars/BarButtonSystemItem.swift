/// `UIBarButtonSystemItem`, the system items a scene can name (docs/scenes.md §Bar button items, iPhone
/// OS 2–3).
///
/// A system item is drawn either as a word (Done, Cancel, Edit, Save: bordered buttons, Done and
/// Save in the blue done style, as `editButtonItem` shows "Edit" and then "Done"), as a glyph, or
/// as empty space (the fixed and flexible spaces of a toolbar).
public enum BarButtonSystemItem: String, CaseIterable, Hashable, Sendable {
    case done, cancel, edit, save, add
    case flexibleSpace, fixedSpace
    case compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash
    case play, pause, rewind, fastForward, undo, redo

    /// What the item shows.
    public enum Content: Hashable, Sendable {
        /// A localised word on a button.
        case text(String)
        /// A system glyph (drawn by the widgets layer).
        case glyph
        /// `UIBarButtonSystemItemFlexibleSpace`: blank space shared with the other flexible spaces.
        case flexibleSpace
        /// `UIBarButtonSystemItemFixedSpace`: blank space as wide as the item's `width`.
        case fixedSpace
    }

    public var content: Content {
        switch self {
        case .done: return .text("Done")
        case .cancel: return .text("Cancel")
        case .edit: return .text("Edit")
        case .save: return .text("Save")
        case .flexibleSpace: return .flexibleSpace
        case .fixedSpace: return .fixedSpace
        case .add, .compose, .reply, .action, .organize, .bookmarks, .search, .refresh, .stop, .camera,
             .trash, .play, .pause, .rewind, .fastForward, .undo, .redo:
            return .glyph
        }
    }

    /// The word the item shows, if it shows one.
    public var title: String? {
        if case .text(let word) = content { return word }
        return nil
    }

    /// Whether the item is a fixed or flexible space rather than a button.
    public var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }

    /// The style the system gives the item: Done and Save are done-style (blue), the other words
    /// bordered, glyphs and spaces plain — so a toolbar shows Mail's embossed glyphs (Figure 3-11)
    /// and a navigation bar draws the same glyphs bordered ("a plain item in a navigation bar is
    /// drawn bordered", docs/DESIGN.md §Bar layout).
    public var impliedStyle: BarButtonItemStyle {
        switch content {
        case .text: return self == .done || self == .save ? .done : .bordered
        case .glyph, .flexibleSpace, .fixedSpace: return .plain
        }
    }
}
