// The questions the `inline` pass asks a dialect (MLIR 19's
// `DialectInlinerInterface`): whether a call, a region or an op of the
// dialect may be inlined, how its terminators end an inlined callable, how a
// call converts mismatched types, and what to do with the blocks just
// inlined for one of its calls. The trait is generated in
// `dialectic::interfaces` (src/interfaces/inliner.rs); a dialect lists it in
// its `interfaces` and writes the methods whose default does not fit.
//
// As in MLIR, the legality questions answer "no" by default, so that a
// dialect that does not say otherwise is never inlined through; the
// questions are asked of the dialect of the op concerned (the call's for a
// call, the destination region's parent for a region, the op's own for an
// op, the terminator's for a terminator).

#ifndef DIALECTIC_INTERFACES_INLINER_TD
#define DIALECTIC_INTERFACES_INLINER_TD

include "OpBase.td"

let rustModule = "dialectic::interfaces" in {

def DialectInlinerInterface : DialectInterface<"DialectInlinerInterface"> {
  let description = [{
    How the ops of a dialect take part in inlining a callable region into a
    call site. `would_be_cloned` is true when the callee's body is copied
    (it stays as it was), false when it is moved (the callee is erased).
    `mapping` maps the callee's entry block arguments (and what else was
    remapped) to the values that replace them.
  }];
  let methods = [
    InterfaceMethod<[{
      Whether `callable` may be inlined into `call`, an op of this dialect.
    }], "bool", "is_legal_to_inline_call",
                    (ins "dialectic::OpId":$call, "dialectic::OpId":$callable,
                         "bool":$would_be_cloned), "", [{ false }]>,
    InterfaceMethod<[{
      Whether region `src` may be inlined into region `dest`, whose parent
      op belongs to this dialect.
    }], "bool", "is_legal_to_inline_region",
                    (ins "dialectic::RegionId":$dest, "dialectic::RegionId":$src,
                         "bool":$would_be_cloned,
                         "&dialectic::interfaces::ValueMapping":$mapping), "", [{ false }]>,
    InterfaceMethod<[{
      Whether `op`, of this dialect, may be inlined into region `dest`.
    }], "bool", "is_legal_to_inline_op",
                    (ins "dialectic::OpId":$op, "dialectic::RegionId":$dest,
                         "bool":$would_be_cloned,
                         "&dialectic::interfaces::ValueMapping":$mapping), "", [{ false }]>,
    InterfaceMethod<[{
      Whether the legality check looks into the regions of `op`.
    }], "bool", "should_analyze_recursively", (ins "dialectic::OpId":$op), "", [{ true }]>,
    MutatingInterfaceMethod<[{
      Replaces the terminator `op`, of this dialect, of an inlined block by
      a branch to `continuation`, whose arguments stand for the call's
      results (the callee had several blocks). The inliner erases nothing:
      the method erases `op` once replaced. By default `op` is left as it
      is, which only fits a dialect whose terminators never end a callable.
    }], "()", "handle_terminator_with_continuation",
                    (ins "dialectic::OpId":$op, "dialectic::BlockId":$continuation), "",
                    [{ return; }]>,
    MutatingInterfaceMethod<[{
      Replaces the uses of the call's results, `values_to_replace`, by what
      the terminator `op`, of this dialect, returns (the callee had one
      block). The inliner erases `op` afterwards.
    }], "()", "handle_terminator_replacing",
                    (ins "dialectic::OpId":$op, "&[dialectic::Value]":$values_to_replace), "",
                    [{ return; }]>,
    MutatingInterfaceMethod<[{
      Builds, before `before`, an op of this dialect converting `input` to
      `result_type` for a call whose argument or result type differs from
      the callee's, and returns it (its only operand `input`, its only
      result of `result_type`); `None` when the dialect cannot, which
      stops the inlining of the call.
    }], "Option<dialectic::OpId>", "materialize_call_conversion",
                    (ins "dialectic::Value":$input, "dialectic::Type":$result_type,
                         "dialectic::op_support::Location":$loc, "dialectic::OpId":$before), "",
                    [{ None }]>,
    MutatingInterfaceMethod<[{
      Transforms the value passed for an argument of the callee (with the
      argument's attributes `arg_attrs`, a dictionary), inserting what it
      builds right after `call`; returns the value to use instead, of the
      same type. The callable's dialect is asked. By default the value
      itself.
    }], "dialectic::Value", "handle_argument",
                    (ins "dialectic::OpId":$call, "dialectic::OpId":$callable,
                         "dialectic::Value":$argument, "dialectic::Attribute":$arg_attrs),
                    "", [{ argument }]>,
    MutatingInterfaceMethod<[{
      Processes the blocks just inlined for `call`, an op of this dialect,
      before their terminators are handled.
    }], "()", "process_inlined_call_blocks",
                    (ins "dialectic::OpId":$call, "&[dialectic::BlockId]":$blocks), "",
                    [{ return; }]>,
  ];
}

} // rustModule

#endif // DIALECTIC_INTERFACES_INLINER_TD
