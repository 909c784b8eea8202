// Dag values and dag operators.
def ins;
def outs;
def add;
def mul;
class Operand<string n> { string name = n; }
def GPR : Operand<"gpr">;
def Imm : Operand<"imm">;

def Dags {
  dag args = (ins GPR:$lhs, Imm:$rhs);
  dag results = (outs GPR:$dst);
  dag nested = (add (mul GPR:$a, GPR:$b), Imm:$c);
  dag named = (ins:$op GPR, $onlyName, ?:$unset);
  dag empty = (outs);
  dag cat = !con((ins GPR:$a), (ins Imm:$b), (ins));
  dag built = !dag(ins, [GPR, Imm], ["x", "y"]);
  dag builtUnnamed = !dag(outs, [GPR], ?);
  dag reop = !setdagop((ins GPR:$a), outs);
  Operand first = !getdagarg<Operand>((ins GPR:$a, Imm:$b), 0);
  Operand byName = !getdagarg<Operand>((ins GPR:$a, Imm:$b), "b");
  string argName = !getdagname((ins GPR:$a, Imm:$b), 1);
  dag setArg = !setdagarg((ins GPR:$a, Imm:$b), "a", Imm);
  dag setName = !setdagname((ins GPR:$a, Imm:$b), 1, "renamed");
  int count = !size((ins GPR:$a, Imm:$b));
  bit noArgs = !empty((outs));
  string opName = !cast<string>(!getdagop((ins GPR:$a)));
}
