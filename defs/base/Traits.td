// Op traits as data: the verifier generator knows each by name; some carry
// arguments.

#ifndef DIALECTIC_TRAITS_TD
#define DIALECTIC_TRAITS_TD

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

// `HasParent<"func.func">`, `ParentOneOf<["a.b", "c.d"]>`.
class HasParent<string op> : ParamNativeOpTrait<"HasParent", op>;
class ParentOneOf<list<string> ops> : ParamNativeOpTrait<"HasParent", !interleave(ops, ",")> {
  list<string> parents = ops;
}
class SingleBlockImplicitTerminator<string op> : ParamNativeOpTrait<"SingleBlockImplicitTerminator", op>;

// Type relations between named operands/results.
class AllTypesMatch<list<string> names> : Trait { list<string> values = names; }
class AllShapesMatch<list<string> names> : Trait { list<string> values = names; }
class AllElementTypesMatch<list<string> names> : Trait { list<string> values = names; }
class TypesMatchWith<string summaryArg, string lhsArg, string rhsArg, code transformerArg> : Trait {
  string summary = summaryArg;
  string lhs = lhsArg;
  string rhs = rhsArg;
  // Rust expression computing rhs's type from `$_self` (lhs's type).
  code transformer = transformerArg;
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

// Interfaces an op declares it implements.
class OpInterfaceTrait<string name> : Trait { string interface = name; }
class DeclareOpInterfaceMethods<OpInterfaceTrait interface, list<string> methods = []> : Trait {
  OpInterfaceTrait baseInterface = interface;
  list<string> overriddenMethods = methods;
}

#endif // DIALECTIC_TRAITS_TD
