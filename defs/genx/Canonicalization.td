// Part of the `genx` dialect (see ../genx.td), written by hand: the
// canonicalization rules of the region ops, for the integer and the float
// variants alike. The Rust their constraints and native calls name is in
// dialects/genx/src/folds/canonicalize.rs; the op canonicalizers add them
// (dialects/genx/src/folds/mod.rs).

include "PatternBase.td"

// `$0` reads exactly the region `$1` wrote, unmasked, as a value of the
// type written.
def ReadsWhatWasWritten : Constraint<
    RustPred<"crate::folds::canonicalize::reads_what_was_written($_ctx, $_ir, $0, $1)">,
    "a read of the region just written">;

// `$0` writes every element of its vector, in order, unmasked.
def WritesWholeVector : Constraint<
    RustPred<"crate::folds::canonicalize::writes_whole_vector($_ctx, $_ir, $0)">,
    "an unmasked write of the whole vector">;

// `$0` reads every element of its vector, in order.
def ReadsWholeVector : Constraint<
    RustPred<"crate::folds::canonicalize::reads_whole_vector($_ctx, $_ir, $0)">,
    "a read of the whole vector">;

// `$0` reads a region of constant start from the result of `$1`, a read
// of a 1D region of constant start from a vector of the same elements.
def ChainableReads : Constraint<
    RustPred<"crate::folds::canonicalize::chainable_reads($_ctx, $_ir, $0, $1)">,
    "a constant region of a constant 1D region">;

// The parameters of the one read that chained reads `$0` of `$1` make:
// vstride, width, stride (i32 constants) and start (of the start's type).
def ChainedVStride : NativeCodeCall<"crate::folds::canonicalize::chained_parameter($_builder, $0, $1, 0)">;
def ChainedWidth : NativeCodeCall<"crate::folds::canonicalize::chained_parameter($_builder, $0, $1, 1)">;
def ChainedStride : NativeCodeCall<"crate::folds::canonicalize::chained_parameter($_builder, $0, $1, 2)">;
def ChainedStart : NativeCodeCall<"crate::folds::canonicalize::chained_parameter($_builder, $0, $1, 3)">;

multiclass GenX_RegionRules<Op read, Op write> {
  // rdregion(wrregion(old, new, R, all), R) -> new
  def ReadOfWrittenRegion : Pat<
      (read:$read (write:$write $old, $new, $_, $_, $_, $_, $_, $mask), $_, $_, $_, $_, $_),
      (replaceWithValue $new),
      [(ReadsWhatWasWritten $read, $write)]>;

  // wrregion(old, new, whole vector, all) -> new
  def WriteOfWholeVector : Pat<
      (write:$write $old, $new, $_, $_, $_, $_, $_, $mask),
      (replaceWithValue $new),
      [(WritesWholeVector $write)]>;

  // rdregion(v, whole vector) -> v
  def ReadOfWholeVector : Pat<
      (read:$read $vector, $_, $_, $_, $_, $_),
      (replaceWithValue $vector),
      [(ReadsWholeVector $read)]>;

  // rdregion(rdregion(v, 1D region R1), R2) -> rdregion(v, R2 of R1)
  def ReadOfConstantRead : Pat<
      (read:$outer (read:$inner $vector, $_, $_, $_, $_, $_), $_, $_, $_, $_, $parentWidth),
      (read $vector, (ChainedVStride $outer, $inner), (ChainedWidth $outer, $inner),
            (ChainedStride $outer, $inner), (ChainedStart $outer, $inner), $parentWidth),
      [(ChainableReads $outer, $inner)]>;
}

defm GenX_Int : GenX_RegionRules<GenX_RdregioniOp, GenX_WrregioniOp>;
defm GenX_Float : GenX_RegionRules<GenX_RdregionfOp, GenX_WrregionfOp>;
