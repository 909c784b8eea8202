//! A def deriving from a class that does not exist is a compile error at
//! its place.

mod unknown {
    dialectic::dialect!("tests/ui/td/unknown_class.td");
}

fn main() {}
