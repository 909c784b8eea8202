// Enum attributes built with foreach, !listconcat and casts.
class EnumCase<string sym, int val, string str = sym> {
  string symbol = sym;
  int value = val;
  string str_ = str;
}
class BitCase<string sym, int pos> : EnumCase<sym, !shl(1, pos)>;
class Enum<string name, string summary, list<EnumCase> cases> {
  string className = name;
  string description = summary;
  list<EnumCase> enumerants = cases;
  list<string> symbols = !foreach(c, cases, c.symbol);
  int maxValue = !foldl(0, cases, m, c, !if(!gt(c.value, m), c.value, m));
  string symbolList = !interleave(symbols, "|");
}

def Pred_eq : EnumCase<"eq", 0>;
def Pred_ne : EnumCase<"ne", 1>;
def Pred_slt : EnumCase<"slt", 2>;
def CmpPredicate : Enum<"CmpPredicate", "comparison predicate", [Pred_eq, Pred_ne, Pred_slt]>;

foreach pos = 0...3 in
  def Flag # pos : BitCase<"flag" # pos, pos>;
def Flags : Enum<"Flags", "bit flags",
    !foreach(i, [0, 1, 2, 3], !cast<EnumCase>("Flag" # i))>;

defvar FastMathCases = [EnumCase<"none", 0>, EnumCase<"nnan", 1>, EnumCase<"ninf", 2>];
def FastMath : Enum<"FastMath", "fast math flags", FastMathCases>;
