// defm inside multiclasses, multiclass inheritance, defm with classes.
class Op<string n> { string name = n; bit predicated = 0; }
class Predicated { bit predicated = 1; string pred = "always"; }

multiclass Base<string n> {
  def _b : Op<n # ".b">;
  def _w : Op<n # ".w">;
}

multiclass Wrapped<string n> {
  defm _x : Base<n # "x">;
  defm NAME # _y : Base<n # "y">;
  def _z : Op<n # "z">;
}

multiclass Extended<string n> : Base<n> {
  def _l : Op<n # ".l">;
}

multiclass Inherits<string n> : Base<n>, Wrapped<n>;

defm W : Wrapped<"w">;
defm E : Extended<"e">;
defm I : Inherits<"i">;
defm C : Base<"c">, Predicated;
let pred = "never" in
defm L : Base<"l">, Predicated;
