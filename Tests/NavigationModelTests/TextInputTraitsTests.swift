import NavigationModel
import Testing

/// UITextInputTraits' rules as the keyboard shows them: shift lit by `autocapitalizationType` and
/// the text, the return key greyed by `enablesReturnKeyAutomatically`, the first plane.
struct TextInputTraitsTests {
    /// "UITextAutocapitalizationTypeSentences: Capitalize the first letter of each sentence."
    @Test func sentencesLightShiftAtTheStartAndAfterASentencesEnd() {
        let t = TextInputTraits(autocapitalizationType: .sentences)
        #expect(t.shownShift(text: "") == .on)
        #expect(t.shownShift(text: "Hi") == .off)
        #expect(t.shownShift(text: "Hi. ") == .on)
        #expect(t.shownShift(text: "Hi.") == .off)  // not before the space
        #expect(t.shownShift(text: "Hi there ") == .off)
        #expect(t.shownShift(text: "Why? ") == .on)
    }

    /// "UITextAutocapitalizationTypeWords: Capitalize the first letter of each word."
    @Test func wordsLightShiftAfterEverySpace() {
        let t = TextInputTraits(autocapitalizationType: .words)
        #expect(t.shownShift(text: "") == .on)
        #expect(t.shownShift(text: "Jo") == .off)
        #expect(t.shownShift(text: "Jo ") == .on)
    }

    @Test func noneAndAllCharacters() {
        #expect(TextInputTraits(autocapitalizationType: .none).shownShift(text: "") == .off)
        #expect(TextInputTraits(autocapitalizationType: .allCharacters).shownShift(text: "AB") == .on)
    }

    @Test func theScenesShiftWins() {
        let t = TextInputTraits(autocapitalizationType: .sentences, keyboard: KeyboardState(shift: .capsLock))
        #expect(t.shownShift(text: "a") == .capsLock)
    }

    /// "The keyboard disables the Return key when the text entry area contains no text."
    @Test func returnKeyGreyedWhileEmpty() {
        let t = TextInputTraits(enablesReturnKeyAutomatically: true)
        #expect(!t.isReturnKeyEnabled(text: ""))
        #expect(t.isReturnKeyEnabled(text: "a"))
        #expect(TextInputTraits().isReturnKeyEnabled(text: ""))
    }

    /// UIReturnKeyType's titles as the keyboard wrote them.
    @Test func returnKeyTitles() {
        #expect(ReturnKeyType.allCases.map(\.title) == ["return", "Go", "Google", "Join", "Next", "Route", "Search",
                                                         "Send", "Yahoo!", "Done", "Emergency Call"])
        #expect(ReturnKeyType.allCases.filter { !$0.isBlue } == [.default, .next])
    }

    @Test func numbersAndPunctuationStartOnTheNumbers() {
        #expect(TextInputTraits(keyboardType: .numbersAndPunctuation).shownPlane == .numbers)
        #expect(TextInputTraits().shownPlane == .letters)
        #expect(TextInputTraits(keyboard: KeyboardState(plane: .symbols)).shownPlane == .symbols)
    }

    /// UISearchBar's field: the Search key, greyed until there is text.
    @Test func aSearchBarsTraits() {
        #expect(SearchBar()?.traits.returnKeyType == .search)
        #expect(SearchBar()?.traits.enablesReturnKeyAutomatically == true)
    }
}
