// !foreach, !filter, !foldl on lists and dags, with closures over fields.
def ins;
def outs;
def Higher {
  list<int> squares = !foreach(x, [1, 2, 3, 4], !mul(x, x));
  list<string> names = !foreach(s, ["a", "b"], s # "_suffix");
  list<int> evens = !filter(x, [1, 2, 3, 4, 5, 6], !eq(!and(x, 1), 0));
  int sum = !foldl(0, [1, 2, 3, 4], acc, x, !add(acc, x));
  string joined = !foldl("", ["x", "y", "z"], acc, s, !if(!empty(acc), s, acc # "," # s));
  list<int> reversed = !foldl([]<int>, [1, 2, 3], acc, x, !listconcat([x], acc));
  dag mapped = !foreach(a, (ins outs:$x, (outs ins)), a);
  int base = 7;
  list<int> shifted = !foreach(x, [1, 2], !add(x, base));
}
class Counter<list<int> items> {
  int total = !foldl(0, items, t, i, !add(t, i));
  list<int> doubled = !foreach(i, items, !mul(i, 2));
  list<int> big = !filter(i, items, !gt(i, 2));
}
def C1 : Counter<[1, 2, 3, 4]>;
