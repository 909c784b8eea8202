//! An op whose assembly format uses `custom<Knob>` in a module that
//! implements no such directive: the error names the directive and the
//! trait to implement.

mod frob {
    dialectic::dialect!("tests/ui/td/custom_directive_not_implemented.td");
}

fn main() {}
