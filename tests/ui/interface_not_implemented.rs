//! An op that declares an interface whose methods are written in Rust but
//! whose module does not implement it: the error names the interface and
//! where to implement it.

mod frob {
    dialectic::dialect!("tests/ui/td/interface_not_implemented.td");
}

fn main() {}
