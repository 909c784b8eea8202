//! A source op given fewer arguments than it takes is an error at the
//! op, listing its arguments.

mod rules {
    dialectic::dialect!("tests/ui/td/rule_wrong_arity.td");
}

fn main() {}
