// !if, !cond and if/then/else statements.
class Sized<int width> {
  string kind = !if(!gt(width, 32), "wide", "narrow");
  string name = !cond(!eq(width, 8) : "byte",
                      !eq(width, 16) : "half",
                      !eq(width, 32) : "word",
                      true : "other");
  int rounded = !cond(!le(width, 8) : 8, !le(width, 32) : 32, true : 64);
  bit isByte = !if(!eq(width, 8), 1, 0);
  list<int> maybe = !if(!gt(width, 16), [width], []);
}
def S8 : Sized<8>;
def S24 : Sized<24>;
def S64 : Sized<64>;

defvar enableExtras = 1;
if enableExtras then {
  def Extra : Sized<16>;
} else {
  def NoExtra : Sized<1>;
}
if !not(enableExtras) then
  def Never : Sized<2>;
else
  def Always : Sized<4>;

foreach i = [1, 2, 3, 4] in {
  if !eq(!and(i, 1), 0) then
    def Even # i : Sized<i>;
}
