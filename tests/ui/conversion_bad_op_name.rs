//! An op name without its dialect in a one-to-one conversion is an error at
//! its place.

mod conversions {
    dialectic::dialect!("tests/ui/td/conversion_bad_op_name.td");
}

fn main() {}
