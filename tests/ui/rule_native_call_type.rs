//! A native code call whose Rust has the wrong type for its place in
//! the rule fails to compile with a message naming the call's `.td` place.

mod rules {
    dialectic::dialect!("tests/ui/td/rule_native_call_type.td");
}

fn main() {}
