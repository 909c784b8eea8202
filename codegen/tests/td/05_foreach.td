// foreach over lists, ranges, brace ranges, nested loops and records.
class Reg<string n, int i> { string name = n; int index = i; }

foreach i = 0...3 in
  def R # i : Reg<"r" # i, i>;

foreach i = {4-6, 9} in
  def S # i : Reg<"s" # i, i>;

foreach i = 12-10 in
  def D # i : Reg<"d" # i, i>;

foreach kind = ["a", "b"] in {
  foreach n = [1, 2] in {
    def kind # n : Reg<kind, n>;
  }
}

def Q0 : Reg<"q0", 0>;
def Q1 : Reg<"q1", 1>;
foreach r = [Q0, Q1] in
  def Alias_ # r : Reg<!strconcat(r.name, "_alias"), !add(r.index, 100)>;
