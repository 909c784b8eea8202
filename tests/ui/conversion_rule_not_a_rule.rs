//! A rule that is no `AttrRule` is TableGen's type error at its place.

mod conversions {
    dialectic::dialect!("tests/ui/td/conversion_rule_not_a_rule.td");
}

fn main() {}
