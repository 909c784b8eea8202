// Unresolved expressions as printed in classes: template arguments,
// anonymous instances with positional and named arguments, casts, bits.
class Leaf<int a, string b = "b", list<int> c = []> {
  int first = a;
  string second = b;
  list<int> third = c;
}
class Tree<int x, string y> {
  Leaf positional = Leaf<x, y>;
  Leaf named = Leaf<x, c = [x, 1]>;
  Leaf constant = Leaf<1>;
  int through = Leaf<x>.first;
  string cast = !cast<string>(x);
  string pasted = y # x # "!";
  bits<4> low = x;
  bit top = low{3};
  bits<2> mid = low{2-1};
  list<int> slice = Leaf<x, c = [x, 2, 3]>.third[0...1];
  dag d = (Leaf<x> y:$n);
  string name = NAME;
  int sum = !add(x, !size(y), 1);
  bit cmp = !lt(x, 10);
  list<string> names = !foreach(s, [y, "z"], s # x);
  string folded = !foldl(y, [x], acc, i, acc # i);
}
def T : Tree<3, "three">;
def U : Tree<12, "twelve"> { let low = 0b0110; }
