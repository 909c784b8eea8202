//! An op that declares an interface method written in Rust but whose
//! module does not implement the interface: the error names the interface
//! and where to implement it.

mod casts {
    dialectic::dialect!("tests/ui/td/interface_not_implemented.td");
}

fn main() {}
