// String operators.
def Strings {
  string cat = !strconcat("a", "b", "c");
  string paste = "x" # "y" # 3;
  string lower = !tolower("MiXeD");
  string upper = !toupper("MiXeD");
  string sub = !subst("foo", "bar", "foo.foo.baz");
  string part = !substr("abcdef", 2, 3);
  string tail = !substr("abcdef", 4);
  int found = !find("hello world", "o");
  int foundFrom = !find("hello world", "o", 5);
  int missing = !find("hello", "z");
  string joined = !interleave(["a", "b", "c"], ", ");
  string joinedInts = !interleave([1, 2, 3], "-");
  int size = !size("four");
  bit empty = !empty("");
  bit notEmpty = !empty("x");
  string escapes = "tab\there\nnl \"q\" \\ \'s\'";
  string adjacent = "one" "two"
                    "three";
  code fragment = [{
    if (x) { return y; }
  }];
  string codeCat = !strconcat([{ a }], "b");
  string fromInt = !cast<string>(42);
  string repr = !repr([1, 2]);
}
