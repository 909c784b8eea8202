//! An op that declares `hasFolder = 1` and `hasCanonicalizer = 1` whose
//! module implements neither hook: each error names the op and the hook
//! to implement.

mod frob {
    dialectic::dialect!("tests/ui/td/folder_not_implemented.td");
}

fn main() {}
