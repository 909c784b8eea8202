// Fields referring to other fields and template arguments, resolved late.
class Op<string mnemonic> {
  string opName = mnemonic;
  string dialect = "";
  string fullName = dialect # "." # opName;
  string cppClass = !toupper(!substr(opName, 0, 1)) # !substr(opName, 1) # "Op";
  list<string> traits = [];
  int numTraits = !size(traits);
  string summary = "The " # fullName # " operation";
}

class ArithOp<string m> : Op<m> { let dialect = "arith"; }

def AddIOp : ArithOp<"addi"> { let traits = ["Commutative", "Pure"]; }
def ConstantOp : ArithOp<"constant">;
def Custom : Op<"custom"> {
  let dialect = "test";
  let summary = "custom: " # opName;
}

class Self {
  string myName = NAME;
  string upper = !toupper(NAME);
}
def selfRef : Self;
class SelfCount { int count = !size(NAME); }
def xyz : SelfCount;
class Node { int one = 1; }
def Ref : Node {
  Node self = !cast<Node>("Ref");
  string me = !cast<string>(Ref);
}
