//! The Markdown backend: reference pages for ops and dialects in the shape
//! `mlir-tblgen --gen-op-doc` / `--gen-dialect-doc` give them (summary,
//! syntax, description, traits, interfaces, attribute, operand, result and
//! successor tables), plus a table of regions, which mlir-tblgen leaves out,
//! and the interfaces a file defines, with their methods; and the page of
//! a pass collection, as `mlir-tblgen --gen-pass-doc` gives it.
//! Every page names the `.td` place of what it documents.

mod dialect_page;
mod interface_page;
mod op_page;
mod pass_page;
mod text;

pub use dialect_page::dialect_doc;
pub use interface_page::interfaces_doc;
pub use op_page::{op_doc, ops_doc};
pub use pass_page::{pass_doc, passes_doc};
