// let, foreach, defvar and if inside multiclasses; lets around defm.
class Op<string n, int w> { string name = n; int width = w; bit legal = 1; string ns = ""; }

multiclass Sized<string n> {
  defvar widths = [8, 16, 32];
  foreach w = widths in
    def _ # w : Op<n, w>;
  let legal = 0 in
  def _64 : Op<n, 64>;
  if !eq(n, "add") then
    def _special : Op<n # "_special", 1>;
}

let ns = "math" in {
  defm add : Sized<"add">;
  let legal = 0 in
  defm sub : Sized<"sub">;
}

multiclass Loop<list<string> names> {
  foreach n = names in {
    defm NAME # _ # n : Sized<n>;
  }
}
defm L : Loop<["mul", "div"]>;
