//! Rust names for `.td` names: `snake_case` accessors, `UPPER_SNAKE`
//! statics, `CamelCase` type parameters, and identifiers that stay valid
//! when a name is a Rust keyword.

use proc_macro2::{Ident, Span};

/// `trueDestOperands` → `true_dest_operands`, `CmpIOp` → `cmp_i_op`.
pub fn snake_case(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() {
            let prev = i.checked_sub(1).map(|j| chars[j]);
            let next = chars.get(i + 1).copied();
            let boundary = match prev {
                Some(p) if p.is_ascii_lowercase() || p.is_ascii_digit() => true,
                Some(p) if p.is_ascii_uppercase() => next.is_some_and(|n| n.is_ascii_lowercase()),
                _ => false,
            };
            if boundary && !out.ends_with('_') {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// `CmpIOp` → `CMP_I_OP`.
pub fn upper_snake(name: &str) -> String {
    snake_case(name).to_ascii_uppercase()
}

/// `true_dest_operands` → `TrueDestOperands`.
pub fn camel_case(name: &str) -> String {
    let mut out = String::new();
    let mut upper = true;
    for c in name.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.push(c.to_ascii_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

const KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "do", "dyn",
    "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl", "in", "let",
    "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref", "return",
    "static", "struct", "trait", "true", "try", "type", "typeof", "unsafe", "unsized", "use",
    "virtual", "where", "while", "yield",
];

/// An identifier for `name`: raw (`r#in`) when it is a keyword, with a
/// `_` appended when it cannot be raw (`self`, `Self`, `super`, `crate`).
pub fn ident(name: &str) -> Ident {
    if matches!(name, "self" | "Self" | "super" | "crate" | "_") {
        return Ident::new(&format!("{name}_"), Span::call_site());
    }
    if KEYWORDS.contains(&name) {
        return Ident::new_raw(name, Span::call_site());
    }
    Ident::new(name, Span::call_site())
}

/// Whether `name` is a Rust identifier (keywords included).
pub fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c == '_' || c.is_ascii_alphabetic())
        && chars.all(|c| c == '_' || c.is_ascii_alphanumeric())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases() {
        assert_eq!(snake_case("trueDestOperands"), "true_dest_operands");
        assert_eq!(snake_case("CmpIOp"), "cmp_i_op");
        assert_eq!(snake_case("sym_name"), "sym_name");
        assert_eq!(snake_case("overflowFlags"), "overflow_flags");
        assert_eq!(snake_case("AddUIExtendedOp"), "add_ui_extended_op");
        assert_eq!(upper_snake("IndexCastUIOp"), "INDEX_CAST_UI_OP");
        assert_eq!(camel_case("true_dest_operands"), "TrueDestOperands");
        assert_eq!(ident("in").to_string(), "r#in");
        assert_eq!(ident("self").to_string(), "self_");
    }
}
