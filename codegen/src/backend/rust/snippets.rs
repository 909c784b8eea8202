//! Rust snippets from the `.td` (builder calls, `RustPred`s, defaults,
//! builder bodies, extra items): `$_ctx`, `$_self`, `$_state`, `$_builder`
//! replaced by the names the generated code binds, then tokenized. The
//! model checked that each snippet tokenizes.

use proc_macro2::TokenStream;
use quote::quote;

/// `code` with the `$_` placeholders replaced, as tokens.
pub fn tokens(code: &str) -> TokenStream {
    let replaced = code
        .replace("$_ctx", "ctx")
        .replace("$_self", "self_")
        .replace("$_state", "state")
        .replace("$_builder", "builder")
        .replace("$_value", "value");
    replaced
        .parse()
        .unwrap_or_else(|_| quote!(::core::compile_error!("a `.td` snippet is not valid Rust")))
}
