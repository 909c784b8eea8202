// Superclass order, transitive superclasses and field overriding.
class Trait;
class NativeTrait<string name> : Trait { string trait = name; }
def Pure : NativeTrait<"Pure">;
def Commutative : NativeTrait<"Commutative">;

class Named { string name = "?"; int priority = 0; }
class Prioritized<int p> { int priority = p; }
class Documented<string doc> { string summary = doc; string description = ""; }

class OpBase<string mnemonic> : Named, Prioritized<5> {
  let name = mnemonic;
  list<Trait> traits = [];
}

class BinaryOp<string mnemonic, list<Trait> extra = []>
    : OpBase<mnemonic>, Documented<"binary " # mnemonic> {
  let traits = !listconcat([Pure], extra);
}

def AddOp : BinaryOp<"add", [Commutative]>;
def SubOp : BinaryOp<"sub"> { let priority = 7; let description = "subtracts"; }
class Costly<int c> { int cost = c; }
def MulOp : BinaryOp<"mul", [Commutative]>, Costly<9>;
