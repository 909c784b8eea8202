//! A pass declared in `.td` whose module implements no `PassBody`: the
//! error names the pass type and the trait to implement.

mod passes {
    dialectic::dialect!("tests/ui/td/pass_body_not_implemented.td");
}

fn main() {}
