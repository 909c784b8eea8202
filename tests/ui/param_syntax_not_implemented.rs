//! A dialect attribute whose parameter declares `syntax = "Gear"` in a
//! module that implements no such syntax: the error names the syntax and
//! the trait to implement.

mod frob {
    dialectic::dialect!("tests/ui/td/param_syntax_not_implemented.td");
}

fn main() {}
