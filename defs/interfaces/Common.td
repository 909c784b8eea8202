// Interfaces the first dialects implement: branches, memory effects, calls,
// functions, symbols, casts, integer ranges, vector unrolling, result names
// and region kinds. Method names are Rust's (`infer_result_ranges` for
// MLIR's `inferResultRanges`); `DeclareOpInterfaceMethods` lists the ones an
// op implements by hand in its dialect module. The traits are generated in
// `dialectic::interfaces` (src/interfaces/mod.rs), with the types their
// methods use.
//
// Ops declaring `Pure`, `NoMemoryEffect` or `MemoryEffects<[...]>`
// implement `MemoryEffectOpInterface` (the effects listed), and `Pure` ops
// `ConditionallySpeculatable` (always speculatable), without writing it.

#ifndef DIALECTIC_INTERFACES_COMMON_TD
#define DIALECTIC_INTERFACES_COMMON_TD

include "OpBase.td"

let rustModule = "dialectic::interfaces" in {

def BranchOpInterface : OpInterface<"BranchOpInterface"> {
  let description = [{
    A terminator that forwards operands to the arguments of its successors.
    The verifier checks that the operands match the successors' arguments
    (those the ODS naming convention gives).
  }];
  let methods = [
    InterfaceMethod<[{
      The operands forwarded to successor `index`. By default, those the
      verifier checks: by ODS's naming convention, the k-th operand group
      named `...Operands` (`destOperands`, `caseOperands`) feeds the k-th
      successor group; an op naming its operands otherwise writes it.
    }], "Vec<dialectic::Value>", "successor_operands", (ins "usize":$index), "", [{
      dialectic::op_support::spec_successor_operands(ctx, ir, self.op_id(), index)
    }]>,
    InterfaceMethod<[{
      The successor the op branches to when its operands are the given
      constants (`None` for an operand that is not constant), if known.
    }], "Option<dialectic::BlockId>", "successor_for_operands",
                    (ins "&[Option<dialectic::Attribute>]":$operands), "", [{ None }]>,
    InterfaceMethod<"Whether a value of type `lhs` may be forwarded to an argument of type `rhs`.",
                    "bool", "are_types_compatible",
                    (ins "dialectic::Type":$lhs, "dialectic::Type":$rhs), "", [{ lhs == rhs }]>,
  ];
}

def MemoryEffectsOpInterface : OpInterface<"MemoryEffectOpInterface"> {
  let description = [{ The memory effects an op has. }];
  let methods = [
    InterfaceMethod<"The op's effects (none: it does not touch memory).",
                    "Vec<dialectic::MemoryEffectInstance>", "effects">,
  ];
}

def CallOpInterface : OpInterface<"CallOpInterface"> {
  let description = [{ A call: a callee (a symbol or a value) and the operands passed to it. }];
  let methods = [
    InterfaceMethod<"The callee: a symbol reference or a value.", "dialectic::Callee", "callable_for_callee">,
    MutatingInterfaceMethod<"Replaces the callee.", "()", "set_callee_from_callable", (ins "dialectic::Callee":$callee)>,
    InterfaceMethod<"The operands passed to the callee.", "Vec<dialectic::Value>", "arg_operands">,
    InterfaceMethod<[{
      The op called: the symbol the callee names, looked up from the call,
      or the op defining the callee value (MLIR's `resolveCallable`).
    }], "Option<dialectic::OpId>", "resolve_callable",
                    (ins "&dialectic::SymbolTableCollection":$symbols), "", [{
      match self.callable_for_callee(ctx, ir) {
          dialectic::Callee::Symbol(reference) => {
              symbols.lookup_nearest_symbol_from(ctx, ir, self.op_id(), reference)
          }
          dialectic::Callee::Value(value) => ir.defining_op(value),
      }
    }]>,
  ];
}
def CallableOpInterface : OpInterface<"CallableOpInterface"> {
  let description = [{ A callable region with argument and result types (a function). }];
  let methods = [
    InterfaceMethod<"The body, None for a declaration.", "Option<dialectic::RegionId>", "callable_region">,
    InterfaceMethod<"The argument types.", "Vec<dialectic::Type>", "argument_types">,
    InterfaceMethod<"The result types.", "Vec<dialectic::Type>", "result_types">,
  ];
}
def FunctionOpInterface : OpInterface<"FunctionOpInterface"> {
  let description = [{
    A function: a symbol with a `function_type` attribute, optional
    `arg_attrs`/`res_attrs`, and a body region whose entry block arguments
    match the inputs (empty for a declaration). Implies `Symbol` and
    `CallableOpInterface`. The verifier checks these.
  }];
  let methods = [
    InterfaceMethod<"The `function_type` attribute's type.", "Option<dialectic::Type>",
                    "function_type", (ins), "", [{
      dialectic::op_support::inherent_or_discardable(ctx, ir, self.op_id(), "function_type")
          .and_then(|attr| dialectic::op_support::type_of(ctx, attr))
    }]>,
    InterfaceMethod<[{
      The argument and result types the function type gives, `None` when it
      is missing or malformed (by default, those of a builtin function type;
      an op whose function type is another kind, `llvm.func`'s, writes it).
    }], "Option<(Vec<dialectic::Type>, Vec<dialectic::Type>)>", "signature", (ins), "", [{
      match self.function_type(ctx, ir).map(|ty| ctx.type_kind(ty)) {
          Some(dialectic::TypeKind::Function { inputs, results }) => {
              Some((inputs.clone(), results.clone()))
          }
          _ => None,
      }
    }]>,
    InterfaceMethod<"The argument types of the signature.", "Vec<dialectic::Type>",
                    "function_inputs", (ins), "", [{
      self.signature(ctx, ir).map(|(inputs, _)| inputs).unwrap_or_default()
    }]>,
    InterfaceMethod<"The result types of the signature.", "Vec<dialectic::Type>",
                    "function_results", (ins), "", [{
      self.signature(ctx, ir).map(|(_, results)| results).unwrap_or_default()
    }]>,
    InterfaceMethod<"The body region (empty for a declaration).", "Option<dialectic::RegionId>",
                    "function_body", (ins), "", [{ ir.regions(self.op_id()).first().copied() }]>,
    InterfaceMethod<"Whether the function is a declaration (its body is empty).", "bool",
                    "is_external", (ins), "", [{
      self.function_body(ctx, ir).is_none_or(|body| ir.region_is_empty(body))
    }]>,
    InterfaceMethod<"The attributes of argument `index` (`arg_attrs`), if any.",
                    "Option<dialectic::Attribute>", "arg_attr_dict", (ins "usize":$index), "", [{
      dialectic::op_support::array_element(
          ctx,
          dialectic::op_support::inherent_or_discardable(ctx, ir, self.op_id(), "arg_attrs")?,
          index,
      )
    }]>,
    InterfaceMethod<"The attributes of result `index` (`res_attrs`), if any.",
                    "Option<dialectic::Attribute>", "res_attr_dict", (ins "usize":$index), "", [{
      dialectic::op_support::array_element(
          ctx,
          dialectic::op_support::inherent_or_discardable(ctx, ir, self.op_id(), "res_attrs")?,
          index,
      )
    }]>,
  ];
}
def SymbolOpInterface : OpInterface<"SymbolOpInterface"> {
  let description = [{
    An op that defines a symbol (`sym_name`) in the symbol table enclosing
    it, with a visibility (`sym_visibility`).
  }];
  let methods = [
    InterfaceMethod<"The symbol's name, if the op has one.", "Option<String>", "symbol_name",
                    (ins), "", [{
      dialectic::storage::symbol_table::symbol_name(ctx, ir, self.op_id())
          .map(|name| String::from_utf8_lossy(name).into_owned())
    }]>,
    InterfaceMethod<"The symbol's visibility.", "dialectic::storage::symbol_table::Visibility",
                    "visibility", (ins), "", [{
      dialectic::storage::symbol_table::symbol_visibility(ctx, ir, self.op_id())
    }]>,
    InterfaceMethod<"Whether the op may leave its symbol name out.", "bool",
                    "is_optional_symbol", (ins), "", [{ false }]>,
    InterfaceMethod<"Whether the symbol is declared, not defined, here.", "bool",
                    "is_declaration", (ins), "", [{ false }]>,
  ];
}
def SymbolUserOpInterface : OpInterface<"SymbolUserOpInterface"> {
  let description = [{ An op that references symbols and checks them against the symbol table. }];
  let methods = [
    InterfaceMethod<[{
      Checks the symbols the op references, looked up in `symbol_table`; the
      diagnostic otherwise. The verifier of the enclosing symbol table calls
      it once the table's contents verify.
    }], "Result<(), dialectic::OpError>", "verify_symbol_uses",
                    (ins "&dialectic::SymbolTableCollection":$symbol_table)>,
  ];
}
def RegionBranchOpInterface : OpInterface<"RegionBranchOpInterface"> {
  let description = [{
    An op whose regions run under its control, as structured control flow
    (a conditional, a loop): how many times each region may run, which
    `control-flow-sink` reads to move code into regions that run at most
    once.
  }];
  let methods = [
    InterfaceMethod<[{
      For each region, how many times it runs per execution of the op, given
      the op's operands that are constants (`None` for the others). By
      default nothing is known.
    }], "Vec<dialectic::InvocationBounds>", "region_invocation_bounds",
                    (ins "&[Option<dialectic::Attribute>]":$operands), "", [{
      vec![dialectic::InvocationBounds::UNKNOWN; ir.regions(self.op_id()).len()]
    }]>,
  ];
}
def LoopLikeOpInterface : OpInterface<"LoopLikeOpInterface"> {
  let description = [{
    A loop: the regions that form its body, which
    `loop-invariant-code-motion` hoists invariant code out of.
  }];
  let methods = [
    InterfaceMethod<"The regions of the loop body.", "Vec<dialectic::RegionId>", "loop_regions">,
    InterfaceMethod<[{
      Whether `value` is defined outside the loop (by default: not in a
      region of the op).
    }], "bool", "is_defined_outside_of_loop", (ins "dialectic::Value":$value), "", [{
      !dialectic::op_support::is_defined_inside(ir, self.op_id(), value)
    }]>,
    MutatingInterfaceMethod<[{
      Moves the invariant `op` out of the loop (by default: just before
      it).
    }], "()", "move_out_of_loop", (ins "dialectic::OpId":$op), "", [{
      ir.move_op_before(op, self.op_id())
    }]>,
  ];
}
def ConditionallySpeculatable : OpInterface<"ConditionallySpeculatable"> {
  let description = [{ Whether the op may be executed speculatively (hoisted). }];
  let methods = [
    InterfaceMethod<"Whether the op may be speculated.", "dialectic::Speculatability", "speculatability">,
  ];
}
def InferTypeOpInterface : OpInterface<"InferTypeOpInterface"> {
  let description = [{
    The result types follow from the operands and attributes (the formats
    and builders leave them out).
  }];
}
def OpAsmOpInterface : OpInterface<"OpAsmOpInterface"> {
  let description = [{ Custom names of an op's results in the printed form (`%c42_i32`). }];
  let methods = [
    InterfaceMethod<"Names results: calls `set_name(result_number, name)` (none by default).", "()",
                    "asm_result_names", (ins "&mut dyn FnMut(usize, &str)":$set_name), "",
                    [{ return; }]>,
  ];
}
def CastOpInterface : OpInterface<"CastOpInterface"> {
  let description = [{
    A cast from the input types to the output types. The verifier checks
    that the op's operand and result types are cast compatible.
  }];
  let methods = [
    InterfaceMethod<"Whether a cast from `inputs` to `outputs` is valid.", "bool",
                    "are_cast_compatible", (ins "&[dialectic::Type]":$inputs, "&[dialectic::Type]":$outputs)>,
  ];
}
def InferIntRangeInterface : OpInterface<"InferIntRangeInterface"> {
  let description = [{
    The ranges of the integer results given those of the operands. An op
    implements one of the two methods; each one's default calls the other.
  }];
  let methods = [
    InterfaceMethod<"Sets the range of each result from the operand ranges.", "()",
                    "infer_result_ranges",
                    (ins "&[dialectic::ConstantIntRanges]":$arg_ranges,
                         "&mut dyn FnMut(dialectic::Value, dialectic::ConstantIntRanges)":$set_result_range),
                    "", [{
      let ranges: Vec<dialectic::IntegerValueRange> =
          arg_ranges.iter().cloned().map(dialectic::IntegerValueRange::new).collect();
      self.infer_result_ranges_from_optional(ctx, ir, &ranges, &mut |value, range| {
          if let Some(range) = range.value() {
              set_result_range(value, range.clone());
          }
      });
    }]>,
    InterfaceMethod<"As `infer_result_ranges`, with operands whose range may be unknown.", "()",
                    "infer_result_ranges_from_optional",
                    (ins "&[dialectic::IntegerValueRange]":$arg_ranges,
                         "&mut dyn FnMut(dialectic::Value, dialectic::IntegerValueRange)":$set_result_range),
                    "", [{
      let Some(ranges) = arg_ranges
          .iter()
          .map(|range| range.value().cloned())
          .collect::<Option<Vec<dialectic::ConstantIntRanges>>>()
      else {
          return;
      };
      self.infer_result_ranges(ctx, ir, &ranges, &mut |value, range| {
          set_result_range(value, dialectic::IntegerValueRange::new(range));
      });
    }]>,
  ];
}
def VectorUnrollOpInterface : OpInterface<"VectorUnrollOpInterface"> {
  let description = [{ An op that can be unrolled along the shape of its vector result. }];
  let methods = [
    InterfaceMethod<"The shape to unroll along, if any (the first result's vector shape by default).",
                    "Option<Vec<i64>>", "shape_for_unroll", (ins), "", [{
      let result = ir.results(self.op_id()).next()?;
      match ctx.type_kind(ir.value_type(result)) {
          dialectic::TypeKind::Vector { shape, .. } => Some(shape.clone()),
          _ => None,
      }
    }]>,
  ];
}
def RegionKindInterface : OpInterface<"RegionKindInterface"> {
  let description = [{ Whether each region of the op is an SSACFG or a graph region. }];
}

} // rustModule

// A single-block graph region without terminator (`builtin.module`).
def GraphRegionNoTerminator
    : TraitList<[NoTerminator, SingleBlock, RegionKindInterface, HasOnlyGraphRegion]>;

#endif // DIALECTIC_INTERFACES_COMMON_TD
