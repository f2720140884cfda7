/// Every code a `Diagnostic` can carry: the one registry. A diagnostic is built from one of these
/// cases, never from a string, and a caller matches on the case, never on the message. The raw value
/// is the stable, dotted code printed by `resolve --json`, the preview and `docs/diagnostics.md`
/// (generated from this list by `scripts/diagnostics.sh`; a test keeps it current).
///
/// Adding a diagnostic: a case here with its `summary` and `severity`, then build it with
/// `Diagnostic(.warning, code: .theCase, …)` or `Diagnostic.warning(.theCase, …)`.
public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    // MARK: The scene file (errors: the scene cannot be used; `SceneError.Kind`)

    case sceneSyntax = "scene.syntax"
    case sceneEncoding = "scene.encoding"
    case sceneEmptyScene = "scene.emptyScene"
    case sceneUnknownKey = "scene.unknownKey"
    case sceneUnknownValue = "scene.unknownValue"
    case sceneWrongType = "scene.wrongType"
    case sceneMissingKey = "scene.missingKey"
    case sceneMissingValue = "scene.missingValue"
    case sceneDuplicateKey = "scene.duplicateKey"
    case sceneConflictingKeys = "scene.conflictingKeys"
    case sceneOutOfRange = "scene.outOfRange"
    case sceneDuplicateID = "scene.duplicateID"
    case sceneUnknownReference = "scene.unknownReference"
    case sceneIllegalOperation = "scene.illegalOperation"
    case sceneLimitExceeded = "scene.limitExceeded"

    // MARK: What UIKit would ignore (warnings of the model and the parser)

    case operationIgnored = "operation.ignored"
    case navigationBarEmpty = "navigationBar.empty"
    case backBarButtonItemIgnored = "backBarButtonItem.ignored"
    case barTranslucentIgnored = "bar.translucentIgnored"
    case toolbarItemsOnHiddenToolbar = "toolbar.itemsOnHiddenToolbar"
    case statusBarHidden = "statusBar.hidden"
    case statusBarNetworkHidden = "statusBar.networkHidden"
    case customViewOriginIgnored = "customView.originIgnored"
    case setEditingShowsNothing = "setEditing.showsNothing"
    case tableSearchNotFirst = "table.searchNotFirst"
    case tableAccessoryTypeIgnored = "table.accessoryTypeIgnored"
    case tableEmptyRow = "table.emptyRow"
    case tableDetailTextHidden = "table.detailTextHidden"
    case tabBarOperationsOnAnotherTab = "tabBar.operationsOnAnotherTab"
    case actionSheetNoButtons = "actionSheet.noButtons"
    case alertNoButtons = "alert.noButtons"
    case sheetNoSuchButton = "sheet.noSuchButton"
    case presentFullScreenLayoutLimited = "present.fullScreenLayoutLimited"

    // MARK: What does not fit (warnings of the layout)

    case canvasTooShort = "canvas.tooShort"
    case navigationBarTitleHasNoRoom = "navigationBar.titleHasNoRoom"
    case navigationBarTitleViewTooWide = "navigationBar.titleViewTooWide"
    case navigationBarItemsTooWide = "navigationBar.itemsTooWide"
    case toolbarItemsTooWide = "toolbar.itemsTooWide"
    case barImageOutsideBar = "bar.imageOutsideBar"
    case barCustomViewEmpty = "bar.customViewEmpty"
    case barCustomViewOutsideBar = "bar.customViewOutsideBar"
    case tabBarBadgePastEdge = "tabBar.badgePastEdge"
    case actionSheetTooTall = "actionSheet.tooTall"
    case alertTooTall = "alert.tooTall"
    case alertCoversStatusBar = "alert.coversStatusBar"
    case keyboardTooShort = "keyboard.tooShort"
    case keyboardUnknownKey = "keyboard.unknownKey"
    case pickerTooWide = "picker.tooWide"
    case labelLineBreak = "label.lineBreak"
    case viewOutsideClip = "view.outsideClip"

    // MARK: Drawing and motion

    case textMissingCharacter = "text.missingCharacter"
    case animateNothingToAnimate = "animate.nothingToAnimate"
    case animateDoesNotAnimate = "animate.doesNotAnimate"
    case flowTooLarge = "flow.tooLarge"

    // MARK: Comparing images (`diff`, the folder comparison, `approve`) and the command line

    case diffThresholdOutOfRange = "diff.thresholdOutOfRange"
    case diffNegativeMaxDiffPixels = "diff.negativeMaxDiffPixels"
    case diffMaxDiffRatioOutOfRange = "diff.maxDiffRatioOutOfRange"
    case diffIgnoreOutside = "diff.ignoreOutside"
    case rulesMatchNothing = "rules.matchNothing"
    case approveFilterMatchesNothing = "approve.filterMatchesNothing"
    case outputNotPNG = "output.notPNG"
    case previewNameTaken = "preview.nameTaken"
    case previewOutsideFolder = "preview.outsideFolder"
    case previewCannotOpen = "preview.cannotOpen"

    /// The dotted code, e.g. `operation.ignored`.
    public var description: String { rawValue }

    /// The severity every diagnostic of this code has.
    public var severity: Diagnostic.Severity {
        switch self {
        case .sceneSyntax, .sceneEncoding, .sceneEmptyScene, .sceneUnknownKey, .sceneUnknownValue, .sceneWrongType,
             .sceneMissingKey, .sceneMissingValue, .sceneDuplicateKey, .sceneConflictingKeys, .sceneOutOfRange,
             .sceneDuplicateID, .sceneUnknownReference, .sceneIllegalOperation, .sceneLimitExceeded,
             .animateNothingToAnimate, .animateDoesNotAnimate, .flowTooLarge, .diffThresholdOutOfRange,
             .diffNegativeMaxDiffPixels, .diffMaxDiffRatioOutOfRange:
            return .error
        default:
            return .warning
        }
    }

    /// One line saying when the code is given (the line `docs/diagnostics.md` shows).
    public var summary: String {
        switch self {
        case .sceneSyntax: "Not YAML: libyaml's scanner, parser or composer refused the text."
        case .sceneEncoding: "The file is not UTF-8 text."
        case .sceneEmptyScene: "The scene has no root, or is not a mapping at the top."
        case .sceneUnknownKey: "A key the format does not have (the message names the closest known key)."
        case .sceneUnknownValue: "A value outside a closed set (the message names the closest valid value)."
        case .sceneWrongType: "A value of the wrong type: a string where a number goes, a list where a mapping goes."
        case .sceneMissingKey: "A key the format needs is not there."
        case .sceneMissingValue: "A key written with nothing after it (`tintColor:`, or a `#` that starts a comment)."
        case .sceneDuplicateKey: "The same key twice in one mapping."
        case .sceneConflictingKeys: "Keys that cannot go together (two roots, `leftBarButtonItem` and `leftBarButtonItems`)."
        case .sceneOutOfRange: "An index or number outside its range."
        case .sceneDuplicateID: "Two view controllers or navigation items with one id."
        case .sceneUnknownReference: "An id that names no view controller or navigation item."
        case .sceneIllegalOperation: "An operation UIKit refuses (pushing a view controller already on the stack)."
        case .sceneLimitExceeded: "The scene is over one of the limits (nodes, depth, canvas size)."
        case .operationIgnored: "An operation UIKit ignores (popping the root, an unknown target); nothing changes."
        case .navigationBarEmpty: "A pop removes a standalone navigation bar's only item: the bar is left empty."
        case .backBarButtonItemIgnored: "A backBarButtonItem a back button cannot show (a system item, a custom view)."
        case .barTranslucentIgnored: "`translucent: false` on a `blackTranslucent` bar, which is always see-through."
        case .toolbarItemsOnHiddenToolbar: "Toolbar items on a screen whose toolbar is hidden: they are not shown."
        case .statusBarHidden: "Status bar fields given while `style: none` hides the status bar."
        case .statusBarNetworkHidden: "A cellular `network` given while the status bar shows the Wi-Fi fan in its place."
        case .customViewOriginIgnored: "A titleView's or customView's frame origin: the bar places the view, using only its size."
        case .setEditingShowsNothing: "setEditing on a screen with no table and no Edit button: nothing changes."
        case .tableSearchNotFirst: "The index's search magnifier is not its first title."
        case .tableAccessoryTypeIgnored: "A row's accessoryType, which its accessoryView replaces."
        case .tableEmptyRow: "A row with neither text nor an image: it is drawn empty."
        case .tableDetailTextHidden: "A row's detailText, which the default style does not show."
        case .tabBarOperationsOnAnotherTab: "Operations on a tab that is not selected: they change nothing drawn."
        case .actionSheetNoButtons: "An action sheet with no buttons, which the user cannot dismiss."
        case .alertNoButtons: "An alert with no buttons, which the user cannot dismiss."
        case .sheetNoSuchButton: "A dismissal's button index that is no button of the sheet or alert."
        case .presentFullScreenLayoutLimited: "`wantsFullScreenLayout` on a presented screen its presenter limits."
        case .canvasTooShort: "The canvas is shorter than the bars stacked on it: they overlap or are cut off."
        case .navigationBarTitleHasNoRoom: "The navigation bar's title has no room left between its items."
        case .navigationBarTitleViewTooWide: "The navigation bar's title view is wider than the room between its items."
        case .navigationBarItemsTooWide: "The navigation bar's items are wider than the bar."
        case .toolbarItemsTooWide: "The toolbar's items are wider than the bar."
        case .barImageOutsideBar: "A bar button's image is wider or taller than its bar."
        case .barCustomViewEmpty: "A bar's custom view of zero width or height: nothing of it is shown."
        case .barCustomViewOutsideBar: "A bar's custom view taller than the bar: it is cut at the bar's edges."
        case .tabBarBadgePastEdge: "A tab's badge runs past the tab bar's right edge."
        case .actionSheetTooTall: "An action sheet taller than the canvas: its top is cut off."
        case .alertTooTall: "An alert taller than the canvas: it is cut off."
        case .alertCoversStatusBar: "A centred alert so tall that it covers the status bar."
        case .keyboardTooShort: "The canvas is shorter than the keyboard: its top is cut off."
        case .keyboardUnknownKey: "A pressed key the keyboard does not have: no pop-up is shown."
        case .pickerTooWide: "A picker's components are wider together than its wheels: the last are cut off."
        case .labelLineBreak: "A one-line label's text holds a line break: only the first line is drawn."
        case .viewOutsideClip: "A view wholly outside its superview's clipping bounds: nothing of it is drawn."
        case .textMissingCharacter: "No font has a character: it is drawn as a box."
        case .animateNothingToAnimate: "`animate` of a scene with no operation that changes the screen."
        case .animateDoesNotAnimate: "`animate` of a scene whose last operation does not animate."
        case .flowTooLarge: "`flow`'s storyboard would be over the canvas limits."
        case .diffThresholdOutOfRange: "A comparison's threshold outside 0 … 1 (`--threshold`, a rule's, a blob's)."
        case .diffNegativeMaxDiffPixels: "A negative number of differing pixels allowed (`--max-diff-pixels`)."
        case .diffMaxDiffRatioOutOfRange: "A share of differing pixels allowed outside 0 … 1 (`--max-diff-ratio`)."
        case .diffIgnoreOutside: "An ignored region (`--ignore`, or a rule's) lies outside every image it applies to."
        case .rulesMatchNothing: "A `--rules` entry whose glob matches none of the images."
        case .approveFilterMatchesNothing: "`approve --filter` matches none of the images."
        case .outputNotPNG: "An output named with another format's extension: it holds a PNG all the same."
        case .previewNameTaken: "Two scenes the preview would serve under one name: the second is not served."
        case .previewOutsideFolder: "A scene whose real path leads outside the folder given: it is not served."
        case .previewCannotOpen: "`preview --open` cannot start a browser."
        }
    }
}
