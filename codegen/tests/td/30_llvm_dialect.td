// A slice of an LLVM-dialect-like definition: ops with enums, traits built
// from lists, and translation snippets with $name substitution.
class Trait { string name = ""; }
def Pure : Trait { let name = "Pure"; }
def SameOperandsAndResultType : Trait { let name = "SameOperandsAndResultType"; }
def ins;
def outs;
class TypeConstraint<string s> { string summary = s; }
def LLVM_AnyInteger : TypeConstraint<"LLVM integer">;
def LLVM_AnyFloat : TypeConstraint<"LLVM floating point">;

class LLVM_Op<string mnemonic, list<Trait> traits = []> {
  string opName = "llvm." # mnemonic;
  list<Trait> opTraits = traits;
  dag arguments = (ins);
  dag results = (outs);
  string llvmBuilder = "";
  string assemblyFormat = ?;
}
class LLVM_ArithmeticOp<string mnemonic, string instName, TypeConstraint type,
                        list<Trait> traits = []>
    : LLVM_Op<mnemonic, !listconcat([Pure, SameOperandsAndResultType], traits)> {
  let arguments = (ins type:$lhs, type:$rhs);
  let results = (outs type:$res);
  let llvmBuilder = "$res = builder.Create" # instName # "($lhs, $rhs);";
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($res)";
}
class LLVM_IntArithmeticOp<string mnemonic, string instName, list<Trait> traits = []>
    : LLVM_ArithmeticOp<mnemonic, instName, LLVM_AnyInteger, traits>;
class LLVM_FloatArithmeticOp<string mnemonic, string instName, list<Trait> traits = []>
    : LLVM_ArithmeticOp<mnemonic, instName, LLVM_AnyFloat, traits>;

def LLVM_AddOp : LLVM_IntArithmeticOp<"add", "Add">;
def LLVM_SubOp : LLVM_IntArithmeticOp<"sub", "Sub">;
def LLVM_FAddOp : LLVM_FloatArithmeticOp<"fadd", "FAdd">;
foreach p = [["and", "And"], ["or", "Or"], ["xor", "Xor"]] in
  def LLVM_ # !toupper(!head(p)) # Op : LLVM_IntArithmeticOp<!head(p), !head(!tail(p))>;

class LinkageCase<string sym, int val> { string symbol = sym; int value = val; }
defvar linkages = ["private", "internal", "external", "weak"];
foreach i = !range(linkages) in
  def Linkage # !toupper(!substr(linkages[i], 0, 1)) # !substr(linkages[i], 1)
    : LinkageCase<linkages[i], i>;
