//! The folders of the arith ops, as MLIR 19's `ArithOps.cpp` folds them:
//! constants of integer and float arithmetic (with two's complement
//! wrapping and `APFloat` rounding, no fold where MLIR leaves the op:
//! division by zero, signed division overflow, shifts by the width or
//! more, lossy float conversions, invalid float-to-integer conversions),
//! identities (`x + 0`, `x * 1`, `x * 0`, `x - x`, `x & x`, `x | 0`,
//! `x ^ x`, ...), comparisons of equal operands and constants, `select`
//! with a constant condition, casts of constants and cast chains. Scalars,
//! splats and dense elements fold alike.

mod casts;
mod compare;
mod extended;
mod float;
mod integer;
mod select;
mod support;

pub(super) use support::defining;
