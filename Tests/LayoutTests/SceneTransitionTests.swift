import Geometry
import Layout
import NavigationModel
import Scene
import SceneFile
import Testing

/// The choreography of a push and a pop (docs/DESIGN.md §Motion), rule by rule, on layouts from a
/// fake measurer (7 pt a character): an instant of a transition is a layout with frames moved and
/// opacities faded; its ends are exactly the two static layouts.
struct SceneTransitionTests {
    static let context = LayoutContext(measurer: TextMeasurer { text, _ in Double(text.count) * 7 })

    static let push = """
        canvas: { statusBar: none }
        navigationController:
          viewControllers:
            - id: a
              title: Settings
              navigationItem: { rightBarButtonItem: { systemItem: edit } }
          operations:
            - push: { id: b, title: General, navigationItem: { rightBarButtonItem: { systemItem: edit } } }
        """

    static let pushWithCustomItems = """
        canvas: { statusBar: none }
        navigationController:
          viewControllers:
            - id: a
              title: Inbox
              navigationItem: { leftBarButtonItem: { title: Mailboxes }, rightBarButtonItem: { systemItem: compose } }
          operations:
            - push: { id: b, title: Message, navigationItem: { rightBarButtonItem: { systemItem: reply } } }
        """

    /// The transition of a scene's last operation.
    func transition(_ yaml: String) throws -> SceneTransition {
        let scene = try SceneParser.parse(Array(yaml.utf8), file: "s.yaml")
        let stages = scene.stages
        let last = try #require(stages.last)
        let from = SceneLayout(stages[stages.count - 2].scene, context: Self.context)
        let to = SceneLayout(last.scene, context: Self.context)
        return try #require(SceneTransition(from: from, to: to, transition: last.transition))
    }

    func back(_ layout: NavigationBarLayout?) -> LaidOutBarItem? {
        layout?.left.first { if case .backButton = $0.face { true } else { false } }
    }

    @Test func theEndsAreExactlyTheStaticLayouts() throws {
        let t = try transition(Self.push)
        #expect(t.layout(at: 0) == t.from)
        #expect(t.layout(at: -1) == t.from)
        #expect(t.layout(at: SceneTransition.duration) == t.to)
        #expect(t.layout(at: 2) == t.to)
        #expect(!t.layout(at: 0).isInTransition && !t.layout(at: 0.35).isInTransition)
    }

    @Test func instantsAtSixtyFramesASecondAreTwentyTwoIncludingBothEnds() {
        let sixty = SceneTransition.instants(fps: 60)
        #expect(sixty.count == 22 && sixty.first == 0 && sixty.last == 0.35)
        #expect(zip(sixty, sixty.dropFirst()).allSatisfy { $1 > $0 })
        let thirty = SceneTransition.instants(fps: 30)
        #expect(thirty.count == 12 && thirty[10] == 10.0 / 30 && thirty.last == 0.35)
        #expect(SceneTransition.instants(fps: 1) == [0, 0.35])
    }

    /// CSS `ease` is cubic-bezier(0.25, 0.1, 0.25, 1): at half the time, 80.24 % of the way.
    @Test func theEaseCurve() {
        let ease = TimingCurve.ease
        #expect(ease.progress(0) == 0 && ease.progress(1) == 1)
        #expect(abs(ease.progress(0.5) - 0.8024033877399112) < 1e-6)
        #expect(abs(ease.progress(0.25) - 0.40851059137130497) < 1e-6)
        let samples = stride(from: 0.0, through: 1, by: 0.01).map(ease.progress)
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $1 >= $0 })
    }

    @Test func aPushedItemsBackButtonStartsAtThePreviousTitlesPositionAndMovesToFive() throws {
        let t = try transition(Self.push)
        let oldTitle = try #require(t.from.navigationBar?.layout.center?.frame)
        let start = try #require(back(t.layout(at: 0.0001).navigationBar?.layout))
        #expect(abs(start.frame.x - oldTitle.x) < 0.1)
        #expect(start.alpha < 0.01)
        let end = try #require(back(t.layout(at: 0.3499).navigationBar?.layout))
        #expect(abs(end.frame.x - 5) < 0.1 && end.alpha > 0.99)
    }

    @Test func thePreviousTitleMovesToFiveAndFadesOut() throws {
        let t = try transition(Self.push)
        let x0 = try #require(t.from.navigationBar?.layout.center?.frame.x)
        let xs = SceneTransition.instants(fps: 60).dropFirst().dropLast().compactMap {
            t.layout(at: $0).navigationBar?.leavingItems?.center
        }
        #expect(xs.count == 20)
        // Steadily left, steadily fainter, from the title's place toward x = 5.
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $1.frame.x < $0.frame.x && $1.alpha < $0.alpha })
        let first = try #require(xs.first), last = try #require(xs.last)
        #expect(first.frame.x < x0 && last.frame.x > 5)
        let late = try #require(t.layout(at: 0.3499).navigationBar?.leavingItems?.center)
        #expect(abs(late.frame.x - 5) < 0.5 && late.alpha < 0.01)
    }

    @Test func theNewTitleComesFromTheRightEdgeAsItFadesIn() throws {
        let t = try transition(Self.push)
        let early = try #require(t.layout(at: 0.0001).navigationBar?.layout.center)
        #expect(abs(early.frame.x - 320) < 0.1 && early.alpha < 0.01)
        let target = try #require(t.to.navigationBar?.layout.center?.frame.x)
        let mid = try #require(t.layout(at: 0.175).navigationBar?.layout.center)
        #expect(mid.frame.x > target && mid.frame.x < 320 && mid.alpha > 0 && mid.alpha < 1)
    }

    /// "A's right item fades out in place unless B shows the same item": the same Edit stays opaque.
    @Test func theSameRightItemStaysAndADifferentOneCrossFadesInPlace() throws {
        let same = try transition(Self.push).layout(at: 0.1)
        #expect(same.navigationBar?.leavingItems?.right.isEmpty == true)
        #expect(same.navigationBar?.layout.right.map(\.alpha) == [1])
        let other = try transition(Self.pushWithCustomItems)
        let mid = other.layout(at: 0.1)
        let leaving = try #require(mid.navigationBar?.leavingItems)
        let arriving = try #require(mid.navigationBar?.layout)
        #expect(leaving.right.map(\.frame) == other.from.navigationBar?.layout.right.map(\.frame))
        #expect(arriving.right.map(\.frame) == other.to.navigationBar?.layout.right.map(\.frame))
        let out = try #require(leaving.right.first), into = try #require(arriving.right.first)
        #expect(abs(out.alpha + into.alpha - 1) < 1e-9)
        // A custom left item fades out in place.
        #expect(leaving.left.map(\.frame) == other.from.navigationBar?.layout.left.map(\.frame))
        let custom = try #require(leaving.left.first)
        #expect(custom.alpha < 1)
    }

    @Test func thePreviousBackButtonSlidesOffToTheLeft() throws {
        let yaml = """
            navigationController:
              viewControllers: [ { id: a, title: A }, { id: b, title: B } ]
              operations: [ { push: { id: c, title: C } } ]
            """
        let t = try transition(yaml)
        let leaving = try #require(back(t.layout(at: 0.3499).navigationBar?.leavingItems))
        let width = try #require(back(t.from.navigationBar?.layout)).frame.width
        #expect(abs(leaving.frame.x - (-width - 5)) < 0.5 && leaving.alpha < 0.01)
    }

    /// Pop is the mirror image: the top title goes to x = W, the top back button to where the
    /// revealed title will be; the revealed title comes from x = 5.
    @Test func popIsTheMirrorImage() throws {
        let yaml = """
            navigationController:
              viewControllers: [ { id: a, title: Settings }, { id: b, title: General } ]
              operations: [ pop ]
            """
        let t = try transition(yaml)
        #expect(t.transition == .pop)
        let late = t.layout(at: 0.3499)
        let revealedTitle = try #require(t.to.navigationBar?.layout.center?.frame.x)
        let title = try #require(late.navigationBar?.leavingItems?.center)
        let button = try #require(back(late.navigationBar?.leavingItems))
        #expect(abs(title.frame.x - 320) < 0.5)
        #expect(abs(button.frame.x - revealedTitle) < 0.5)
        let early = try #require(t.layout(at: 0.0001).navigationBar?.layout.center)
        #expect(abs(early.frame.x - 5) < 0.1 && early.alpha < 0.01)
    }

    /// The content slides, in whole points: push, the old to −W and the new in from +W; pop, the
    /// other way.
    @Test func theContentSlidesInWholePoints() throws {
        let t = try transition(Self.push)
        let mid = t.layout(at: 0.1)
        let arriving = try #require(mid.content?.frame), leaving = try #require(mid.departing(ContentLayout.self)?.frame)
        #expect(arriving.x > 0 && leaving.x < 0 && arriving.x - leaving.x == 320)
        #expect(arriving.x == arriving.x.rounded())
        let pop = try transition("""
            navigationController:
              viewControllers: [ { id: a, title: A }, { id: b, title: B } ]
              operations: [ pop ]
            """).layout(at: 0.1)
        let popIn = try #require(pop.content?.frame), popOut = try #require(pop.departing(ContentLayout.self)?.frame)
        #expect(popIn.x < 0 && popOut.x > 0)
    }

    /// A toolbar hidden by `hidesBottomBarWhenPushed` slides away with the content; one that stays
    /// cross-fades its items over one background.
    @Test func theToolbarSlidesWithTheContentOrCrossFades() throws {
        let hiding = try transition("""
            navigationController:
              toolbarHidden: false
              viewControllers: [ { id: a, title: A, toolbarItems: [ { systemItem: trash } ] } ]
              operations: [ { push: { id: b, title: B, hidesBottomBarWhenPushed: true } } ]
            """).layout(at: 0.1)
        #expect(hiding.toolbar?.frame == nil)
        let slid = try #require(hiding.departing(SceneLayout.ToolbarPart.self)?.frame)
        #expect(slid.x < 0 && slid.x == hiding.departing(ContentLayout.self)?.frame.x)
        let staying = try transition("""
            navigationController:
              toolbarHidden: false
              viewControllers: [ { id: a, title: A, toolbarItems: [ { systemItem: trash } ] } ]
              operations: [ { push: { id: b, title: B, toolbarItems: [ { systemItem: reply } ] } } ]
            """).layout(at: 0.1)
        #expect(staying.toolbar?.frame?.x == 0 && staying.departing(SceneLayout.ToolbarPart.self) == nil)
        let leaving = try #require(staying.toolbar?.leavingItems?.items.first)
        let arriving = try #require(staying.toolbar?.layout.items.first)
        #expect(abs(leaving.alpha + arriving.alpha - 1) < 1e-9)
    }

    /// A tab bar hidden by `hidesBottomBarWhenPushed` slides away with the content, as the toolbar
    /// does (it vanished at the first instant before), and slides back in on the pop; one shown on
    /// both screens stays where it is.
    @Test func theTabBarSlidesWithTheContentWhenThePushHidesIt() throws {
        let hiding = try transition("""
            tabBarController:
              viewControllers:
                - tabBarItem: { systemItem: contacts }
                  navigationController:
                    viewControllers: [ { id: a, title: A } ]
                    operations: [ { push: { id: b, title: B, hidesBottomBarWhenPushed: true } } ]
                - { title: Other }
            """)
        let mid = hiding.layout(at: 0.1)
        #expect(mid.tabBar?.frame == nil)
        let slid = try #require(mid.departing(SceneLayout.TabBarPart.self)?.frame)
        #expect(slid.x < 0 && slid.x == mid.departing(ContentLayout.self)?.frame.x && slid.y == 431 && slid.height == 49)
        let popping = try transition("""
            tabBarController:
              viewControllers:
                - tabBarItem: { systemItem: contacts }
                  navigationController:
                    viewControllers: [ { id: a, title: A }, { id: b, title: B, hidesBottomBarWhenPushed: true } ]
                    operations: [ pop ]
            """).layout(at: 0.1)
        let back = try #require(popping.tabBar?.frame)
        #expect(back.x < 0 && back.x == popping.content?.frame.x && popping.departing(SceneLayout.TabBarPart.self) == nil)
        let staying = try transition("""
            tabBarController:
              viewControllers:
                - tabBarItem: { systemItem: contacts }
                  navigationController:
                    viewControllers: [ { id: a, title: A } ]
                    operations: [ { push: { id: b, title: B } } ]
            """).layout(at: 0.1)
        #expect(staying.tabBar?.frame?.x == 0 && staying.departing(SceneLayout.TabBarPart.self) == nil)
    }

    @Test func anOperationThatChangesNoTopDoesNotAnimate() throws {
        let scene = try SceneParser.parse(Array("""
            navigationController:
              viewControllers: [ { id: a, title: A } ]
              operations: [ { setTitle: B } ]
            """.utf8), file: "s.yaml")
        let stages = scene.stages
        #expect(stages.count == 2 && stages[1].transition == .none && stages[1].caption == "setTitle \"B\"")
        let layout = SceneLayout(scene, context: Self.context)
        #expect(SceneTransition(from: layout, to: layout, transition: .none) == nil)
    }

    @Test func stagesCaptionEachOperationByTitle() throws {
        let scene = try SceneParser.parse(Array("""
            navigationController:
              viewControllers: [ { id: a, title: A } ]
              operations:
                - push: { id: b, title: Detail }
                - pop
                - setViewControllers: [a, { id: c, title: C }]
                - popTo: a
            """.utf8), file: "s.yaml")
        #expect(scene.stages.map(\.caption) == [nil, "push Detail", "pop", "setViewControllers [A, C]", "popTo A"])
        #expect(scene.stages.map(\.transition) == [.none, .push, .pop, .push, .pop])
        let bar = try SceneParser.parse(Array("""
            navigationBar:
              items: [ { id: a, title: A } ]
              operations: [ { push: { id: b, title: B } } ]
            """.utf8), file: "s.yaml")
        #expect(bar.stages.map(\.caption) == [nil, "push B"])
    }

    @Test func aStoryboardLaysScreensSideBySide() {
        let board = StoryboardLayout(screens: [Size(width: 320, height: 480), Size(width: 320, height: 480),
                                               Size(width: 320, height: 44)],
                                     captions: ["start", "push Detail", "pop"], measurer: Self.context.measurer)
        #expect(board.size == Size(width: 24 + 320 + 56 + 320 + 56 + 320 + 24, height: 24 + 18 + 8 + 480 + 24))
        #expect(board.panels.map(\.frame.x) == [24, 400, 776])
        #expect(board.panels.allSatisfy { $0.frame.y == 50 })
        #expect(board.arrows.count == 2 && board.arrows[0].startX == 356 && board.arrows[0].endX == 388)
        // Captions centred over their screens.
        #expect(board.panels[1].caption.frame.x == (400 + (320 - 77) / 2).rounded())
    }
}
