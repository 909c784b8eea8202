//! A result pattern naming a record that is not an op is an error at
//! the record's name in the rule.

mod rules {
    dialectic::dialect!("tests/ui/td/rule_unknown_op.td");
}

fn main() {}
