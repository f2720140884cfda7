import ChevronSupport
import Geometry
import NavigationModel
import Scene

/// How each root of a scene lays itself out: it sets the canvas (the scene's own size, else the
/// root's natural size), puts its parts in place and returns its warnings, each at the part it is
/// about. Every kind of root conforms here; `SceneLayout.init` asks the scene's root
/// (`LayoutTreeTests` checks that every kind of `SceneRoot.kinds` does).
package protocol RootLayingOut: SceneRootValue {
    func layOut(into layout: inout SceneLayout, scene: Scene, context: LayoutContext) -> [Diagnostic]
}

extension SceneLayout {
    /// The canvas for a root of `natural` size: the scene's width and height where it gives them.
    static func canvasSize(_ natural: Size, of scene: Scene) -> Size {
        Size(width: scene.canvas.width ?? natural.width, height: scene.canvas.height ?? natural.height)
    }

    /// The phone's screen in the scene's orientation.
    static func screen(of scene: Scene) -> Size { ScreenLayout.screenSize(scene.canvas.orientation) }

    /// `found` said of `scene`'s file at `place` (the root's key unless given), `part` naming it when
    /// the scene has no place.
    static func located(_ found: [Diagnostic], at part: String, in scene: Scene,
                        place: SourcePlace? = nil) -> [Diagnostic] {
        found.map { $0.placed(at: place ?? scene.sources.root, file: scene.file, part: part) }
    }
}

extension NavigationControllerScene: RootLayingOut {
    package func layOut(into l: inout SceneLayout, scene: Scene, context: LayoutContext) -> [Diagnostic] {
        l.canvas = SceneLayout.canvasSize(SceneLayout.screen(of: scene), of: scene)
        return l.layOutPresented(controller, steps: steps, scene: scene, context: context)
            ?? l.layOutScreen(controller, scene: scene, area: l.canvas, context: context)
    }
}

extension TabBarControllerScene: RootLayingOut {
    package func layOut(into l: inout SceneLayout, scene: Scene, context: LayoutContext) -> [Diagnostic] {
        l.canvas = SceneLayout.canvasSize(SceneLayout.screen(of: scene), of: scene)
        let shown = shownController
        // A presented screen covers the tab bar too.
        if let shown, let found = l.layOutPresented(shown, steps: operated?.steps ?? [], scene: scene, context: context) {
            return found
        }
        // "hidesBottomBarWhenPushed": the tab bar goes with the toolbar.
        let hidden = shown?.viewControllers.contains(where: \.hidesBottomBarWhenPushed) ?? false
        let barHeight = hidden ? 0 : BarMetrics.tabBarHeight
        let area = Size(width: l.canvas.width, height: max(0, l.canvas.height - barHeight))
        var warnings: [Diagnostic] = []
        if let shown {
            warnings += l.layOutScreen(shown, scene: scene, area: area, context: context)
        }
        l.tabBar = SceneLayout.TabBarPart(self.tabBar, frame: hidden ? nil : Rect(x: 0, y: area.height, width: l.canvas.width,
                                                                                  height: barHeight),
                                          width: l.canvas.width, measurer: context.measurer)
        return warnings + SceneLayout.located(hidden ? [] : l.tabBar?.layout.warnings ?? [], at: "tabBar", in: scene)
    }
}

extension TabBar: RootLayingOut {
    package func layOut(into l: inout SceneLayout, scene: Scene, context: LayoutContext) -> [Diagnostic] {
        l.canvas = SceneLayout.canvasSize(Size(width: SceneLayout.screen(of: scene).width,
                                               height: BarMetrics.tabBarHeight), of: scene)
        l.tabBar = SceneLayout.TabBarPart(self, frame: Rect(x: 0, y: 0, width: l.canvas.width,
                                                            height: BarMetrics.tabBarHeight),
                                          width: l.canvas.width, measurer: context.measurer)
        return SceneLayout.located(l.tabBar?.layout.warnings ?? [], at: "tabBar", in: scene)
    }
}

extension NavigationBarScene: RootLayingOut {
    package func layOut(into l: inout SceneLayout, scene: Scene, context: LayoutContext) -> [Diagnostic] {
        let resolved = bar.resolved
        let height = NavigationBarLayout.height(hasPrompt: resolved.hasPrompt, orientation: scene.canvas.orientation)
        l.canvas = SceneLayout.canvasSize(Size(width: SceneLayout.screen(of: scene).width, height: height), of: scene)
        let layout = NavigationBarLayout(resolved, width: l.canvas.width, context: context)
        l.navigationBar = SceneLayout.NavigationBarPart(resolved: resolved, layout: layout, appearance: bar.appearance,
                                                        frame: Rect(x: 0, y: 0, width: l.canvas.width, height: height),
                                                        alpha: 1)
        return SceneLayout.located(resolved.warnings + layout.warnings, at: "navigationBar", in: scene,
                                   place: scene.sources.definition(bar.entries.last?.id))
    }
}

extension ToolbarScene: RootLayingOut {
    package func layOut(into l: inout SceneLayout, scene: Scene, context: LayoutContext) -> [Diagnostic] {
        let height = ToolbarLayout.height(orientation: scene.canvas.orientation)
        l.canvas = SceneLayout.canvasSize(Size(width: SceneLayout.screen(of: scene).width, height: height), of: scene)
        let layout = ToolbarLayout(items: items, width: l.canvas.width, context: context)
        l.toolbar = SceneLayout.ToolbarPart(resolved: ResolvedToolbar(items: items), layout: layout,
                                            appearance: appearance,
                                            frame: Rect(x: 0, y: 0, width: l.canvas.width, height: height), alpha: 1)
        return SceneLayout.located(layout.warnings, at: "toolbar", in: scene)
    }
}

extension SegmentedControlScene: RootLayingOut {
    package func layOut(into l: inout SceneLayout, scene: Scene, context: LayoutContext) -> [Diagnostic] {
        let natural = SegmentedControlLayout.size(of: control, context: context)
        l.canvas = SceneLayout.canvasSize(natural, of: scene)
        let frame = SceneLayout.centred(natural, on: l.canvas)
        l.segmentedControl = SceneLayout.SegmentedControlPart(control, barAppearance: barAppearance, frame: frame)
        return []
    }
}

extension SearchBar: RootLayingOut {
    package func layOut(into l: inout SceneLayout, scene: Scene, context: LayoutContext) -> [Diagnostic] {
        let natural = SearchBarLayout.height(self)
        l.canvas = SceneLayout.canvasSize(Size(width: SceneLayout.screen(of: scene).width, height: natural), of: scene)
        l.searchBar = SceneLayout.SearchBarPart(
            self, at: (0, SceneLayout.centred(Size(width: l.canvas.width, height: natural), on: l.canvas).y),
            width: l.canvas.width, context: context)
        return []
    }
}

extension KeyboardScene: RootLayingOut {
    package func layOut(into l: inout SceneLayout, scene: Scene, context: LayoutContext) -> [Diagnostic] {
        let orientation = scene.canvas.orientation
        let natural = KeyboardLayout(traits: traits, orientation: orientation).size
        l.canvas = SceneLayout.canvasSize(natural, of: scene)
        let (part, found) = SceneLayout.bottomKeyboard(traits, text: text, canvas: l.canvas, orientation: orientation,
                                                       responder: nil)
        l.keyboard = part
        return SceneLayout.located(found, at: "keyboard", in: scene)
    }
}

extension BackButtonScene: RootLayingOut {
    package func layOut(into l: inout SceneLayout, scene: Scene, context: LayoutContext) -> [Diagnostic] {
        let width = ItemSizing.backButtonWidth(title: title, image: nil, context: context)
        var item = ItemSizing.place(.backButton(title: title, image: nil), x: 0, width: width, rowTop: 0,
                                    isEnabled: true, context: context)
        item.isHighlighted = isHighlighted
        l.canvas = SceneLayout.canvasSize(Size(width: width, height: item.frame.height), of: scene)
        let frame = SceneLayout.centred(Size(width: width, height: item.frame.height), on: l.canvas)
        l.backButton = SceneLayout.BackButtonPart(title: title, appearance: appearance,
                                                  item: item.offsetBy(dx: frame.x - item.frame.x,
                                                                      dy: frame.y - item.frame.y))
        return []
    }
}
