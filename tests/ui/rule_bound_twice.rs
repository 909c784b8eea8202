//! A name bound twice (to an op, then to an attribute) is an error at
//! its second binding.

mod rules {
    dialectic::dialect!("tests/ui/td/rule_bound_twice.td");
}

fn main() {}
