//! A result pattern using a name the source pattern does not bind is an
//! error at the name.

mod rules {
    dialectic::dialect!("tests/ui/td/rule_unbound_symbol.td");
}

fn main() {}
