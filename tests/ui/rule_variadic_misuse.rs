//! `variadic` matches only a variadic operand, and a variadic operand's
//! values go only to a variadic operand: each misuse is an error at its
//! place.

mod rules {
    dialectic::dialect!("tests/ui/td/rule_variadic_misuse.td");
}

fn main() {}
