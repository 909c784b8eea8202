//! A syntax error in a `.td` file is a compile error at its place.

mod broken {
    dialectic::dialect!("tests/ui/td/syntax_error.td");
}

fn main() {}
