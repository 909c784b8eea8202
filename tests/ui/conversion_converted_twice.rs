//! An op converted by two one-to-one conversions is an error at the second,
//! naming the first.

mod conversions {
    dialectic::dialect!("tests/ui/td/conversion_converted_twice.td");
}

fn main() {}
