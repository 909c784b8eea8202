// Conditions and loops that depend on multiclass arguments, defm inside
// loops, and anonymous defm inside multiclasses.
class Op<string n, int w = 0> { string name = n; int width = w; }

multiclass MaybeWide<string n, bit wide> {
  def _narrow : Op<n, 32>;
  if wide then {
    def _wide : Op<n, 64>;
  } else {
    def _only32 : Op<n # "32">;
  }
  foreach w = !if(wide, [128, 256], []<int>) in
    def _vec # w : Op<n, w>;
}
defm A : MaybeWide<"a", 1>;
defm B : MaybeWide<"b", 0>;

foreach kind = ["x", "y"] in {
  defm kind : MaybeWide<kind, !eq(kind, "x")>;
  foreach i = [1, 2] in
    defm kind # i : MaybeWide<kind # i, 0>;
}

multiclass Outer<string n> {
  defm : MaybeWide<n # "_anon", 0>;
  defm NAME : MaybeWide<n # "_same", 1>;
}
defm O : Outer<"o">;

class Holder<Op op = ?> { Op held = op; bit hasOp = !not(!empty(!cast<string>(op))); }
def H1 : Holder<A_narrow>;
