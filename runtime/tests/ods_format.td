// The ops of `ods_format.rs` as ODS declares them: their operands,
// attributes, results, regions, successors, the traits the format checker
// reads, and their assembly formats. The test reads this file with the code
// generator and takes each format's facts (`FormatFacts`) from the
// generator's own analysis, so the facts have one source. Constraints are
// loose: the test's hand-made specs do not check them, and the facts do not
// depend on them.

include "OpBase.td"
include "interfaces/Common.td"

def Arith : Dialect { let name = "arith"; }
def CF : Dialect { let name = "cf"; }
def Func : Dialect { let name = "func"; }
def MemRef : Dialect { let name = "memref"; }
def Transform : Dialect { let name = "transform"; }
def XeGPU : Dialect { let name = "xegpu"; }
def Test : Dialect { let name = "test"; }

def AnyEnum : I32EnumAttr<"AnyEnum", "", [I32EnumAttrCase<"a", 0>]>;

//===----------------------------------------------------------------------===//
// arith
//===----------------------------------------------------------------------===//

class ArithOp<string mnemonic, list<Trait> traits = []> : Op<Arith, mnemonic, traits>;

class IntOverflowOp<string mnemonic> : ArithOp<mnemonic, [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs,
                       DefaultValuedAttr<AnyEnum, "0">:$overflowFlags);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)";
}
def AddIOp : IntOverflowOp<"addi">;
def SubIOp : IntOverflowOp<"subi">;
def MulIOp : IntOverflowOp<"muli">;

def AndIOp : ArithOp<"andi", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

class FloatBinaryOp<string mnemonic> : ArithOp<mnemonic, [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs,
                       DefaultValuedAttr<AnyEnum, "0">:$fastmath);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
}
def AddFOp : FloatBinaryOp<"addf">;
def MulFOp : FloatBinaryOp<"mulf">;
def DivFOp : FloatBinaryOp<"divf">;

def NegFOp : ArithOp<"negf", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$operand, DefaultValuedAttr<AnyEnum, "0">:$fastmath);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
}

def CmpIOp : ArithOp<"cmpi", [SameTypeOperands, TypesMatchWith<"i1 of the operands' shape", "lhs", "result", FunctionInputsTransform>]> {
  let arguments = (ins AnyEnum:$predicate, AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

def CmpFOp : ArithOp<"cmpf", [SameTypeOperands, TypesMatchWith<"i1 of the operands' shape", "lhs", "result", FunctionInputsTransform>]> {
  let arguments = (ins AnyEnum:$predicate, AnyType:$lhs, AnyType:$rhs,
                       DefaultValuedAttr<AnyEnum, "0">:$fastmath);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)";
}

class CastOp<string mnemonic> : ArithOp<mnemonic> {
  let arguments = (ins AnyType:$in);
  let results = (outs AnyType:$out);
  let assemblyFormat = "$in attr-dict `:` type($in) `to` type($out)";
}
def ExtUIOp : CastOp<"extui">;
def IndexCastOp : CastOp<"index_cast">;

def ExtFOp : ArithOp<"extf"> {
  let arguments = (ins AnyType:$in, OptionalAttr<AnyEnum>:$fastmath);
  let results = (outs AnyType:$out);
  let assemblyFormat = "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)";
}

def TruncFOp : ArithOp<"truncf"> {
  let arguments = (ins AnyType:$in, OptionalAttr<AnyEnum>:$roundingmode,
                       OptionalAttr<AnyEnum>:$fastmath);
  let results = (outs AnyType:$out);
  let assemblyFormat = "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)";
}

def ConstantOp : ArithOp<"constant", [AllTypesMatch<["value", "result"]>]> {
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict $value";
}

def AddUIExtendedOp : ArithOp<"addui_extended", [AllTypesMatch<["lhs", "rhs", "sum"]>]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$sum, AnyType:$overflow);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)";
}

//===----------------------------------------------------------------------===//
// cf
//===----------------------------------------------------------------------===//

class CFOp<string mnemonic, list<Trait> traits = []> : Op<CF, mnemonic, traits>;

def AssertOp : CFOp<"assert"> {
  let arguments = (ins I1:$arg, StrAttr:$msg);
  let assemblyFormat = "$arg `,` $msg attr-dict";
}

def BranchOp : CFOp<"br", [Terminator]> {
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict";
}

def CondBranchOp : CFOp<"cond_br", [AttrSizedOperandSegments, Terminator]> {
  let arguments = (ins I1:$condition, Variadic<AnyType>:$trueDestOperands,
                       Variadic<AnyType>:$falseDestOperands);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
  let assemblyFormat = [{
    $condition `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
}

def SwitchOp : CFOp<"switch", [AttrSizedOperandSegments, Terminator]> {
  let arguments = (ins AnyType:$flag, Variadic<AnyType>:$defaultOperands,
                   VariadicOfVariadic<AnyType, "case_operand_segments">:$caseOperands,
                   OptionalAttr<ElementsAttr>:$case_values,
                   DenseI32ArrayAttr:$case_operand_segments);
  let successors = (successor AnySuccessor:$defaultDestination,
                    VariadicSuccessor<AnySuccessor>:$caseDestinations);
  let assemblyFormat = [{
    $flag `:` type($flag) `,` `[` `\n`
      custom<SwitchOpCases>(ref(type($flag)),$defaultDestination,
                            $defaultOperands,
                            type($defaultOperands),
                            $case_values,
                            $caseDestinations,
                            $caseOperands,
                            type($caseOperands))
   `]`
    attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// func
//===----------------------------------------------------------------------===//

class FuncOp<string mnemonic, list<Trait> traits = []> : Op<Func, mnemonic, traits>;

def CallOp : FuncOp<"call"> {
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>);
  let assemblyFormat = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)";
}

def FuncConstantOp : FuncOp<"constant"> {
  let arguments = (ins FlatSymbolRefAttr:$value);
  let results = (outs AnyType);
  let assemblyFormat = "attr-dict $value `:` type(results)";
}

def CallIndirectOp : FuncOp<"call_indirect", [
    TypesMatchWith<"callee input types match argument types",
                   "callee", "callee_operands", FunctionInputsTransform>,
    TypesMatchWith<"callee result types match result types",
                   "callee", "results", FunctionResultsTransform>]> {
  let arguments = (ins FunctionType:$callee, Variadic<AnyType>:$callee_operands);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)";
}

//===----------------------------------------------------------------------===//
// memref, transform, xegpu
//===----------------------------------------------------------------------===//

def GlobalOp : Op<MemRef, "global", [Symbol]> {
  let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<StrAttr>:$sym_visibility,
                       TypeAttr:$type, OptionalAttr<AnyAttr>:$initial_value,
                       UnitAttr:$constant, OptionalAttr<I64Attr>:$alignment);
  let assemblyFormat = [{
    ($sym_visibility^)? (`constant` $constant^)? $sym_name `:`
    custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict
  }];
}

def ForeachOp : Op<Transform, "foreach", [SingleBlockImplicitTerminator<"transform.yield">]> {
  let arguments = (ins Variadic<AnyType>:$targets, UnitAttr:$with_zip_shortest);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $targets oilist(`with_zip_shortest` $with_zip_shortest) `:` type($targets)
    (`->` type($results)^)? $body attr-dict
  }];
}

def YieldOp : Op<Transform, "yield", [Terminator]> {
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "operands attr-dict (`:` type($operands)^)?";
}

def PrefetchNdOp : Op<XeGPU, "prefetch_nd"> {
  let arguments = (ins AnyType:$TensorDesc, OptionalAttr<AnyEnum>:$l1_hint,
                       OptionalAttr<AnyEnum>:$l2_hint, OptionalAttr<AnyEnum>:$l3_hint);
  let assemblyFormat = "$TensorDesc prop-dict attr-dict `:` qualified(type($TensorDesc))";
}

//===----------------------------------------------------------------------===//
// test
//===----------------------------------------------------------------------===//

class TestOp<string mnemonic, list<Trait> traits = []> : Op<Test, mnemonic, traits>;

def OptOp : TestOp<"opt", [AttrSizedOperandSegments]> {
  let arguments = (ins Optional<AnyType>:$a, Variadic<I64>:$b);
  let results = (outs Variadic<AnyType>:$r);
  let assemblyFormat = "($a^ `:` type($a))? (`[` $b^ `]`)? attr-dict-with-keyword (`->` type($r)^)?";
}

def InvOp : TestOp<"inv"> {
  let arguments = (ins OptionalAttr<AnyEnum>:$value);
  let assemblyFormat = "(`none`) : ($value^)? attr-dict";
}

def FastOp : TestOp<"fast"> {
  let arguments = (ins UnitAttr:$isFast);
  let assemblyFormat = "(`fast` $isFast^) : (`slow`)? attr-dict";
}

def VovOp : TestOp<"vov"> {
  let arguments = (ins VariadicOfVariadic<AnyType, "seg">:$groups, DenseI32ArrayAttr:$seg);
  let assemblyFormat = "$groups attr-dict `:` type($groups)";
}

def TwoRegionsOp : TestOp<"two_regions"> {
  let regions = (region AnyRegion:$a, AnyRegion:$b);
  let assemblyFormat = "regions attr-dict";
}

def SuccOp : TestOp<"succ", [Terminator]> {
  let successors = (successor VariadicSuccessor<AnySuccessor>:$dests);
  let assemblyFormat = "successors attr-dict";
}

def InferOp : TestOp<"infer", [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$x attr-dict `:` type($x)";
}

def NumOp : TestOp<"num"> {
  let arguments = (ins OptionalAttr<I64Attr>:$n);
  let assemblyFormat = "(custom<Num>($n)^)? attr-dict";
}

def EnumOp : TestOp<"enum"> {
  let arguments = (ins AnyEnum:$kind, OptionalAttr<AnyEnum>:$flags);
  let assemblyFormat = "$kind (`flags` $flags^)? attr-dict";
}

def AllOp : TestOp<"all"> {
  let arguments = (ins AnyType:$a, Variadic<AnyType>:$b);
  let results = (outs I1:$result);
  let assemblyFormat = "operands attr-dict `:` type(operands)";
}

def BoxOp : TestOp<"box"> {
  let arguments = (ins AnyType:$x);
  let assemblyFormat = "$x attr-dict `:` type($x)";
}

def FnOp : TestOp<"fn"> {
  let arguments = (ins Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$rs);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def SymOp : TestOp<"sym"> {
  let arguments = (ins OptionalAttr<SymbolNameAttr>:$name);
  let assemblyFormat = "($name^)? attr-dict";
}

def PropsOp : TestOp<"props"> {
  let arguments = (ins AnyType:$x, Optional<AnyType>:$y, OptionalAttr<I64Attr>:$level,
                       DefaultValuedAttr<I64Attr, "0">:$mode);
  let assemblyFormat = "$x (`or` $y^)? (`level` $level^)? attr-dict `:` type($x) (`,` type($y)^)? prop-dict";
}

def DenseOp : TestOp<"dense"> {
  let arguments = (ins DenseI32ArrayAttr:$a, OptionalAttr<DenseI32ArrayAttr>:$b);
  let assemblyFormat = "$a (`bools` $b^)? attr-dict";
}
