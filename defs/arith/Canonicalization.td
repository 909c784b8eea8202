// The canonicalization rules of the arith ops that MLIR 19 writes as
// declarative rewrite rules (`ArithCanonicalization.td`), under MLIR's
// names, so that `--canonicalize=disable-patterns=...` names them alike.
// `arith.td` includes this file at its end; each op's canonicalizer
// (`src/dialects/arith/canonicalize/`) adds its rules with the patterns
// MLIR writes in C++. The Rust the native calls and constraints name is in
// `src/dialects/arith/canonicalize/native.rs`.

include "PatternBase.td"

// The attribute of the integer `$1 op $2` of the type of value `$0`.
def AddIntAttrs : NativeCodeCall<"native::add_int_attrs($_ctx, $_ir, $0, $1, $2)">;
def SubIntAttrs : NativeCodeCall<"native::sub_int_attrs($_ctx, $_ir, $0, $1, $2)">;
def MulIntAttrs : NativeCodeCall<"native::mul_int_attrs($_ctx, $_ir, $0, $1, $2)">;

// The zero of the type of value `$0`.
def GetZeroAttr : NativeCodeCall<"native::zero_attr($_ctx, $_ir, $0)">;

// The overflow flags both ops have.
def MergeOverflow : NativeCodeCall<"native::merge_overflow($0, $1)">;

// Overflow flags that allow every wraparound.
defvar DefOverflow = ConstantEnumCase<Arith_IntegerOverflowAttr, "none">;

// The comparison that holds exactly when `$0` does not.
def InvertPredicate : NativeCodeCall<"native::invert_predicate($0)">;

// An integer, or a splat of integers, with every bit set (-1).
def IsScalarOrSplatNegativeOne : Constraint<
    RustPred<"native::int_or_splat($_ctx, $0).is_some_and(|v| v.is_all_ones())">,
    "an integer or splat of all ones">;

// An integer, or a splat of integers, equal to 1.
def IsScalarOrSplatOne : Constraint<
    RustPred<"native::int_or_splat($_ctx, $0).is_some_and(|v| v.is_one())">,
    "an integer or splat of one">;

// A constant attribute of the type of value `$0`.
def AttrOfValueType : Constraint<
    RustPred<"native::attr_type($_ctx, $1) == Some($_ir.value_type($0))">,
    "an attribute of the value's type">;

// The elements of `$0` are wider than those of `$1`, which have a width.
def ValueWiderThan : Constraint<And<[
    RustPred<"native::element_width($_ctx, $_ir, $0) > native::element_width($_ctx, $_ir, $1)">,
    RustPred<"native::element_width($_ctx, $_ir, $1) > 0">]>,
    "wider than">;

// The constant `$2` is the number of bits a truncation from `$0` to `$1`
// drops.
def TruncationMatchesShiftAmount : Constraint<
    RustPred<"native::truncation_matches_shift($_ctx, $_ir, $0, $1, $2)">,
    "the bits the truncation drops">;

// Values `$0`, `$1`, `$2` have one type.
def ValuesWithSameType : Constraint<
    RustPred<"$_ir.value_type($0) == $_ir.value_type($1) && $_ir.value_type($0) == $_ir.value_type($2)">,
    "values of one type">;

// The elements of `$0` are exactly twice as wide as those of `$1`.
def IsDoubleWidth : Constraint<
    RustPred<"native::is_double_width($_ctx, $_ir, $0, $1)">,
    "twice as wide">;

// An equality or inequality.
def IsEqOrNe : Constraint<
    RustPred<"matches!($0, CmpIPredicate::eq | CmpIPredicate::ne)">,
    "`eq` or `ne`">;

//===----------------------------------------------------------------------===//
// AddIOp
//===----------------------------------------------------------------------===//

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
def AddIAddConstant :
    Pat<(Arith_AddIOp:$res
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)),
            (MergeOverflow $ovf1, $ovf2))>;

// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
def AddISubConstantRHS :
    Pat<(Arith_AddIOp:$res
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)),
            (MergeOverflow $ovf1, $ovf2))>;

// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
def AddISubConstantLHS :
    Pat<(Arith_AddIOp:$res
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

// addi(x, muli(y, -1)) -> subi(x, y)
def AddIMulNegativeOneRhs :
    Pat<(Arith_AddIOp $x,
          (Arith_MulIOp $y, (ConstantLikeMatcher AnyAttr:$c0), $ovf1), $ovf2),
        (Arith_SubIOp $x, $y, DefOverflow),
        [(IsScalarOrSplatNegativeOne $c0)]>;

// addi(muli(x, -1), y) -> subi(y, x)
def AddIMulNegativeOneLhs :
    Pat<(Arith_AddIOp
          (Arith_MulIOp $x, (ConstantLikeMatcher AnyAttr:$c0), $ovf1), $y, $ovf2),
        (Arith_SubIOp $y, $x, DefOverflow),
        [(IsScalarOrSplatNegativeOne $c0)]>;

// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
def MulIMulIConstant :
    Pat<(Arith_MulIOp:$res
          (Arith_MulIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_MulIOp $x, (Arith_ConstantOp (MulIntAttrs $res, $c0, $c1)),
            (MergeOverflow $ovf1, $ovf2)),
        [(AttrOfValueType $res, $c0), (AttrOfValueType $res, $c1)]>;

//===----------------------------------------------------------------------===//
// AddUIExtendedOp
//===----------------------------------------------------------------------===//

// addui_extended(x, y) -> [addi(x, y), x] when the overflow bit is unused
// (any value replaces an unused result).
def AddUIExtendedToAddI :
    Pattern<(Arith_AddUIExtendedOp:$res $x, $y),
        [(Arith_AddIOp $x, $y, DefOverflow), (replaceWithValue $x)],
        [(HasNoUseOf $res__1)]>;

//===----------------------------------------------------------------------===//
// SubIOp
//===----------------------------------------------------------------------===//

// subi(addi(x, c0), c1) -> addi(x, c0 - c1)
def SubIRHSAddConstant :
    Pat<(Arith_SubIOp:$res
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c0, $c1)),
            DefOverflow)>;

// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
def SubILHSAddConstant :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
def SubIRHSSubConstantRHS :
    Pat<(Arith_SubIOp:$res
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_SubIOp $x, (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)),
            (MergeOverflow $ovf1, $ovf2))>;

// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
def SubIRHSSubConstantLHS :
    Pat<(Arith_SubIOp:$res
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (SubIntAttrs $res, $c0, $c1)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
def SubILHSSubConstantRHS :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
def SubILHSSubConstantLHS :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)),
            (MergeOverflow $ovf1, $ovf2))>;

// subi(subi(a, b), a) -> subi(0, b)
def SubISubILHSRHSLHS :
    Pat<(Arith_SubIOp:$res (Arith_SubIOp $x, $y, $ovf1), $x, $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (GetZeroAttr $y)), $y,
            (MergeOverflow $ovf1, $ovf2))>;

//===----------------------------------------------------------------------===//
// MulSIExtendedOp and MulUIExtendedOp
//===----------------------------------------------------------------------===//

// mulsi_extended(x, y) -> [muli(x, y), x] when the high half is unused.
def MulSIExtendedToMulI :
    Pattern<(Arith_MulSIExtendedOp:$res $x, $y),
        [(Arith_MulIOp $x, $y, DefOverflow), (replaceWithValue $x)],
        [(HasNoUseOf $res__1)]>;

// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
def MulSIExtendedRHSOne :
    Pattern<(Arith_MulSIExtendedOp $x, (ConstantLikeMatcher AnyAttr:$c1)),
        [(replaceWithValue $x),
         (Arith_ExtSIOp (Arith_CmpIOp
            ConstantEnumCase<Arith_CmpIPredicateAttr, "slt">,
            $x,
            (Arith_ConstantOp (GetZeroAttr $x))))],
        [(IsScalarOrSplatOne $c1)]>;

// mului_extended(x, y) -> [muli(x, y), x] when the high half is unused.
def MulUIExtendedToMulI :
    Pattern<(Arith_MulUIExtendedOp:$res $x, $y),
        [(Arith_MulIOp $x, $y, DefOverflow), (replaceWithValue $x)],
        [(HasNoUseOf $res__1)]>;

//===----------------------------------------------------------------------===//
// XOrIOp, AndIOp, OrIOp
//===----------------------------------------------------------------------===//

// not(cmpi(pred, a, b)) -> cmpi(~pred, a, b), where not(x) is xori(x, 1)
def XOrINotCmpI :
    Pat<(Arith_XOrIOp
          (Arith_CmpIOp $pred, $a, $b),
          (ConstantLikeMatcher ConstantAttr<I1Attr, "1">)),
        (Arith_CmpIOp (InvertPredicate $pred), $a, $b)>;

// xori(extui(x), extui(y)) -> extui(xori(x, y))
def XOrIOfExtUI :
    Pat<(Arith_XOrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
        (Arith_ExtUIOp (Arith_XOrIOp $x, $y)),
        [(TypesAreEqual $x, $y)]>;

// xori(extsi(x), extsi(y)) -> extsi(xori(x, y))
def XOrIOfExtSI :
    Pat<(Arith_XOrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
        (Arith_ExtSIOp (Arith_XOrIOp $x, $y)),
        [(TypesAreEqual $x, $y)]>;

// andi(extui(x), extui(y)) -> extui(andi(x, y))
def AndOfExtUI :
    Pat<(Arith_AndIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
        (Arith_ExtUIOp (Arith_AndIOp $x, $y)),
        [(TypesAreEqual $x, $y)]>;

// andi(extsi(x), extsi(y)) -> extsi(andi(x, y))
def AndOfExtSI :
    Pat<(Arith_AndIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
        (Arith_ExtSIOp (Arith_AndIOp $x, $y)),
        [(TypesAreEqual $x, $y)]>;

// ori(extui(x), extui(y)) -> extui(ori(x, y))
def OrOfExtUI :
    Pat<(Arith_OrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
        (Arith_ExtUIOp (Arith_OrIOp $x, $y)),
        [(TypesAreEqual $x, $y)]>;

// ori(extsi(x), extsi(y)) -> extsi(ori(x, y))
def OrOfExtSI :
    Pat<(Arith_OrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
        (Arith_ExtSIOp (Arith_OrIOp $x, $y)),
        [(TypesAreEqual $x, $y)]>;

//===----------------------------------------------------------------------===//
// CmpIOp
//===----------------------------------------------------------------------===//

// cmpi(eq|ne, extsi(a), extsi(b)) -> cmpi(eq|ne, a, b)
def CmpIExtSI :
    Pat<(Arith_CmpIOp $pred, (Arith_ExtSIOp $a), (Arith_ExtSIOp $b)),
        (Arith_CmpIOp $pred, $a, $b),
        [(TypesAreEqual $a, $b), (IsEqOrNe $pred)]>;

// cmpi(eq|ne, extui(a), extui(b)) -> cmpi(eq|ne, a, b)
def CmpIExtUI :
    Pat<(Arith_CmpIOp $pred, (Arith_ExtUIOp $a), (Arith_ExtUIOp $b)),
        (Arith_CmpIOp $pred, $a, $b),
        [(TypesAreEqual $a, $b), (IsEqOrNe $pred)]>;

//===----------------------------------------------------------------------===//
// SelectOp
//===----------------------------------------------------------------------===//

// select(not(pred), a, b) -> select(pred, b, a)
def SelectNotCond :
    Pat<(SelectOp (Arith_XOrIOp $pred, (ConstantLikeMatcher APIntAttr:$ones)), $a, $b),
        (SelectOp $pred, $b, $a),
        [(IsScalarOrSplatNegativeOne $ones)]>;

// select(pred, select(pred, a, b), c) -> select(pred, a, c)
def RedundantSelectTrue :
    Pat<(SelectOp $pred, (SelectOp $pred, $a, $b), $c),
        (SelectOp $pred, $a, $c)>;

// select(pred, a, select(pred, b, c)) -> select(pred, a, c)
def RedundantSelectFalse :
    Pat<(SelectOp $pred, $a, (SelectOp $pred, $b, $c)),
        (SelectOp $pred, $a, $c)>;

// select(pred, false, true) -> not(pred)
def SelectI1ToNot :
    Pat<(SelectOp $pred,
          (ConstantLikeMatcher ConstantAttr<I1Attr, "0">),
          (ConstantLikeMatcher ConstantAttr<I1Attr, "1">)),
        (Arith_XOrIOp $pred, (Arith_ConstantOp ConstantAttr<I1Attr, "1">))>;

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

// index_cast(index_cast(x)) -> x, back to the type of x.
def IndexCastOfIndexCast :
    Pat<(Arith_IndexCastOp:$res (Arith_IndexCastOp $x)),
        (replaceWithValue $x),
        [(TypesAreEqual $res, $x)]>;

// index_cast(extsi(x)) -> index_cast(x)
def IndexCastOfExtSI :
    Pat<(Arith_IndexCastOp (Arith_ExtSIOp $x)), (Arith_IndexCastOp $x)>;

// index_castui(index_castui(x)) -> x, back to the type of x.
def IndexCastUIOfIndexCastUI :
    Pat<(Arith_IndexCastUIOp:$res (Arith_IndexCastUIOp $x)),
        (replaceWithValue $x),
        [(TypesAreEqual $res, $x)]>;

// index_castui(extui(x)) -> index_castui(x)
def IndexCastUIOfExtUI :
    Pat<(Arith_IndexCastUIOp (Arith_ExtUIOp $x)), (Arith_IndexCastUIOp $x)>;

// bitcast(bitcast(x)) -> bitcast(x)
def BitcastOfBitcast :
    Pat<(Arith_BitcastOp (Arith_BitcastOp $x)), (Arith_BitcastOp $x)>;

// extsi(extui(x)) -> extui(x)
def ExtSIOfExtUI :
    Pat<(Arith_ExtSIOp (Arith_ExtUIOp $x)), (Arith_ExtUIOp $x)>;

// trunci(extsi(x)) -> extsi(x) when only sign-extension bits are dropped
def TruncIExtSIToExtSI :
    Pat<(Arith_TruncIOp:$tr (Arith_ExtSIOp:$ext $x)),
        (Arith_ExtSIOp $x),
        [(ValueWiderThan $ext, $tr), (ValueWiderThan $tr, $x)]>;

// trunci(extui(x)) -> extui(x) when only zero-extension bits are dropped
def TruncIExtUIToExtUI :
    Pat<(Arith_TruncIOp:$tr (Arith_ExtUIOp:$ext $x)),
        (Arith_ExtUIOp $x),
        [(ValueWiderThan $ext, $tr), (ValueWiderThan $tr, $x)]>;

// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is the number of bits
// the truncation drops
def TruncIShrSIToTrunciShrUI :
    Pat<(Arith_TruncIOp:$tr
          (Arith_ShRSIOp $x, (ConstantLikeMatcher TypedAttrInterface:$c0))),
        (Arith_TruncIOp (Arith_ShRUIOp $x, (Arith_ConstantOp $c0))),
        [(TruncationMatchesShiftAmount $x, $tr, $c0)]>;

// trunci(shrui(muli(extsi(x), extsi(y)), c)) -> mulsi_extended(x, y)#1,
// the high half of the product. MLIR 19 asks only that `c` be the width
// the truncation drops, and so also rewrites products more (or less) than
// twice as wide, whose shifted bits are not the high half; these rules
// also ask that the product be twice as wide.
def TruncIShrUIMulIToMulSIExtended :
    Pat<(Arith_TruncIOp:$tr (Arith_ShRUIOp
          (Arith_MulIOp:$mul (Arith_ExtSIOp $x), (Arith_ExtSIOp $y), $ovf1),
          (ConstantLikeMatcher AnyAttr:$c0))),
        (Arith_MulSIExtendedOp:$res__1 $x, $y),
        [(ValuesWithSameType $tr, $x, $y), (ValueWiderThan $mul, $x),
         (TruncationMatchesShiftAmount $mul, $x, $c0), (IsDoubleWidth $mul, $x)]>;

// trunci(shrui(muli(extui(x), extui(y)), c)) -> mului_extended(x, y)#1
def TruncIShrUIMulIToMulUIExtended :
    Pat<(Arith_TruncIOp:$tr (Arith_ShRUIOp
          (Arith_MulIOp:$mul (Arith_ExtUIOp $x), (Arith_ExtUIOp $y), $ovf1),
          (ConstantLikeMatcher AnyAttr:$c0))),
        (Arith_MulUIExtendedOp:$res__1 $x, $y),
        [(ValuesWithSameType $tr, $x, $y), (ValueWiderThan $mul, $x),
         (TruncationMatchesShiftAmount $mul, $x, $c0), (IsDoubleWidth $mul, $x)]>;

//===----------------------------------------------------------------------===//
// MulFOp and DivFOp
//===----------------------------------------------------------------------===//

// mulf(negf(x), negf(y)) -> mulf(x, y), with the flags of the mulf
def MulFOfNegF :
    Pat<(Arith_MulFOp (Arith_NegFOp $x, $_), (Arith_NegFOp $y, $_), $fmf),
        (Arith_MulFOp $x, $y, $fmf),
        [(TypesAreEqual $x, $y)]>;

// divf(negf(x), negf(y)) -> divf(x, y), with the flags of the divf
def DivFOfNegF :
    Pat<(Arith_DivFOp (Arith_NegFOp $x, $_), (Arith_NegFOp $y, $_), $fmf),
        (Arith_DivFOp $x, $y, $fmf),
        [(TypesAreEqual $x, $y)]>;
