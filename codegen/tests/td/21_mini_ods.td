// A small ODS-like vocabulary and a dialect written with it.
class Pred;
class CPred<code pred> : Pred { code predExpr = "(" # pred # ")"; }
class CombinedPred<string kind, list<Pred> children> : Pred {
  string combiner = kind;
  list<Pred> children_ = children;
}
class And<list<Pred> children> : CombinedPred<"and", children>;
class Or<list<Pred> children> : CombinedPred<"or", children>;

class Constraint<Pred pred, string desc = ""> { Pred predicate = pred; string summary = desc; }
class TypeConstraint<Pred pred, string summary = "", string cppType = "::mlir::Type">
    : Constraint<pred, summary> {
  string cppClassName = cppType;
}
class Type<Pred condition, string descr = "", string cppType = "::mlir::Type">
    : TypeConstraint<condition, descr, cppType> {
  string description = "";
  string builderCall = "";
}

def AnyType : Type<CPred<"true">, "any type">;
class I<int width> : Type<CPred<"$_self.isSignlessInteger(" # width # ")">, width # "-bit signless integer"> {
  int bitwidth = width;
}
def I1 : I<1>;
def I32 : I<32>;
def I64 : I<64>;
def Index : Type<CPred<"::llvm::isa<::mlir::IndexType>($_self)">, "index">;
class AnyTypeOf<list<Type> allowed, string summary = ""> : Type<
    Or<!foreach(t, allowed, t.predicate)>,
    !if(!eq(summary, ""), !interleave(!foreach(t, allowed, t.summary), " or "), summary)>;
def SignlessIntegerLike : AnyTypeOf<[I1, I32, I64, Index], "signless-integer-like">;

class Dialect {
  string name = ?;
  string cppNamespace = name;
  string summary = ?;
  bit usePropertiesForAttributes = 1;
}
def Toy_Dialect : Dialect { let name = "toy"; let cppNamespace = "::mlir::toy"; }

class Trait;
class NativeOpTrait<string prop> : Trait { string trait = prop; }
def Pure : NativeOpTrait<"Pure">;
def Commutative : NativeOpTrait<"IsCommutative">;
def Terminator : NativeOpTrait<"IsTerminator">;

def ins;
def outs;
def region;
class OpBuilder<dag p, code b = ""> { dag dagParams = p; code body = b; }

class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  string cppNamespace = dialect.cppNamespace;
  string summary = "";
  string description = "";
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  string assemblyFormat = ?;
  list<OpBuilder> builders = ?;
  bit hasVerifier = 0;
  bit hasFolder = 0;
  list<Trait> traits = props;
}
class Toy_Op<string mnemonic, list<Trait> traits = []> : Op<Toy_Dialect, mnemonic, traits>;

def Toy_AddOp : Toy_Op<"add", [Pure, Commutative]> {
  let summary = "integer addition";
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
  let hasFolder = 1;
}
def Toy_ConstantOp : Toy_Op<"constant", [Pure]> {
  let arguments = (ins I64:$value);
  let results = (outs I64);
  let builders = [OpBuilder<(ins "int64_t":$value), [{ build($_builder, $_state, value); }]>];
}
def Toy_ReturnOp : Toy_Op<"return", [Terminator]> {
  let arguments = (ins AnyType:$input);
  let hasVerifier = 1;
}
