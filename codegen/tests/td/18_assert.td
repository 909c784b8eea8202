// assert statements at top level, in classes, multiclasses and loops.
assert !eq(!add(1, 1), 2), "arithmetic works";

class Bounded<int v> {
  assert !le(v, 100), "value " # v # " is too large";
  assert !ge(v, 0), "value must be positive";
  int value = v;
}
def B1 : Bounded<1>;
def B99 : Bounded<99>;

multiclass Checked<int n> {
  assert !gt(n, 0), "n must be positive";
  def _v : Bounded<n>;
}
defm C : Checked<5>;

foreach i = [1, 2] in {
  assert !lt(i, 3), "loop bound";
  def L # i : Bounded<i>;
}
