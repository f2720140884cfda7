#include <fribidi.h>

/// The embedding level of each character of a paragraph (Unicode's bidi algorithm with brackets,
/// rules P2–P3: the paragraph's direction is its first strong character's, left to right when it
/// has none). Returns 0 when FriBidi fails (out of memory), else 1; `*rtl` is 1 for a right-to-left
/// paragraph.
static inline int chevron_bidi_levels(const FriBidiChar *text, FriBidiStrIndex length,
                                      FriBidiCharType *types, FriBidiBracketType *brackets,
                                      FriBidiLevel *levels, int *rtl) {
    FriBidiParType direction = FRIBIDI_PAR_ON;
    fribidi_get_bidi_types(text, length, types);
    fribidi_get_bracket_types(text, length, types, brackets);
    FriBidiLevel result = fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, levels);
    *rtl = FRIBIDI_IS_RTL(direction) ? 1 : 0;
    return result == 0 ? 0 : 1;
}
