// Record references, !cast lookup, !isa, !exists, field access.
class Type<string n> { string name = n; int bitwidth = 0; }
class IntType<int w> : Type<"i" # w> { let bitwidth = w; }
class FloatType<int w> : Type<"f" # w> { let bitwidth = w; }

def I1 : IntType<1>;
def I32 : IntType<32>;
def F32 : FloatType<32>;

def Casts {
  Type byName = !cast<Type>("I32");
  IntType byPaste = !cast<IntType>("I" # 32);
  string nameOf = !cast<string>(F32);
  int width = !cast<Type>("F32").bitwidth;
  bit isInt = !isa<IntType>(I32);
  bit isFloat = !isa<FloatType>(I32);
  bit exists = !exists<Type>("I1");
  bit existsNot = !exists<Type>("I64");
  bit existsWrongType = !exists<FloatType>("I1");
  string fieldName = I32.name;
  list<Type> all = [I1, I32, F32];
  list<string> allNames = !foreach(t, [I1, I32, F32], t.name);
  bit same = !eq(I32, I32);
  bit different = !ne(I32, F32);
}

class Wrapper<Type t> {
  Type inner = t;
  string innerName = t.name;
  int innerWidth = !add(t.bitwidth, 0);
}
def WrapI1 : Wrapper<I1>;
def WrapNamed : Wrapper<!cast<Type>("F32")>;
