//! What a call calls (MLIR's `CallInterfaceCallable`): a symbol, named by
//! a symbol reference attribute (`func.call @f`), or an SSA value holding
//! a function (`func.call_indirect %f`).

use dialectic_runtime::{Attribute, Value};

/// The callee of a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Callee {
    /// A symbol reference attribute (`@f`, `@m::@f`).
    Symbol(Attribute),
    /// A value of function type.
    Value(Value),
}

impl Callee {
    /// The symbol reference, for a callee named by symbol.
    pub fn symbol(self) -> Option<Attribute> {
        match self {
            Callee::Symbol(reference) => Some(reference),
            Callee::Value(_) => None,
        }
    }

    /// The value, for a callee held by a value.
    pub fn value(self) -> Option<Value> {
        match self {
            Callee::Value(value) => Some(value),
            Callee::Symbol(_) => None,
        }
    }
}
