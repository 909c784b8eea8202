//! Procedural macros of Dialectic. Each macro is one call into
//! `dialectic-codegen`, so everything it does is testable without the compiler.
