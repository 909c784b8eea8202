//! An attribute rule the Rust side does not implement is an error at the
//! conversion using it, listing the rules.

mod conversions {
    dialectic::dialect!("tests/ui/td/conversion_unknown_rule.td");
}

fn main() {}
