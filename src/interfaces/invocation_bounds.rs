//! How many times a region runs per execution of the op holding it (MLIR's
//! `InvocationBounds`): a lower bound and an upper bound, if known.

/// The bounds on the number of times a region runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InvocationBounds {
    /// It runs at least this many times.
    pub lower: u32,
    /// It runs at most this many times, if known.
    pub upper: Option<u32>,
}

impl InvocationBounds {
    /// Nothing is known: zero or more times.
    pub const UNKNOWN: InvocationBounds = InvocationBounds {
        lower: 0,
        upper: None,
    };

    /// Between `lower` and `upper` times.
    pub fn new(lower: u32, upper: Option<u32>) -> Self {
        InvocationBounds { lower, upper }
    }
}
