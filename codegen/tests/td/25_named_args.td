// Named template arguments, defaults that use other arguments.
class Shape<int width, int height = width, string unit = "px", bit filled = 0> {
  int w = width;
  int h = height;
  int area = !mul(width, height);
  string units = unit;
  bit isFilled = filled;
}
def Square : Shape<4>;
def Rect : Shape<4, 6>;
def Named : Shape<2, unit = "cm">;
def AllNamed : Shape<width = 5, filled = 1, height = 2>;
def Mixed : Shape<3, filled = true>;

multiclass Shapes<int base, string unit = "mm"> {
  def _sq : Shape<base, unit = unit>;
  def _tall : Shape<base, height = !mul(base, 3)>;
}
defm S : Shapes<2>;
defm T : Shapes<base = 7, unit = "in">;
