// Classes with template arguments, defaults, and fields of every type.
def ins;
class Base<string descr = "base", int weight = 1> {
  string description = descr;
  int weight_ = weight;
  bit isBase = 1;
  bits<4> flags = 0b1010;
  bits<8> opcode;
  list<int> sizes = [1, 2, 3];
  list<string> tags = [];
  dag operands = (ins);
  code body = [{ return success(); }];
  string maybe = ?;
}

class Derived<int w> : Base<"derived", w> {
  let isBase = 0;
  int doubled = !mul(w, 2);
  string summary = description # " (weight " # w # ")";
}

def plain : Base;
def heavy : Derived<10>;
def tuned : Derived<3> {
  let opcode = 0x2A;
  let sizes = [4, 5];
  let tags = ["a", "b"];
  let maybe = "now set";
}
