// Op traits as data: the verifier generator knows each by name; some carry
// arguments.

#ifndef DIALECTIC_TRAITS_TD
#define DIALECTIC_TRAITS_TD

include "base/Constraints.td"

class Trait;
class NativeOpTrait<string name> : Trait { string trait = name; }
class ParamNativeOpTrait<string name, string paramsArg> : NativeOpTrait<name> { string params = paramsArg; }

def Pure : NativeOpTrait<"Pure">;
def Commutative : NativeOpTrait<"Commutative">;
def Idempotent : NativeOpTrait<"Idempotent">;
def Involution : NativeOpTrait<"Involution">;
def Terminator : NativeOpTrait<"Terminator">;
def ReturnLike : NativeOpTrait<"ReturnLike">;
def IsolatedFromAbove : NativeOpTrait<"IsolatedFromAbove">;
def SingleBlock : NativeOpTrait<"SingleBlock">;
def NoTerminator : NativeOpTrait<"NoTerminator">;
def NoRegionArguments : NativeOpTrait<"NoRegionArguments">;
def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;
def SameOperandsAndResultShape : NativeOpTrait<"SameOperandsAndResultShape">;
def SameTypeOperands : NativeOpTrait<"SameTypeOperands">;
def SameOperandsShape : NativeOpTrait<"SameOperandsShape">;
def SameOperandsElementType : NativeOpTrait<"SameOperandsElementType">;
def SameOperandsAndResultElementType : NativeOpTrait<"SameOperandsAndResultElementType">;
def SameVariadicOperandSize : NativeOpTrait<"SameVariadicOperandSize">;
def SameVariadicResultSize : NativeOpTrait<"SameVariadicResultSize">;
def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;
def AttrSizedResultSegments : NativeOpTrait<"AttrSizedResultSegments">;
def ConstantLike : NativeOpTrait<"ConstantLike">;
def Symbol : NativeOpTrait<"Symbol">;
def SymbolTable : NativeOpTrait<"SymbolTable">;
def AutomaticAllocationScope : NativeOpTrait<"AutomaticAllocationScope">;
def Elementwise : NativeOpTrait<"Elementwise">;
def Scalarizable : NativeOpTrait<"Scalarizable">;
def Vectorizable : NativeOpTrait<"Vectorizable">;
def Tensorizable : NativeOpTrait<"Tensorizable">;
def AffineScope : NativeOpTrait<"AffineScope">;
def HasOnlyGraphRegion : NativeOpTrait<"HasOnlyGraphRegion">;
// The op's memref operands and results may be normalized (identity layout).
def MemRefsNormalizable : NativeOpTrait<"MemRefsNormalizable">;

// A named list of traits an op adds with `# List.traits` (MLIR's `TraitList`).
class TraitList<list<Trait> props> { list<Trait> traits = props; }
// An elementwise op that can be applied to scalars, vectors and tensors.
def ElementwiseMappable : TraitList<[Elementwise, Scalarizable, Vectorizable, Tensorizable]>;

// `HasParent<"func.func">`, `ParentOneOf<["a.b", "c.d"]>`.
class HasParent<string op> : ParamNativeOpTrait<"HasParent", op>;
class ParentOneOf<list<string> ops> : ParamNativeOpTrait<"HasParent", !interleave(ops, ",")> {
  list<string> parents = ops;
}
class SingleBlockImplicitTerminator<string op> : ParamNativeOpTrait<"SingleBlockImplicitTerminator", op>;

// An op-level predicate over named operands, results and attributes (see
// the op predicates of Constraints.td); the verifier fails with
// `failed to verify that <summary>`.
class PredOpTrait<string descr, Pred pred> : Trait {
  string summary = descr;
  Pred predicate = pred;
}

// Type relations between named operands/results, with MLIR's summaries
// (`all of {lhs, rhs, sum} have same type`).
class AllMatchSameOperatorTrait<list<string> names, ValueProperty property>
    : PredOpTrait<"all of {" # !interleave(names, ", ") # "} have same " # property.name,
                  AllMatchSameOperatorPred<names, property>> {
  list<string> values = names;
}
class AllTypesMatch<list<string> names> : AllMatchSameOperatorTrait<names, TypeProperty>;
class AllShapesMatch<list<string> names> : AllMatchSameOperatorTrait<names, ShapeProperty>;
class AllElementTypesMatch<list<string> names> : AllMatchSameOperatorTrait<names, ElementTypeProperty>;
class AllRanksMatch<list<string> names> : AllMatchSameOperatorTrait<names, RankProperty>;
// The type of `rhs` is `transform` applied to the type of `lhs` (a type
// list when `rhs` is variadic). Formats use it to infer `rhs`'s type.
class TypesMatchWith<string summaryArg, string lhsArg, string rhsArg, TypeTransform transformArg> : Trait {
  string summary = summaryArg;
  string lhs = lhsArg;
  string rhs = rhsArg;
  TypeTransform transform = transformArg;
}

// Memory effects.
class MemoryEffect<string effectArg> { string effect = effectArg; }
def MemRead : MemoryEffect<"Read">;
def MemWrite : MemoryEffect<"Write">;
def MemAlloc : MemoryEffect<"Allocate">;
def MemFree : MemoryEffect<"Free">;
class MemoryEffects<list<MemoryEffect> effectsArg> : Trait { list<MemoryEffect> effects = effectsArg; }
def NoMemoryEffect : MemoryEffects<[]>;
def RecursiveMemoryEffects : NativeOpTrait<"RecursiveMemoryEffects">;

// Interfaces an op, a type or an attribute declares it implements: the
// interface itself in the `traits` list (the methods with bodies are
// generated, the others written in Rust), or `Declare...InterfaceMethods`
// naming the methods written in Rust even though they have a body. Then
// the whole `impl` is written in Rust.
class InterfaceTrait<string name> : Trait { string interface = name; }
class OpInterfaceTrait<string name> : InterfaceTrait<name>;
class TypeInterfaceTrait<string name> : InterfaceTrait<name>;
class AttrInterfaceTrait<string name> : InterfaceTrait<name>;
class DeclareInterfaceMethods<InterfaceTrait interface, list<string> methods> : Trait {
  InterfaceTrait baseInterface = interface;
  list<string> overriddenMethods = methods;
}
class DeclareOpInterfaceMethods<OpInterfaceTrait interface, list<string> methods = []>
    : DeclareInterfaceMethods<interface, methods>;
class DeclareTypeInterfaceMethods<TypeInterfaceTrait interface, list<string> methods = []>
    : DeclareInterfaceMethods<interface, methods>;
class DeclareAttrInterfaceMethods<AttrInterfaceTrait interface, list<string> methods = []>
    : DeclareInterfaceMethods<interface, methods>;

#endif // DIALECTIC_TRAITS_TD
