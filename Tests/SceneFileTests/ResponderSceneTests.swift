import NavigationModel
import Scene
import Testing

/// `firstResponder` on the view tree's text fields and text views, with their traits; the bad
/// ones (two first responders, a view that cannot be one): each an error at its line.
struct ResponderSceneTests {
    @Test func aTextFieldsTraits() throws {
        let views = try ViewSceneTests.views("""
            - textField: {frame: [0, 0, 300, 31], firstResponder: true, keyboardType: numberPad, returnKeyType: done}
            """)
        let field = try #require(views.first?.content.base as? TextField)
        #expect(field.isFirstResponder)
        #expect(field.traits.keyboardType == .numberPad && field.traits.returnKeyType == .done)
    }

    @Test func twoFirstResponders() {
        #expect(ViewSceneTests.error("""
            - textField: {id: to, frame: [0, 0, 300, 31], firstResponder: true}
            - view:
                frame: [0, 40, 320, 100]
                subviews:
                  - textView: {frame: [0, 0, 320, 100], firstResponder: true}
            """) == "scene.yaml:10:29: error at navigationController.viewControllers[0].content.subviews[1].view"
            + ".subviews[0].textView: two first responders on one screen: `to` is already first responder; only "
            + "one view holds the keyboard")
    }

    @Test func aViewThatCannotBeOne() {
        #expect(ViewSceneTests.error("- label: {frame: [0, 0, 100, 20], text: A, firstResponder: true}")
            == "scene.yaml:6:54: error at navigationController.viewControllers[0].content.subviews[0].label: a label "
            + "cannot become first responder: only a textField, a textView or a search bar can (UIKit's "
            + "canBecomeFirstResponder)")
    }

    @Test func anUnknownKeyboardTypeNamesTheNearest() {
        #expect(ViewSceneTests.error("- textField: {frame: [0, 0, 100, 20], keyboardType: emailAdress}")?
            .hasSuffix("unknown value `emailAdress` — did you mean `emailAddress`?") == true)
    }
}
