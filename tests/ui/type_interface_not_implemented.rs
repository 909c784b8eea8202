//! A type that declares a type interface method (MLIR's
//! `DeclareTypeInterfaceMethods`) its module does not implement: the error
//! names the interface and where to implement it.

mod frob {
    dialectic::dialect!("tests/ui/td/type_interface_not_implemented.td");
}

fn main() {}
