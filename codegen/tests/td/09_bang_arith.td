// Integer, bit and comparison operators.
def Arith {
  int add = !add(1, 2, 3);
  int sub = !sub(10, 4);
  int mul = !mul(3, 4, 5);
  int div = !div(-7, 2);
  int and = !and(12, 10);
  int or = !or(12, 10, 1);
  int xor = !xor(12, 10);
  int shl = !shl(1, 10);
  int sra = !sra(-16, 2);
  int srl = !srl(-16, 60);
  int log = !logtwo(1024);
  bit not = !not(0);
  bit eq = !eq(1, 1);
  bit ne = !ne("a", "b");
  bit lt = !lt(1, 2);
  bit le = !le(2, 2);
  bit gt = !gt("b", "a");
  bit ge = !ge(1, 2);
  int hex = 0xff;
  int bigHex = 0xFFFFFFFFFFFFFFFF;
  int negative = -42;
  int positive = +7;
  bits<8> bin = 0b00110101;
  int fromBits = !add(0b101, 1);
  bit truth = true;
  bit falsity = false;
  bits<4> fromInt = 9;
  bits<4> fromNeg = -3;
  bits<8> pieces = { 0b1010, 1, 0, 1, 1 };
  bits<3> slice = bin{5-3};
  bits<2> rev = bin{0...1};
}
