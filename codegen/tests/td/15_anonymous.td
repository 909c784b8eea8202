// Anonymous defs and anonymous class instances (anonymous_N numbering).
class Pred<string c> { string cond = c; }
class And<list<Pred> ps> : Pred<!interleave(!foreach(p, ps, p.cond), " && ")> {
  list<Pred> children = ps;
}
class Constraint<Pred p, string d> { Pred predicate = p; string summary = d; }

def : Pred<"first">;
def IsInt : Pred<"isInt()">;
def : Constraint<Pred<"anonymous inline">, "inline">;
def Both : Constraint<And<[IsInt, Pred<"isSigned()">]>, "signed int">;
def Again : Constraint<And<[IsInt, Pred<"isSigned()">]>, "same instance">;

class Deferred<string s> {
  Pred p = Pred<s>;
  Pred fixed = Pred<"fixed">;
}
def D1 : Deferred<"one">;
def D2 : Deferred<"two">;
def : Deferred<"three">;

multiclass M<string s> {
  def : Pred<s>;
  def _named : Constraint<Pred<s # "!">, s>;
}
defm X : M<"x">;
defm Y : M<"y">;
