// Instruction encodings: bits that refer to other fields, kept unresolved
// when those fields are unset (as llvm-tblgen keeps them).
class Inst<bits<4> op> {
  field bits<16> Inst;
  bits<4> opcode = op;
  bits<4> rd;
  bits<8> imm;
  let Inst{15-12} = opcode;
  let Inst{11-8} = rd;
  let Inst{7-0} = imm;
}
def MOVI : Inst<0b0001> { let rd = 3; let imm = 0xAB; }
def PARTIAL : Inst<2> { let imm = 7; }
class Wrap<bits<8> b> { bits<8> v = b; bit low = b{0}; bits<3> top = b{7-5}; }
def W : Wrap<0b10100101>;
def Concat { bits<8> c = { MOVI.opcode, 0b1100 }; int asInt = !cast<int>(c); }
