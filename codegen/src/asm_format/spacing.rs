//! MLIR's printer spacing rules, decided statically as mlir-tblgen decides
//! them while generating the printer.
//!
//! The state is two flags threaded through the elements in generation order
//! (into optional groups: the then-branch, then the else-branch, with the
//! same state): `should_emit_space` (may the next element get a space) and
//! `last_was_punctuation`.

use super::ast::{Element, ElementKind, Whitespace};
use super::check::clause_spelling;

/// The printer state.
struct State {
    should_emit_space: bool,
    last_was_punctuation: bool,
}

/// MLIR's `shouldEmitSpaceBefore`: does a literal get a space before it?
pub fn should_emit_space_before(value: &str, last_was_punctuation: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let front = value.as_bytes()[0];
    if last_was_punctuation {
        !b">)}],".contains(&front)
    } else {
        !b"<>(){}[],".contains(&front)
    }
}

/// Set `space_before` (and literals' `space_after`) on the printed elements.
pub(super) fn assign(elements: &mut [Element]) {
    let mut state = State {
        should_emit_space: true,
        last_was_punctuation: false,
    };
    for element in elements {
        visit(element, &mut state);
    }
}

/// Apply the literal rule; returns (space before, space after).
fn literal(value: &str, state: &mut State) -> (bool, bool) {
    let before =
        state.should_emit_space && should_emit_space_before(value, state.last_was_punctuation);
    let front = value.as_bytes().first().copied().unwrap_or(b' ');
    state.should_emit_space = value.len() != 1 || !b"<({[".contains(&front);
    state.last_was_punctuation = front != b'_' && !front.is_ascii_alphabetic();
    (before, state.should_emit_space)
}

fn visit(element: &mut Element, state: &mut State) {
    match &mut element.kind {
        ElementKind::Literal(lit) => {
            let (before, after) = literal(&lit.spelling, state);
            element.space_before = before;
            lit.space_after = after;
        }
        ElementKind::Whitespace(ws) => match ws {
            Whitespace::Newline => {}
            Whitespace::Space => {
                state.last_was_punctuation = false;
                state.should_emit_space = false;
            }
            Whitespace::NoSpace => {
                state.last_was_punctuation = true;
                state.should_emit_space = false;
            }
        },
        ElementKind::Optional(group) => {
            let elided = group.elide_anchor.then_some((group.inverted, group.anchor));
            for (i, e) in group.then_elements.iter_mut().enumerate() {
                if elided != Some((false, i)) {
                    visit(e, state);
                }
            }
            for (i, e) in group.else_elements.iter_mut().enumerate() {
                if elided != Some((true, i)) {
                    visit(e, state);
                }
            }
        }
        ElementKind::OIList(clauses) => {
            // The printer first prints a " " literal.
            let (before, _) = literal(" ", state);
            element.space_before = before;
            for clause in clauses {
                let spelling = clause_spelling(&clause.keyword);
                let (before, after) = literal(&spelling, state);
                clause.keyword.space_before = before;
                if let ElementKind::Literal(l) = &mut clause.keyword.kind {
                    l.space_after = after;
                }
                if clause.unit_attr.is_none() {
                    for e in &mut clause.elements {
                        visit(e, state);
                    }
                }
            }
        }
        ElementKind::AttrDict { .. } | ElementKind::PropDict => {
            state.last_was_punctuation = false;
        }
        _ => {
            element.space_before = state.should_emit_space || !state.last_was_punctuation;
            state.last_was_punctuation = false;
            state.should_emit_space = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn space_before_rules() {
        assert!(should_emit_space_before("to", false));
        assert!(should_emit_space_before("->", true));
        assert!(!should_emit_space_before(",", false));
        assert!(!should_emit_space_before(")", true));
        assert!(should_emit_space_before("(", true));
        assert!(!should_emit_space_before("(", false));
        assert!(should_emit_space_before(":", false));
    }
}
