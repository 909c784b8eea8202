//! A one-to-one conversion of an op to itself is an error at its place.

mod conversions {
    dialectic::dialect!("tests/ui/td/conversion_converted_to_itself.td");
}

fn main() {}
